import type { Game } from '../../engine/core/game.js';

/** Two heaps (x, y). */
export type EuclidPosition = readonly [number, number];

/**
 * Euclid's game as played: take a positive multiple of the smaller heap from the larger, never
 * going below zero; once a heap is empty the game is over. The brute-force truth for hdu3595.
 */
export const euclidGame: Game<EuclidPosition> = {
  *moves([x, y]) {
    if (x === 0 || y === 0) return;
    const small = Math.min(x, y);
    const large = Math.max(x, y);
    for (let taken = small; taken <= large; taken += small) yield [large - taken, small] as const;
  },
  // Unordered: (x, y) and (y, x) are the same game.
  key: ([x, y]) => Math.min(x, y) * 0x200000 + Math.max(x, y),
  format: ([x, y]) => `(${x}, ${y})`,
};
