import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum, type Game } from '../core/game.js';
import { GrundySolver } from './grundy.js';
import { integerSolver } from './integerGame.js';
import { looksDenselyOrdered } from './orderedProbe.js';

/** The subtraction game S(set), with an option that is a sum when `split` is set (a heap of s splits in two). */
function subtraction(set: number[], split = false): Game<number> {
  return {
    moves: (n) => set.filter((s) => s <= n).map((s) => (split && s > 1 ? sum(Math.floor((n - s) / 2), Math.ceil((n - s) / 2)) : n - s)),
    key: (n) => n,
  };
}

describe('which integer games are valued bottom-up', () => {
  it('dense games whose moves go down say yes; sparse, small or upward ones say no', () => {
    expect(looksDenselyOrdered(subtraction([1, 2, 5, 9, 14]), 1_000_000, 4096)).toBe(true);
    expect(looksDenselyOrdered(subtraction([1, 3], true), 100_000, 4096)).toBe(true);
    // Nim: heap n has n options, so the walk stops after a few heaps, all reached.
    const nim: Game<number> = { moves: (n) => Array.from({ length: n }, (_, k) => k), key: (n) => n };
    expect(looksDenselyOrdered(nim, 1_000_000, 4096)).toBe(true);
    // Only every 1000th integer is reachable.
    expect(looksDenselyOrdered(subtraction([1000, 2000]), 10_000_000, 4096)).toBe(false);
    // Halving: a few dozen positions in all.
    expect(looksDenselyOrdered({ moves: (n) => (n > 0 ? [n >> 1, Math.floor(n / 3)] : []), key: (n) => n }, 1e9, 4096)).toBe(false);
    // A move up, or to something that is not an integer.
    expect(looksDenselyOrdered({ moves: (n) => (n > 0 ? [n - 1, n + 1] : []), key: (n) => n }, 100_000, 4096)).toBe(false);
    expect(looksDenselyOrdered({ moves: (n) => (n > 0 ? [n - 1, n - 0.5] : []), key: (n) => n }, 100_000, 4096)).toBe(false);
  });

  it('the solver follows the verdict: a dense game fills every heap below, a sparse one values only what it reaches', () => {
    const dense = integerSolver(subtraction([1, 2, 5, 9, 14]), 200_001);
    dense.grundy(200_000);
    expect(dense.evaluated).toBe(200_001);
    const sparse = integerSolver(subtraction([1000, 2000]), 200_001);
    sparse.grundy(200_000);
    expect(sparse.evaluated).toBe(201);
  });

  it('grundy(n) gives the plain engine\u2019s values whichever way it goes, on large random subtraction games', () => {
    const games = fc.record({
      // Small steps (dense: bottom-up) or only large ones (sparse: depth first), sometimes with splits.
      set: fc.oneof(
        fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 5 }),
        fc.uniqueArray(fc.integer({ min: 500, max: 3000 }), { minLength: 1, maxLength: 3 }),
      ),
      split: fc.boolean(),
      queries: fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(games, ({ set, split, queries }) => {
        const game = subtraction(set, split);
        const plain = new GrundySolver(game);
        const fast = integerSolver(game, 30_001);
        for (const q of queries) expect(fast.grundy(q)).toBe(plain.grundy(q));
      }),
      { numRuns: 40 },
    );
  });
});
