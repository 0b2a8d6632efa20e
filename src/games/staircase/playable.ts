import { formatHeaps, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import { staircaseGrundy } from './fast.js';

/**
 * Staircase Nim played move by move. The move `i:t` leaves t stones on step i and slides the
 * others to step i−1 (off the staircase from step 1), so labels read like Nim's `heap:size`.
 */
export const playableStaircase: Playable<number[]> = {
  supportsMisere: false,
  picture: { kind: 'staircase' },
  parse: (words) => parsePlayHeaps(words, 'step'),
  format: formatHeaps,
  board: staircaseRows,
  moves(steps) {
    const moves: PlayMove<number[]>[] = [];
    steps.forEach((count, i) => {
      for (let to = count - 1; to >= 0; to--) {
        const next = steps.slice();
        next[i] = to;
        if (i > 0) next[i - 1] += count - to;
        moves.push({ label: `${i + 1}:${to}`, to: next });
      }
    });
    return moves;
  },
  toMoveWins: (steps) => staircaseGrundy(steps.map(BigInt)) !== 0n,
};

/** The steps from the top one down to the floor, where stones moved off step 1 go. */
function staircaseRows(steps: readonly number[]): string[] {
  const width = `step ${steps.length}`.length;
  return [...heapRows(steps, 'step').reverse(), `${' '.repeat(width)} └ floor`];
}
