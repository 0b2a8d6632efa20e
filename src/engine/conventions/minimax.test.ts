import { describe, expect, it } from 'vitest';
import { minimaxValue, type PayoffGame } from './minimax.js';

describe('minimax', () => {
  it('take from either end until one remains: hand-checked values', () => {
    // Position: [lo, hi, movesMade] over a row; the maximiser moves first; the last one left is the payoff.
    const row = [1, 5, 2, 4];
    const game: PayoffGame<[number, number, number], number> = {
      moves: ([lo, hi, made]) =>
        lo === hi
          ? []
          : [
              [lo + 1, hi, made + 1],
              [lo, hi - 1, made + 1],
            ],
      key: (p) => p.join(','),
      payoff: ([lo]) => row[lo],
      maximizerToMove: ([, , made]) => made % 2 === 0,
    };
    // Max, min, max move. If max drops 1 → [5,2,4], min drops 5 → [2,4] and max keeps 4.
    // If max drops 4 → [1,5,2], min's choices [5,2] and [1,5] both let max keep 5. So the value is 5.
    expect(minimaxValue(game, [0, 3, 0])).toBe(5);
  });

  it('compares non-numeric values with the given order (lexicographic sequences)', () => {
    const game: PayoffGame<string, number[]> = {
      moves: (p) => (p === 'root' ? ['a', 'b'] : []),
      key: (p) => p,
      payoff: (p) => (p === 'a' ? [1, 9] : [2, 0]),
      maximizerToMove: () => false,
      compare: (x, y) => x[0] - y[0] || x[1] - y[1],
    };
    expect(minimaxValue(game, 'root')).toEqual([1, 9]);
  });
});
