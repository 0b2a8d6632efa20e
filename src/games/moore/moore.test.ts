import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { winningMoves } from '../../engine/normal/analysis.js';
import { formatOption } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { mooreNim } from './rules.js';
import { mooreColumnSums, mooreIsP, mooreWinningMoves } from './fast.js';

const solvers = new Map<number, GrundySolver<readonly number[]>>();
function solverFor(k: number): GrundySolver<readonly number[]> {
  let solver = solvers.get(k);
  if (!solver) solvers.set(k, (solver = new GrundySolver(mooreNim(k))));
  return solver;
}

const positions = fc.record({
  k: fc.integer({ min: 1, max: 3 }),
  heaps: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
});

describe("Moore's Nim_k", () => {
  it("Moore's theorem: P iff every column sum is divisible by k+1, as exhaustive search finds", () => {
    fc.assert(
      fc.property(positions, ({ k, heaps }) => {
        expect(mooreIsP(heaps.map(BigInt), k)).toBe(solverFor(k).grundy(heaps) === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('lists exactly the brute-force winning moves', () => {
    fc.assert(
      fc.property(positions, ({ k, heaps }) => {
        const game = mooreNim(k);
        const brute = winningMoves(game, heaps, solverFor(k)).map((option) => formatOption(game, option));
        const fast = [...mooreWinningMoves(heaps.map(BigInt), k)].map((after) => after.join(' '));
        expect(new Set(fast).size).toBe(fast.length);
        expect(fast.sort()).toEqual(brute.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked facts', () => {
    expect(mooreColumnSums([5n, 3n])).toEqual([2, 1, 1]);
    // k = 2: 1 1 1 is P (column of three ones), 1 1 is N and wins by emptying both heaps.
    expect(mooreIsP([1n, 1n, 1n], 2)).toBe(true);
    expect([...mooreWinningMoves([1n, 1n], 2)]).toEqual([[0n, 0n]]);
    // Huge heaps: 2^100 three times is P for k = 2; with k = 1 (Nim) the answer is the Nim move.
    const big = 2n ** 100n;
    expect(mooreIsP([big, big, big], 2)).toBe(true);
    expect([...mooreWinningMoves([big, big, 5n], 1)]).toEqual([[big, big, 0n]]);
    const first = mooreWinningMoves([big + 1n, 3n, big - 1n], 2).next();
    expect(first.done).toBe(false);
    expect(mooreIsP(first.value as bigint[], 2)).toBe(true);
  });
});
