import type { Game } from '../../engine/core/game.js';

/** A heap of `remaining` stones where the next move may take 1..maxTake (maxTake ≤ remaining). */
export interface DynamicPosition {
  remaining: number;
  maxTake: number;
}

/**
 * k-multiple dynamic subtraction as the engine sees it: after a take of t stones the next player
 * may take 1..k·t (never more than is left). The limit travels in the position, so this is an
 * ordinary acyclic game and the engine's Grundy solver decides it with no formula.
 */
export function dynamicSubtractionGame(k: number): Game<DynamicPosition> {
  if (!(Number.isInteger(k) && k >= 1)) throw new RangeError(`multiplier k must be a positive integer, got ${k}`);
  return {
    *moves({ remaining, maxTake }) {
      for (let take = 1; take <= Math.min(maxTake, remaining); take++) {
        yield dynamicPosition(remaining - take, k * take);
      }
    },
    // Exact while remaining < 2^26; brute-force search never comes near that.
    key: ({ remaining, maxTake }) => remaining * 0x4000000 + maxTake,
    format: ({ remaining, maxTake }) => `${remaining} (take ≤ ${maxTake})`,
  };
}

/** The canonical position: a limit above the heap means the same as the heap itself. */
export function dynamicPosition(remaining: number, maxTake: number): DynamicPosition {
  return { remaining, maxTake: Math.min(maxTake, remaining) };
}

/** The start of the game: the first move may take anything but the whole heap. */
export function dynamicStart(n: number): DynamicPosition {
  return dynamicPosition(n, Math.max(0, n - 1));
}
