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
      to: relative(root, resolve(dirname(file), specifier)).split(sep).join('/').replace(/\.js$/, ''),
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
});
