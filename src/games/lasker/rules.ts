import { sum, type Game } from '../../engine/core/game.js';

/**
 * Lasker's Nim as the engine sees it: a heap's options are every smaller heap (remove stones)
 * and every split into two non-empty heaps a + b (a <= b), which is a sum of two components.
 */
export const laskerHeap: Game<number> = {
  *moves(heap) {
    for (let smaller = heap - 1; smaller >= 0; smaller--) yield smaller;
    for (let a = 1; 2 * a <= heap; a++) yield sum(a, heap - a);
  },
  key: (heap) => heap,
  format: (heap) => String(heap),
};
