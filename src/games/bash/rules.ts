import type { Game } from '../../engine/core/game.js';

/**
 * Bash's game as the engine sees it: one heap, a move takes 1..m stones. A position with several
 * heaps is the disjunctive sum of single heaps.
 */
export function bashHeap(m: number): Game<number> {
  return {
    *moves(heap) {
      for (let take = 1; take <= m && take <= heap; take++) yield heap - take;
    },
    key: (heap) => heap,
    format: (heap) => String(heap),
  };
}
