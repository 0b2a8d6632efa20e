import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { winningMoves } from '../../engine/normal/analysis.js';
import { formatOption } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { staircaseNim } from './rules.js';
import { applyStaircaseMove, staircaseGrundy, staircaseWinningMoves } from './fast.js';

const staircases = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 });

describe('Staircase Nim', () => {
  it('the Grundy value is the nim-sum of the odd steps, as exhaustive search finds', () => {
    const solver = new GrundySolver(staircaseNim);
    fc.assert(
      fc.property(staircases, (steps) => {
        expect(staircaseGrundy(steps.map(BigInt))).toBe(BigInt(solver.grundy(steps)));
      }),
      { numRuns: 300 },
    );
  });

  it('winning moves are exactly the brute-force winning moves', () => {
    const solver = new GrundySolver(staircaseNim);
    fc.assert(
      fc.property(staircases, (steps) => {
        const brute = winningMoves(staircaseNim, steps, solver).map((option) => formatOption(staircaseNim, option));
        const big = steps.map(BigInt);
        const fast = staircaseWinningMoves(big).map((move) => applyStaircaseMove(big, move).join(' '));
        expect(fast.sort()).toEqual(brute.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked facts', () => {
    // Even steps do not matter: 0 5 (five stones on step 2) is a P-position.
    expect(staircaseGrundy([0n, 5n])).toBe(0n);
    // 1 2 3: odd steps 1 and 3 give 1 ⊕ 3 = 2; lower step 3 to 1, or raise step 1 to 3 from step 2.
    expect(staircaseWinningMoves([1n, 2n, 3n])).toEqual([
      { from: 2, moved: 2n },
      { from: 3, moved: 2n },
    ]);
    const big = 2n ** 70n;
    // Odd steps 2^70 and 2^70 + 1 give nim-sum 1: move one stone from step 3 down to step 2, or
    // raise step 1 to 2^70 + 1 with one stone from step 2.
    expect(staircaseWinningMoves([big, 7n, big + 1n])).toEqual([
      { from: 2, moved: 1n },
      { from: 3, moved: 1n },
    ]);
  });
});
