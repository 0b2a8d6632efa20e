import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MisereSolver } from '../../engine/misere/misere.js';
import { nimHeap } from './rules.js';
import { misereNimFirstWins, misereNimWinningMoves } from './misere.js';

describe('misère Nim', () => {
  const solver = new MisereSolver(nimHeap);
  // Small heaps, with 0s and 1s often, since the endgame rule lives there.
  const heapSizes = fc.oneof(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 7 }));

  it('outcome and winning moves equal the misère search', () => {
    fc.assert(
      fc.property(fc.array(heapSizes, { maxLength: 5 }), (heaps) => {
        const big = heaps.map(BigInt);
        expect(misereNimFirstWins(big)).toBe(solver.outcome(heaps) === 'N');
        const brute = solver.winningMoves(heaps).map((m) => `${m.component}:${String(m.option)}`);
        const fast = misereNimWinningMoves(big).map((m) => `${m.heap}:${m.to}`);
        expect(fast.sort()).toEqual(brute.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked facts (the poj3480 sample)', () => {
    expect(misereNimFirstWins([1n])).toBe(false);
    expect(misereNimFirstWins([4n, 1n])).toBe(true);
    expect(misereNimFirstWins([])).toBe(true); // no stones: the player to move cannot take the last one
    expect(misereNimWinningMoves([4n, 1n])).toEqual([{ heap: 0, to: 0n }]);
    expect(misereNimWinningMoves([2n, 2n])).toEqual([]);
    const big = 2n ** 64n;
    expect(misereNimWinningMoves([big, big + 3n])).toEqual([{ heap: 1, to: big }]);
  });
});
