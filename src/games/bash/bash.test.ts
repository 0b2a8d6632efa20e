import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeSum } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { bashHeap } from './rules.js';
import { bashGrundy, bashSumGrundy, bashWinningMoves } from './fast.js';

const heapsAndM = fc.record({
  m: fc.integer({ min: 1, max: 6 }),
  heaps: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }),
});

describe("Bash's game", () => {
  it('one heap has Grundy value n mod (m+1), as exhaustive search finds', () => {
    for (let m = 1; m <= 8; m++) {
      const solver = new GrundySolver(bashHeap(m));
      for (let n = 0; n <= 60; n++) expect(bashGrundy(BigInt(n), BigInt(m))).toBe(BigInt(solver.grundy(n)));
    }
  });

  it('a sum of heaps: fast value and winning moves equal the brute force', () => {
    fc.assert(
      fc.property(heapsAndM, ({ m, heaps }) => {
        const brute = analyzeSum(bashHeap(m), heaps);
        const big = heaps.map(BigInt);
        expect(bashSumGrundy(big, BigInt(m))).toBe(BigInt(brute.grundy));
        const bruteMoves = brute.winningMoves.map((move) => `${move.component}:${String(move.option)}`);
        const fastMoves = bashWinningMoves(big, BigInt(m)).map((move) => `${move.heap}:${move.to}`);
        expect(fastMoves.sort()).toEqual(bruteMoves.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked facts', () => {
    expect(bashWinningMoves([10n], 3n)).toEqual([{ heap: 0, take: 2n, to: 8n }]);
    expect(bashWinningMoves([8n], 3n)).toEqual([]);
    // Exact beyond 2^53: 2^64 is divisible by 4.
    expect(bashGrundy(2n ** 64n + 1n, 3n)).toBe(1n);
    expect(bashWinningMoves([2n ** 64n + 1n], 3n)).toEqual([{ heap: 0, take: 1n, to: 2n ** 64n }]);
  });
});
