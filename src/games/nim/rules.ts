import type { Game } from '../../engine/core/game.js';

/**
 * Nim as the engine sees it: one heap is a game whose options are the smaller heaps; a Nim
 * position is the disjunctive sum of its heaps.
 */
export const nimHeap: Game<number> = {
  moves(heap) {
    // An array rather than a generator: brute force over heaps of 10^4 lists 10^8 options.
    const options = new Array<number>(heap);
    for (let i = 0; i < heap; i++) options[i] = heap - 1 - i;
    return options;
  },
  key: (heap) => heap,
  format: (heap) => String(heap),
};
