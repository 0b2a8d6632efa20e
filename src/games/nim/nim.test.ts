import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeSum } from '../../engine/normal/analysis.js';
import { nimHeap } from './rules.js';
import { nimSum, nimWinningMoves } from './fast.js';

describe('Nim', () => {
  it('Bouton: the nim-sum equals the Sprague–Grundy value of the sum of heaps', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 6 }), (heaps) => {
        const brute = analyzeSum(nimHeap, heaps);
        expect(Number(nimSum(heaps.map(BigInt)))).toBe(brute.grundy);
      }),
      { numRuns: 300 },
    );
  });

  it('winning moves are exactly the brute-force winning moves', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }), (heaps) => {
        const brute = analyzeSum(nimHeap, heaps).winningMoves.map((m) => `${m.component}:${String(m.option)}`);
        const fast = nimWinningMoves(heaps.map(BigInt)).map((m) => `${m.heap}:${m.to}`);
        expect(fast.sort()).toEqual(brute.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('handles heaps beyond 2^53 exactly', () => {
    const big = 2n ** 60n + 12345n;
    expect(nimSum([big, big])).toBe(0n);
    expect(nimWinningMoves([big, 1n])).toEqual([{ heap: 0, to: 1n }]);
  });
});
