import type { Game } from '../../engine/core/game.js';

/** A position (a, b) of the power game: a ≥ 2, b ≥ 1, with a^b ≤ n. */
export type PowerPosition = readonly [a: number, b: number];

/** a^b ≤ bound, without leaving exact double arithmetic (stops as soon as the power passes the bound). */
export function powerAtMost(a: number, b: number, bound: number): boolean {
  let power = 1;
  for (let k = 0; k < b; k++) {
    power *= a;
    if (power > bound) return false;
  }
  return true;
}

/**
 * The power game (uoj51) as the engine sees it: a move raises a or b by one, keeping a^b ≤ n.
 * a^b grows with every move, so the game ends.
 */
export function powerGame(n: number): Game<PowerPosition> {
  return {
    *moves([a, b]) {
      if (powerAtMost(a + 1, b, n)) yield [a + 1, b];
      if (powerAtMost(a, b + 1, n)) yield [a, b + 1];
    },
    key: ([a, b]) => a * 64 + b,
    format: ([a, b]) => `${a}^${b}`,
  };
}
