import type { Game } from '../../engine/core/game.js';
import { GrundySolver } from '../../engine/normal/grundy.js';

/** Two heaps (a, b). */
export type WythoffPosition = readonly [number, number];

/**
 * Wythoff's game as the engine sees it: take any positive number from one heap, or the same
 * positive number from both. This is the rule itself, with no formula: the brute-force truth.
 */
export const wythoffGame: Game<WythoffPosition> = {
  *moves([a, b]) {
    for (let take = 1; take <= a; take++) yield [a - take, b] as const;
    for (let take = 1; take <= b; take++) yield [a, b - take] as const;
    for (let take = 1; take <= Math.min(a, b); take++) yield [a - take, b - take] as const;
  },
  // Exact while b < 2^32 and a < 2^21, far beyond what a brute-force search can reach.
  key: ([a, b]) => a * 0x100000000 + b,
  format: ([a, b]) => `${a} ${b}`,
};

/**
 * Wythoff Grundy values G(a, b) for 0 ≤ a, b ≤ limit, evaluated by the engine (there is no
 * known closed form). Row a of the result holds G(a, 0..limit).
 */
export function wythoffGrundyTable(limit: number, solver = new GrundySolver(wythoffGame)): number[][] {
  const table: number[][] = [];
  for (let a = 0; a <= limit; a++) {
    const row: number[] = [];
    for (let b = 0; b <= limit; b++) row.push(solver.grundy([a, b]));
    table.push(row);
  }
  return table;
}
