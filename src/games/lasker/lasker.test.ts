import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeSum } from '../../engine/normal/analysis.js';
import { formatOption } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { laskerHeap } from './rules.js';
import {
  laskerGrundy,
  laskerGrundyNumber,
  laskerSplitCount,
  laskerSplits,
  laskerSumGrundy,
  laskerWinningMoveCount,
  laskerWinningMoves,
  type LaskerMove,
} from './fast.js';

function describeMove(move: LaskerMove): string {
  return `${move.heap}:${move.kind === 'take' ? move.to : `${move.into[0]} + ${move.into[1]}`}`;
}

describe("Lasker's Nim", () => {
  const solver = new GrundySolver(laskerHeap);

  it('G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3, as exhaustive search finds', () => {
    for (let n = 0; n <= 120; n++) {
      expect(laskerGrundy(BigInt(n))).toBe(BigInt(solver.grundy(n)));
      expect(laskerGrundyNumber(n)).toBe(solver.grundy(n));
    }
  });

  it('winning moves (takes and splits) and their count equal the brute force on sums', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 4 }), (heaps) => {
        const brute = analyzeSum(laskerHeap, heaps, solver);
        const big = heaps.map(BigInt);
        expect(laskerSumGrundy(big)).toBe(BigInt(brute.grundy));
        const bruteMoves = brute.winningMoves.map((m) => `${m.component}:${formatOption(laskerHeap, m.option)}`);
        const fastMoves = [...laskerWinningMoves(big)].map(describeMove);
        expect(fastMoves.sort()).toEqual(bruteMoves.sort());
        expect(laskerWinningMoveCount(big)).toBe(BigInt(bruteMoves.length));
      }),
      { numRuns: 300 },
    );
  });

  it('splits to every target value, listed in increasing order and counted exactly', () => {
    for (let heap = 0; heap <= 64; heap++) {
      for (let target = 0; target <= 100; target++) {
        const expected: string[] = [];
        for (let a = 1; 2 * a <= heap; a++) if ((solver.grundy(a) ^ solver.grundy(heap - a)) === target) expected.push(`${a}+${heap - a}`);
        const listed = [...laskerSplits(BigInt(heap), BigInt(target))].map(([a, b]) => `${a}+${b}`);
        expect(listed).toEqual(expected);
        expect(laskerSplitCount(BigInt(heap), BigInt(target))).toBe(BigInt(expected.length));
      }
    }
  });

  it('counts splits of medium heaps exactly (tallied by the closed form G over every split)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 4000 }), (heap) => {
        const tally = new Map<number, number>();
        for (let a = 1; 2 * a <= heap; a++) {
          const value = laskerGrundyNumber(a) ^ laskerGrundyNumber(heap - a);
          tally.set(value, (tally.get(value) ?? 0) + 1);
        }
        for (const [target, count] of tally) expect(laskerSplitCount(BigInt(heap), BigInt(target))).toBe(BigInt(count));
        for (let target = 0; target < 64; target++) {
          expect(laskerSplitCount(BigInt(heap), BigInt(target))).toBe(BigInt(tally.get(target) ?? 0));
        }
      }),
      { numRuns: 10 },
    );
  });

  it('is exact for huge heaps', () => {
    const big = 2n ** 80n + 3n; // 4k+3
    expect(laskerGrundy(big)).toBe(2n ** 80n + 4n);
    expect(laskerGrundyNumber(2 ** 31 - 1)).toBe(2 ** 31);
    // A single heap 2^80+3 wins by taking everything; no split of an odd heap has value 0.
    expect([...laskerWinningMoves([big])].map(describeMove)).toEqual(['0:0']);
    // Splits listed for a huge heap are real: every part's values XOR to the target.
    const heap = 2n ** 64n + 17n;
    const a0 = 0x0123456789abcdefn;
    const target = laskerGrundy(a0) ^ laskerGrundy(heap - a0);
    let seen = 0;
    for (const [a, b] of laskerSplits(heap, target)) {
      expect(a + b).toBe(heap);
      expect(laskerGrundy(a) ^ laskerGrundy(b)).toBe(target);
      if (++seen === 50) break;
    }
    expect(seen).toBe(50);
    expect(laskerSplitCount(heap, target)).toBeGreaterThan(50n);
  });
});
