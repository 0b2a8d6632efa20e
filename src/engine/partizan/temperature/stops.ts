import { bottomUp } from '../canonical/bottomUp.js';
import type { GameStore } from '../canonical/gameStore.js';
import type { Dyadic } from '../numbers/dyadic.js';

/** Both stops of a game. */
export interface Stops {
  readonly left: Dyadic;
  readonly right: Dyadic;
}

/**
 * Left and right stops by their definition (*Winning Ways* vol. 1 ch. 6; Siegel 2013, Def.
 * §II.5): a number is its own stop; otherwise L(G) = max R(G^L) and R(G) = min L(G^R). Where
 * play stops at a number when Left, respectively Right, starts and both play well.
 */
export function stops(store: GameStore, game: number, memo: Map<number, Stops>): Stops {
  return bottomUp(
    store,
    game,
    memo,
    (id) => store.isNumber(id),
    (id) => {
      const value = store.numberValue(id);
      if (value !== undefined) return { left: value, right: value };
      const left = store
        .leftOptions(id)
        .map((option) => (memo.get(option) as Stops).right)
        .reduce((a, b) => a.max(b));
      const right = store
        .rightOptions(id)
        .map((option) => (memo.get(option) as Stops).left)
        .reduce((a, b) => a.min(b));
      return { left, right };
    },
  );
}
