import { formatHeaps, heapMove, heapRows, parsePlayHeaps } from '../heapPlay.js';
import { misereNimFirstWins } from './misere.js';
import type { Playable, PlayMove } from '../playable.js';
import { nimSum } from './fast.js';

/** Every Nim move: any heap to any smaller size. Misère Nim has the same moves. */
export function nimMoves(heaps: readonly number[]): PlayMove<number[]>[] {
  const moves: PlayMove<number[]>[] = [];
  heaps.forEach((heap, i) => {
    for (let to = heap - 1; to >= 0; to--) moves.push(heapMove(heaps, i, to));
  });
  return moves;
}

export const playableNim: Playable<number[]> = {
  supportsMisere: true,
  parse: (words) => parsePlayHeaps(words),
  format: formatHeaps,
  board: (heaps) => heapRows(heaps),
  moves: nimMoves,
  toMoveWins(heaps, misere) {
    const big = heaps.map(BigInt);
    return misere ? misereNimFirstWins(big) : nimSum(big) !== 0n;
  },
};
