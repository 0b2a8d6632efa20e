import type { Game } from '../../engine/game.js';

/**
 * Nim as the engine sees it: one heap is a game whose options are the smaller heaps; a Nim
 * position is the disjunctive sum of its heaps.
 */
export const nimHeap: Game<number> = {
  *moves(heap) {
    for (let smaller = heap - 1; smaller >= 0; smaller--) yield smaller;
  },
  key: (heap) => heap,
  format: (heap) => String(heap),
};
