import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimaxValue, type PayoffGame } from './minimax.js';
import { rewardMinimaxValue, type RewardGame } from './rewardMinimax.js';

/** Coins in a row; the player to move takes the first or the last coin and scores it. */
type Row = [lo: number, hi: number, maximizer: boolean];

function coinRow(coins: readonly number[]): RewardGame<Row> {
  return {
    moves: ([lo, hi, max]) =>
      lo > hi
        ? []
        : [
            { to: [lo + 1, hi, !max], reward: max ? coins[lo] : -coins[lo] },
            { to: [lo, hi - 1, !max], reward: max ? coins[hi] : -coins[hi] },
          ],
    key: (p) => p.join(','),
    maximizerToMove: ([, , max]) => max,
  };
}

/** The same game with the score carried in the position and paid out at the end. */
function coinRowPayoff(coins: readonly number[]): PayoffGame<[...Row, number], number> {
  return {
    moves: ([lo, hi, max, score]) =>
      lo > hi
        ? []
        : [
            [lo + 1, hi, !max, score + (max ? coins[lo] : -coins[lo])],
            [lo, hi - 1, !max, score + (max ? coins[hi] : -coins[hi])],
          ],
    key: (p) => p.join(','),
    payoff: ([, , , score]) => score,
    maximizerToMove: ([, , max]) => max,
  };
}

describe('reward minimax', () => {
  it('coins in a row: hand-checked', () => {
    // [3, 9, 1, 2]. Taking 2 leaves [3 9 1], where the minimiser must uncover the 9 either way:
    // 2 − 3 + 9 − 1 = 2 − 1 + 9 − 3 = 7. Taking 3 lets the minimiser take the 9: 3 − 9 + 2 − 1 = −5.
    expect(rewardMinimaxValue(coinRow([3, 9, 1, 2]), [0, 3, true])).toBe(7);
    expect(rewardMinimaxValue(coinRow([]), [0, -1, true])).toBe(0);
  });

  it('equals minimax with the score carried to the end', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 9 }), { maxLength: 8 }), fc.boolean(), (coins, maxFirst) => {
        const hi = coins.length - 1;
        expect(rewardMinimaxValue(coinRow(coins), [0, hi, maxFirst])).toBe(minimaxValue(coinRowPayoff(coins), [0, hi, maxFirst, 0]));
      }),
      { numRuns: 200 },
    );
  });

  it('runs chains far deeper than the call stack', () => {
    // A chain of 50 000 positions, each move scoring 1.
    const chain: RewardGame<number> = {
      moves: (p) => (p === 0 ? [] : [{ to: p - 1, reward: 1 }]),
      key: (p) => p,
      maximizerToMove: () => true,
    };
    expect(rewardMinimaxValue(chain, 50_000)).toBe(50_000);
  });
});
