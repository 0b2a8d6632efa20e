import { NimlabError } from '../../engine/core/errors.js';
import { formatHeaps, heapRows, parsePlayHeaps } from '../heapPlay.js';
import type { Playable, PlayMove } from '../playable.js';
import { combinations, mooreIsP } from './fast.js';

/** A position with more moves than this cannot be played: its move list would not be listable. */
export const MOORE_PLAY_MOVE_LIMIT = 20_000;

/**
 * How many moves Nim_k has from `heaps`: for every set of 1..k heaps, the product of their sizes
 * (each lowered heap takes any smaller size). That is e_1 + … + e_k, the elementary symmetric
 * polynomials of the heap sizes, built up one heap at a time.
 */
export function mooreMoveCount(heaps: readonly number[], k: number): bigint {
  const e = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  for (const heap of heaps) for (let j = k; j >= 1; j--) e[j] += e[j - 1] * BigInt(heap);
  return e.slice(1).reduce((total, x) => total + x, 0n);
}

/**
 * Moore's Nim_k played move by move. A move lowers 1..k heaps; its label lists each lowered heap
 * with its new size, `1:0,3:2`.
 */
export function playableMoore(k: number): Playable<number[]> {
  return {
    supportsMisere: false,
    parse(words) {
      const heaps = parsePlayHeaps(words);
      const count = mooreMoveCount(heaps, k);
      if (count > BigInt(MOORE_PLAY_MOVE_LIMIT)) {
        throw new NimlabError(
          `moore:${k}: this position has ${count} moves; to play, choose smaller heaps (at most ${MOORE_PLAY_MOVE_LIMIT} moves)`,
        );
      }
      return heaps;
    },
    format: formatHeaps,
    board: (heaps) => heapRows(heaps),
    moves(heaps) {
      const nonEmpty = heaps.flatMap((heap, i) => (heap > 0 ? [i] : []));
      const moves: PlayMove<number[]>[] = [];
      for (let size = 1; size <= Math.min(k, nonEmpty.length); size++) {
        for (const lowered of combinations(nonEmpty, size)) {
          // Odometer over the new sizes of the lowered heaps, each from 0 to its size − 1.
          const sizes = lowered.map(() => 0);
          for (;;) {
            const to = heaps.slice();
            lowered.forEach((heap, j) => (to[heap] = sizes[j]));
            moves.push({ label: lowered.map((heap, j) => `${heap + 1}:${sizes[j]}`).join(','), to });
            let j = size - 1;
            while (j >= 0 && sizes[j] === heaps[lowered[j]] - 1) sizes[j--] = 0;
            if (j < 0) break;
            sizes[j]++;
          }
        }
      }
      return moves;
    },
    toMoveWins: (heaps) => !mooreIsP(heaps.map(BigInt), k),
  };
}
