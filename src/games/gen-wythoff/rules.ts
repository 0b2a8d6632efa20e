import type { Game } from '../../engine/core/game.js';

/** Two heaps (a, b). */
export type HeapPair = readonly [number, number];

/**
 * A generalized Wythoff game: take any positive number from one heap, or i ≥ 1 from the first and
 * j ≥ 1 from the second where the diagonal rule `allowed(i, j)` says so. Wythoff's game is
 * i = j; Fraenkel's a-Wythoff (aWythoffRule) is |i − j| < a. The rule itself, no formula.
 */
export function diagonalWythoffGame(allowed: (i: number, j: number) => boolean): Game<HeapPair> {
  return {
    *moves([a, b]) {
      for (let take = 1; take <= a; take++) yield [a - take, b] as const;
      for (let take = 1; take <= b; take++) yield [a, b - take] as const;
      for (let i = 1; i <= a; i++) for (let j = 1; j <= b; j++) if (allowed(i, j)) yield [a - i, b - j] as const;
    },
    key: ([a, b]) => a * 0x100000000 + b,
    format: ([a, b]) => `${a} ${b}`,
  };
}

/** Fraenkel's a-Wythoff diagonal rule: |i − j| < a (a = 1 is Wythoff's game). */
export function aWythoffRule(a: number): (i: number, j: number) => boolean {
  return (i, j) => Math.abs(i - j) < a;
}
