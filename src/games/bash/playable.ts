import { formatHeaps, heapMove, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import { bashSumGrundy } from './fast.js';

/** Bash's game with takes of 1..m stones, played move by move (normal play only). */
export function playableBash(m: number): Playable<number[]> {
  return {
    supportsMisere: false,
    parse: (words) => parsePlayHeaps(words),
    format: formatHeaps,
    board: (heaps) => heapRows(heaps),
    moves(heaps) {
      const moves: PlayMove<number[]>[] = [];
      heaps.forEach((heap, i) => {
        for (let to = heap - 1; to >= Math.max(0, heap - m); to--) moves.push(heapMove(heaps, i, to));
      });
      return moves;
    },
    toMoveWins: (heaps) => bashSumGrundy(heaps.map(BigInt), BigInt(m)) !== 0n,
  };
}
