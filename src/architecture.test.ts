import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every relative import of every source file, resolved to a repository path. */
function imports(): { from: string; to: string }[] {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'web')), ...sourceFiles(join(root, 'bench'))];
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map((m) => m[1]);
    return specifiers.map((specifier) => ({
      from: relative(root, file).split(sep).join('/'),
      to: relative(root, resolve(dirname(file), specifier))
        .split(sep)
        .join('/')
        .replace(/\.js$/, ''),
    }));
  });
}

/**
 * Inside a layer, the folders import one way. Each rule names a folder (relative to its scope) and
 * what else in the same scope it may import: other folders, or single files of the scope's root
 * (`rules.ts`: a family's rules model, which everything under it may use). A folder with no rule
 * (the scope's root files, `testing/`, `e2e/`) may import anything its layer may. Each folder's
 * README.md says the same in words.
 */
interface FolderRule {
  scope: string;
  folder: string;
  may: string[];
}

/** What a partizan family may use: the root files of games/partizan (never a sibling family, never the catalog). */
const PARTIZAN_ROOT = ['partizanRules.ts', 'partizanValue.ts', 'partizanFamily.ts', 'grid.ts', 'colouredGraph.ts', 'tintedGraph.ts'];

const FOLDER_RULES: FolderRule[] = [
  // The engine: core <- slots <- normal <- conventions; core <- misere <- quotient.
  { scope: 'src/engine', folder: 'core', may: [] },
  { scope: 'src/engine', folder: 'slots', may: ['core'] },
  { scope: 'src/engine', folder: 'normal', may: ['core', 'slots'] },
  { scope: 'src/engine', folder: 'conventions', may: ['core', 'slots', 'normal'] },
  { scope: 'src/engine', folder: 'misere', may: ['core', 'slots'] },
  { scope: 'src/engine', folder: 'quotient', may: ['core', 'slots', 'misere'] },
  { scope: 'src/engine', folder: 'partizan', may: ['core'] },
  { scope: 'src/engine', folder: 'matrix', may: ['core'] },
  // Partizan games: each family on the shared rules and solver at the root; search also on Domineering's bitboards.
  { scope: 'src/games/partizan', folder: 'domineering', may: [...PARTIZAN_ROOT, 'testing'] },
  { scope: 'src/games/partizan', folder: 'search', may: ['partizanRules.ts', 'partizanValue.ts', 'testing', 'domineering'] },
  // Heap games: code <- wasm <- kernels <- sequence <- misere <- census; the family files at the root.
  { scope: 'src/games/heap', folder: 'code', may: [] },
  { scope: 'src/games/heap', folder: 'wasm', may: [] },
  { scope: 'src/games/heap', folder: 'kernels', may: ['code', 'wasm'] },
  { scope: 'src/games/heap', folder: 'sequence', may: ['code', 'wasm', 'kernels'] },
  { scope: 'src/games/heap', folder: 'misere', may: ['code', 'sequence', 'rules.ts', 'fast.ts', 'heapGame.ts'] },
  { scope: 'src/games/heap', folder: 'census', may: ['code', 'kernels', 'sequence', 'misere'] },
  // Coin-turning games: each sub-family uses the shared row theory at the root, never a sibling
  // (products read codes).
  ...['code', 'coinsLeft', 'multiples', 'polyomino', 'products'].map((folder) => ({
    scope: 'src/games/coins',
    folder,
    may: [
      ...(folder === 'products' ? ['code'] : []),
      'turnRule.ts',
      'classic.ts',
      'fast.ts',
      'playable.ts',
      'rules.ts',
      'theorem.ts',
      'definition.ts',
      'misere.ts',
    ],
  })),
  // Partizan games: each family folder uses the root files, never a sibling (one line per folder).
  { scope: 'src/games/partizan', folder: 'amazons', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'arc-kayles', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'clobber', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'col', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'cutcake', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'hackenbush', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'konane', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'snort', may: PARTIZAN_ROOT },
  { scope: 'src/games/partizan', folder: 'toads-and-frogs', may: PARTIZAN_ROOT },
  // The CLI: io <- report <- userGame <- one folder per command; quotientGrowth (the budgeted
  // growth in a worker thread) beside report. Commands never import each other.
  { scope: 'src/cli', folder: 'io', may: [] },
  { scope: 'src/cli', folder: 'report', may: ['io'] },
  { scope: 'src/cli', folder: 'quotientGrowth', may: ['io'] },
  { scope: 'src/cli', folder: 'userGame', may: ['io', 'report'] },
  ...['analyze', 'table', 'quotient', 'misere-census', 'stress', 'census', 'play', 'judge', 'games', 'nimber', 'cgt', 'nash'].map(
    (folder) => ({ scope: 'src/cli', folder, may: ['io', 'report', 'quotientGrowth', 'userGame'] }),
  ),
  // The playground: shared pieces (shell, components, worker) never import a feature; features
  // import the shared pieces and library.ts (Explore embeds the misère view).
  { scope: 'web/src', folder: 'shell', may: [] },
  { scope: 'web/src', folder: 'worker', may: [] },
  { scope: 'web/src', folder: 'components', may: ['library.ts'] },
  ...['play', 'analyze', 'explore', 'census', 'nimber', 'gallery', 'misere', 'cgt', 'nash', 'study', 'glossary'].map((folder) => ({
    scope: 'web/src',
    folder,
    may: [
      'shell',
      'components',
      'worker',
      'library.ts',
      ...(folder === 'explore' ? ['misere'] : []),
      ...(folder === 'play' ? ['study'] : []),
    ],
  })),
  // The partizan boards page: like the features, and the keyboard chooser of study/.
  { scope: 'web/src', folder: 'partizan', may: ['shell', 'components', 'worker', 'library.ts', 'study'] },
];

/** Imports that break a folder rule: the importing file's folder may not reach the target. */
export function folderRuleBreaks(
  edges: { from: string; to: string }[],
  rules: FolderRule[] = FOLDER_RULES,
): { from: string; to: string }[] {
  const ruleFor = (path: string) => rules.find(({ scope, folder }) => path.startsWith(`${scope}/${folder}/`));
  return edges.filter(({ from, to }) => {
    // Tests may reach anything their layer may (a test holds a solver to another's definition).
    if (/\.test\.tsx?$/.test(from)) return false;
    const rule = ruleFor(from);
    if (rule === undefined || !to.startsWith(`${rule.scope}/`)) return false;
    const inside = to.slice(rule.scope.length + 1);
    if (inside.startsWith(`${rule.folder}/`)) return false;
    return !rule.may.some((allowed) =>
      allowed.endsWith('.ts') ? inside === allowed.replace(/\.ts$/, '') : inside.startsWith(`${allowed}/`),
    );
  });
}

describe('architecture', () => {
  it('nothing outside games/heap imports its internals, only games/heap/index', () => {
    const offending = imports().filter(
      ({ from, to }) => !from.startsWith('src/games/heap/') && to.startsWith('src/games/heap/') && to !== 'src/games/heap/index',
    );
    expect(offending).toEqual([]);
  });

  it('layers import only downward: graph and engine ← games ← problems ← cli; web only through web/src/library', () => {
    const layer = (path: string) =>
      path.startsWith('src/graph/')
        ? 0
        : path.startsWith('src/engine/')
          ? 0
          : path.startsWith('src/games/')
            ? 1
            : path.startsWith('src/problems/')
              ? 2
              : path.startsWith('src/cli/')
                ? 3
                : -1;
    const upward = imports().filter(({ from, to }) => layer(from) >= 0 && layer(to) > layer(from));
    expect(upward).toEqual([]);
    const crossing = imports().filter(
      ({ from, to }) =>
        (from.startsWith('src/graph/') && to.startsWith('src/engine/')) || (from.startsWith('src/engine/') && to.startsWith('src/graph/')),
    );
    expect(crossing).toEqual([]);
    const webIntoSource = imports().filter(
      ({ from, to }) => from.startsWith('web/src/') && from !== 'web/src/library.ts' && to.startsWith('src/'),
    );
    expect(webIntoSource).toEqual([]);
  });

  it('no game family imports another: shared theory lives in games/shared (and heap games behind games/heap/index)', () => {
    const family = (path: string) => /^src\/games\/([^/]+)\//.exec(path)?.[1];
    const sharedPlaces = new Set(['shared', 'testing']);
    const sibling = imports().filter(({ from, to }) => {
      const a = family(from);
      const b = family(to);
      // The heap-games subsystem is shared through its public door, games/heap/index.
      return a !== undefined && b !== undefined && a !== b && !sharedPlaces.has(b) && to !== 'src/games/heap/index';
    });
    expect(sibling).toEqual([]);
  });

  it('inside each layer, folders import one way (FOLDER_RULES)', () => {
    expect(folderRuleBreaks(imports())).toEqual([]);
  });

  it('a planted wrong import breaks a folder rule, each kind', () => {
    const planted = [
      { from: 'src/engine/core/game.ts', to: 'src/engine/quotient/misereQuotient' },
      { from: 'src/engine/misere/genus.ts', to: 'src/engine/normal/grundy' },
      { from: 'src/games/heap/code/code.ts', to: 'src/games/heap/sequence/sequencer' },
      { from: 'src/games/heap/misere/misere.ts', to: 'src/games/heap/definition' },
      { from: 'src/games/coins/multiples/multiples.ts', to: 'src/games/coins/products/tartan' },
      { from: 'src/games/partizan/col/col.ts', to: 'src/games/partizan/snort/snort' },
      { from: 'src/games/partizan/clobber/clobber.ts', to: 'src/games/partizan/catalog' },
      { from: 'src/cli/table/table.ts', to: 'src/cli/quotient/quotient' },
      { from: 'src/cli/io/json.ts', to: 'src/cli/report/analyzeReport' },
      { from: 'web/src/components/HeapBoard.tsx', to: 'web/src/play/PlayPage' },
      { from: 'web/src/play/PlayPage.tsx', to: 'web/src/explore/ExplorePage' },
    ];
    expect(folderRuleBreaks(planted)).toEqual(planted);
    const allowed = [
      { from: 'src/engine/quotient/misereQuotient.ts', to: 'src/engine/misere/genus' },
      { from: 'src/games/heap/misere/misere.ts', to: 'src/games/heap/rules' },
      { from: 'src/cli/table/table.ts', to: 'src/cli/io/json' },
      { from: 'web/src/explore/ExplorePage.tsx', to: 'web/src/misere/MisereView' },
    ];
    expect(folderRuleBreaks(allowed)).toEqual([]);
  });

  it('every folder under a ruled scope has a rule and a README.md saying what it holds and may import', () => {
    const scopes = [...new Set(FOLDER_RULES.map(({ scope }) => scope))];
    const unruled: string[] = [];
    const withoutReadme: string[] = [];
    for (const scope of scopes) {
      for (const name of readdirSync(join(root, scope))) {
        if (!statSync(join(root, scope, name)).isDirectory() || ['testing', 'e2e', 'fixtures'].includes(name)) continue;
        if (!FOLDER_RULES.some((rule) => rule.scope === scope && rule.folder === name)) unruled.push(`${scope}/${name}`);
        if (!existsSync(join(root, scope, name, 'README.md'))) withoutReadme.push(`${scope}/${name}`);
      }
    }
    expect(unruled).toEqual([]);
    expect(withoutReadme).toEqual([]);
  });

  it('no source folder holds more than 15 source files (tests aside), no hand-written source file more than 500 lines', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'web', 'src'))].filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${sep}fixtures${sep}`),
    );
    const perFolder = new Map<string, number>();
    for (const file of files) perFolder.set(dirname(file), (perFolder.get(dirname(file)) ?? 0) + 1);
    const crowded = [...perFolder].filter(([, count]) => count > 15).map(([folder, count]) => `${relative(root, folder)}: ${count}`);
    expect(crowded).toEqual([]);
    // Generated files say so in their first line (the kernels' binaries).
    const long = files
      .filter((file) => !readFileSync(file, 'utf8').startsWith('// Generated'))
      .filter((file) => readFileSync(file, 'utf8').split('\n').length > 500)
      .map((file) => relative(root, file));
    expect(long).toEqual([]);
  });

  it('every test runs: no skip, conditional run or todo anywhere', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'web'))].filter((file) => /\.test\.tsx?$/.test(file));
    const conditional = files.filter((file) => /\b(it|test|describe)\.(skip|skipIf|runIf|todo|only)\b/.test(readFileSync(file, 'utf8')));
    expect(conditional.map((file) => relative(root, file))).toEqual([]);
  });
});
