import type { Game } from '../../engine/core/game.js';

/**
 * Moore's Nim_k as the engine sees it: the whole tuple of heaps is one position (the game is not
 * a sum of its heaps). A move lowers between 1 and k heaps, each by any amount. The key sorts the
 * heaps, since their order does not change the game.
 */
export function mooreNim(k: number): Game<readonly number[]> {
  return {
    *moves(heaps) {
      // Count down an odometer whose digit i runs from heaps[i] to 0: every tuple below the
      // position once. Keep the tuples that lower between 1 and k heaps.
      const next = heaps.slice();
      for (;;) {
        let i = 0;
        while (i < next.length && next[i] === 0) {
          next[i] = heaps[i];
          i++;
        }
        if (i === next.length) return;
        next[i]--;
        const lowered = next.reduce((count, heap, j) => count + (heap < heaps[j] ? 1 : 0), 0);
        if (lowered >= 1 && lowered <= k) yield next.slice();
      }
    },
    key: (heaps) => [...heaps].sort((a, b) => a - b).join(','),
    format: (heaps) => heaps.join(' '),
  };
}
