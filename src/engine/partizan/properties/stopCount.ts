import { bottomUp } from '../canonical/bottomUp.js';
import type { GameStore } from '../canonical/gameStore.js';

/**
 * The stop count (CGSuite's `StopCount`): the number of stopping positions in the complete game
 * tree of the canonical form, SC(x) = 1 for a number x, SC(G) = Σ SC(G^L) + Σ SC(G^R) otherwise
 * (a follower met twice counts twice). On bigint: *m alone has 2·3^(m−1).
 */
export function stopCount(store: GameStore, id: number, memo: Map<number, bigint>): bigint {
  return bottomUp(
    store,
    id,
    memo,
    (g) => store.isNumber(g),
    (g) => {
      if (store.isNumber(g)) return 1n;
      let count = 0n;
      for (const option of [...store.leftOptions(g), ...store.rightOptions(g)]) count += memo.get(option) as bigint;
      return count;
    },
  );
}
