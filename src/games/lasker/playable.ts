import { formatHeaps, heapMove, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import { laskerSumGrundy } from './fast.js';

/**
 * Lasker's Nim played move by move: `i:t` leaves t stones in heap i, `i:a+b` splits heap i into
 * heaps a ≤ b (the new heap b is placed right after a).
 */
export const playableLasker: Playable<number[]> = {
  supportsMisere: false,
  parse: (words) => parsePlayHeaps(words),
  format: formatHeaps,
  board: (heaps) => heapRows(heaps),
  moves(heaps) {
    const moves: PlayMove<number[]>[] = [];
    heaps.forEach((heap, i) => {
      for (let to = heap - 1; to >= 0; to--) moves.push(heapMove(heaps, i, to));
      for (let a = 1; 2 * a <= heap; a++) {
        moves.push({ label: `${i + 1}:${a}+${heap - a}`, to: [...heaps.slice(0, i), a, heap - a, ...heaps.slice(i + 1)] });
      }
    });
    return moves;
  },
  toMoveWins: (heaps) => laskerSumGrundy(heaps.map(BigInt)) !== 0n,
};
