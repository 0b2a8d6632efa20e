import { readdirSync, readFileSync, statSync } from 'node:fs';
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

  it('every test runs: no skip, conditional run or todo anywhere', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'web'))].filter((file) => /\.test\.tsx?$/.test(file));
    const conditional = files.filter((file) => /\b(it|test|describe)\.(skip|skipIf|runIf|todo|only)\b/.test(readFileSync(file, 'utf8')));
    expect(conditional.map((file) => relative(root, file))).toEqual([]);
  });
});
