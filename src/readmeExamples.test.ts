import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The README's library examples run as written, against the built package (`dist/`, as a user of
 * `nimlab` would import it). A line `expression; // → result` is checked: the expression's value,
 * printed as Node's `util.inspect` prints it on one line, must read `result`.
 */
const root = resolve(import.meta.dirname, '..');
const HEADING = '## Library examples';

/** The ```ts blocks of the README section under HEADING, each with the line number of its first line. */
function exampleBlocks(readme: string): { firstLine: number; code: string }[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(HEADING);
  if (start < 0) throw new Error(`README.md has no heading "${HEADING}"`);
  const blocks: { firstLine: number; code: string }[] = [];
  let open: number | null = null;
  for (let i = start + 1; i < lines.length && !lines[i].startsWith('## '); i++) {
    if (open === null && lines[i] === '```ts') open = i + 1;
    else if (open !== null && lines[i] === '```') {
      blocks.push({ firstLine: open + 1, code: lines.slice(open, i).join('\n') });
      open = null;
    }
  }
  return blocks;
}

/** Where each package specifier points in dist/, from package.json's exports. */
function packageTargets(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { import: string }>;
  };
  const targets = new Map<string, string>();
  for (const [subpath, entry] of Object.entries(manifest.exports)) {
    targets.set(manifest.name + subpath.slice(1), pathToFileURL(join(root, entry.import)).href);
  }
  return targets;
}

const CHECKED_LINE = /^(\s*)(.+?);\s*\/\/ → (.+)$/;

/** The block as a module: imports pointed at dist/, each checked line recording its value. */
function checkedModule(code: string, targets: Map<string, string>): { source: string; expected: string[] } {
  const expected: string[] = [];
  const lines = code.split('\n').map((line) => {
    const checked = CHECKED_LINE.exec(line);
    if (checked === null) return line;
    expected.push(checked[3]);
    return `${checked[1]}__results.push(__inspect(${checked[2]}, { depth: null, breakLength: Infinity }));`;
  });
  const withImports = lines.join('\n').replace(/from '([^']+)'/g, (whole, specifier: string) => {
    const target = targets.get(specifier);
    return target === undefined ? whole : `from '${target}'`;
  });
  const header = "import { inspect as __inspect } from 'node:util';\nconst __results = [];\n";
  const footer = '\nconsole.log(JSON.stringify(__results));\n';
  const { outputText } = ts.transpileModule(header + withImports + footer, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  return { source: outputText, expected };
}

describe('README library examples', () => {
  const blocks = exampleBlocks(readFileSync(join(root, 'README.md'), 'utf8'));
  const targets = packageTargets();

  it('has three examples, each with checked results', () => {
    expect(blocks.length).toBe(3);
    for (const block of blocks) expect(checkedModule(block.code, targets).expected.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block) => [block.firstLine, block]))('the example at README line %i prints what its comments say', (_, block) => {
    expect(existsSync(join(root, 'dist', 'index.js')), 'dist/ is missing: run npm run build').toBe(true);
    const { source, expected } = checkedModule(block.code, targets);
    const directory = mkdtempSync(join(tmpdir(), 'nimlab-readme-'));
    try {
      const file = join(directory, 'example.mjs');
      writeFileSync(file, source);
      const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(expected);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
