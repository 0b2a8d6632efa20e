import type { Dyadic } from '../numbers/dyadic.js';
import { PartizanLimitError } from '../partizanLimitError.js';
import { canonicalize } from './canonicalize.js';
import type { GameStore } from './gameStore.js';

/** The store's own ceiling on games (ids are packed in pairs below 2^26). */
const PAIR_LIMIT = (1 << 26) - 1;

/**
 * The canonical game x + n↑ + *m, built level by level from the forms numberUpStar.ts reads
 * (Siegel 2013, ch. II.4): *m from 0, *, …, *(m−1); then {x | x + (k−1)↑ + *(j ⊕ 1)} upwards.
 * No recursion: ⇑⇑⇑… of any height is a loop.
 */
export function numberUpStarGame(store: GameStore, x: Dyadic, up: number, nimber: number): number {
  const key = `${x.key()}/${up}/${nimber}`;
  const known = store.numberUpStarIds.get(key);
  if (known !== undefined) return known;
  const levels = Math.abs(up);
  // n↑ has n levels, one stored game each: past the store's limit it cannot be built (and past
  // 2^53 the multiple itself would not be exact), so say so before trying.
  const most = store.limits.maxGames ?? PAIR_LIMIT;
  if (!Number.isSafeInteger(up) || levels > most) throw new PartizanLimitError('games', most);
  const base = store.number(x);
  let nim = levels % 2 === 1 ? nimber ^ 1 : nimber;
  let game = nimberOver(store, base, x, nim);
  for (let level = 1; level <= levels; level += 1) {
    nim ^= 1;
    if (level === 1 && nim === 1) {
      const withStar = nimberOver(store, base, x, 1);
      game = up > 0 ? canonicalize(store, [base, withStar], [base]) : canonicalize(store, [base], [base, withStar]);
    } else {
      game = up > 0 ? canonicalize(store, [base], [game]) : canonicalize(store, [game], [base]);
    }
  }
  store.numberUpStarIds.set(key, game);
  return game;
}

/**
 * x + *m: x + *j for every j < m on both sides. That form is canonical (no option dominates or
 * reverses: Siegel ch. II.4), so it is interned directly and *m costs O(m²), not O(m³) comparisons.
 */
function nimberOver(store: GameStore, base: number, x: Dyadic, nimber: number): number {
  const key = `${x.key()}/0/${nimber}`;
  const known = store.numberUpStarIds.get(key);
  if (known !== undefined) return known;
  const options = [base];
  let game = base;
  for (let j = 1; j <= nimber; j += 1) {
    store.tick();
    game = store.internCanonical(options, options, { number: x, up: 0, nimber: j });
    store.numberUpStarIds.set(`${x.key()}/0/${j}`, game);
    options.push(game);
  }
  return game;
}
