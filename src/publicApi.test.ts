import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as engine from './engine/index.js';
import * as games from './games/index.js';
import * as problems from './problems/index.js';

/**
 * The package's entry points list their exports by name (issue 38): a layer's public API is a
 * deliberate list, not whatever its files happen to export. The root is the union of the three.
 */
const repository = resolve(import.meta.dirname, '..');

describe('public API', () => {
  it.each(['src/engine/index.ts', 'src/games/index.ts', 'src/problems/index.ts'])('%s exports by name, no export *', (file) => {
    const source = readFileSync(join(repository, file), 'utf8');
    expect(source.match(/^export \*.*$/gm) ?? []).toEqual([]);
  });

  it('nimlab is exactly nimlab/engine, nimlab/games and nimlab/problems together', () => {
    const union = new Set([...Object.keys(engine), ...Object.keys(games), ...Object.keys(problems)]);
    expect(Object.keys(root).sort()).toEqual([...union].sort());
  });

  it('the engine keeps the quotient growth internals to itself', () => {
    for (const internal of ['checkStates', 'keepCheckedStates', 'extendByExistingElement', 'generatorWeights', 'shortToken']) {
      expect(Object.keys(engine)).not.toContain(internal);
    }
  });
});
