import { formatHeaps, heapMove, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import { sequentialGrundy } from './fast.js';

/** Sequential Nim played move by move: only the first non-empty heap may shrink. */
export const playableSequential: Playable<number[]> = {
  supportsMisere: false,
  parse: (words) => parsePlayHeaps(words),
  format: formatHeaps,
  board: (heaps) => heapRows(heaps),
  moves(heaps) {
    const first = heaps.findIndex((heap) => heap > 0);
    const moves: PlayMove<number[]>[] = [];
    if (first >= 0) for (let to = heaps[first] - 1; to >= 0; to--) moves.push(heapMove(heaps, first, to));
    return moves;
  },
  toMoveWins: (heaps) => sequentialGrundy(heaps.map(BigInt)) !== 0n,
};
