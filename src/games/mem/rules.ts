import type { Game } from '../../engine/core/game.js';

/** A heap and the last move's take (0 before the first move). */
export type MemPosition = readonly [heap: number, last: number];

/** Which takes may follow a take of `last` (0 for the first move); takes are 1..heap. */
export type MemRule = (last: number, take: number) => boolean;

/** Mem: each take at least the previous one. */
export const memRule: MemRule = (last, take) => take >= last;

/**
 * A heap game with memory (GenMem): from (heap, last) take j with 1 ≤ j ≤ heap when the rule
 * allows j after last, to (heap − j, j). The rule itself, no formula: the brute-force truth.
 */
export function memGame(rule: MemRule): Game<MemPosition> {
  return {
    *moves([heap, last]) {
      for (let take = 1; take <= heap; take++) if (rule(last, take)) yield [heap - take, take] as const;
    },
    key: ([heap, last]) => heap * 0x4000000 + last,
    format: ([heap, last]) => `${heap} (last take ${last})`,
  };
}
