import { sum, type Game, type Sum } from '../../engine/core/game.js';

/**
 * "Splitting piles evenly" (luogu-p3235) as the engine sees it: a heap of i ≥ F splits into j
 * heaps (2 ≤ j ≤ i) as evenly as possible — i mod j heaps of ⌈i/j⌉ and the rest of ⌊i/j⌋. Each
 * option is the sum of all j heaps; heaps below F can never move again.
 */
export function evenSplitGame(threshold: number): Game<number> {
  return {
    *moves(heap: number): Iterable<Sum<number>> {
      if (heap < threshold) return;
      for (let parts = 2; parts <= heap; parts++) {
        const small = Math.floor(heap / parts);
        const large = heap % parts;
        const heaps: number[] = [];
        for (let k = 0; k < large; k++) heaps.push(small + 1);
        for (let k = large; k < parts; k++) heaps.push(small);
        yield sum(...heaps);
      }
    },
    key: (heap) => heap,
    format: (heap) => `${heap} (split threshold ${threshold})`,
  };
}
