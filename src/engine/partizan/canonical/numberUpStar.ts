import type { GameStore, NumberUpStar } from './gameStore.js';

/**
 * Recognises x + n↑ + *m from a canonical game's options (Siegel, *Combinatorial Game Theory*
 * (2013), ch. II.4, the canonical forms of ups and stars; *Winning Ways* vol. 1 ch. 3 for ↑ and
 * its multiples):
 * - x + *m = {x, x*, …, x*(m−1) | the same};
 * - x + ↑* = {x, x* | x};
 * - otherwise x + (k+1)↑ + *(j ⊕ 1) = {x | x + k↑ + *j} for k ≥ 0,
 * and their negatives. Every other canonical game is not of this form.
 */
export function recogniseNumberUpStar(store: GameStore, left: readonly number[], right: readonly number[]): NumberUpStar | undefined {
  return (
    nimberForm(store, left, right) ??
    upForm(store, left, right, 1) ??
    upForm(store, right, left, -1) ??
    upStarForm(store, left, right, 1) ??
    upStarForm(store, right, left, -1)
  );
}

function nimberForm(store: GameStore, left: readonly number[], right: readonly number[]): NumberUpStar | undefined {
  if (left.length === 0 || left.length !== right.length) return undefined;
  const first = store.numberUpStar(left[0]);
  if (first === undefined) return undefined;
  const seen = new Uint8Array(left.length);
  for (const side of [left, right]) {
    seen.fill(0);
    for (const id of side) {
      const form = store.numberUpStar(id);
      if (form === undefined || form.up !== 0 || !form.number.equals(first.number) || form.nimber >= left.length) return undefined;
      seen[form.nimber] = 1;
    }
    if (seen.includes(0)) return undefined;
  }
  return { number: first.number, up: 0, nimber: left.length };
}

/**
 * `sign` 1 reads {x | x + k↑ + *j} (k ≥ 0) as x + (k+1)↑ + *(j ⊕ 1); −1 reads the mirror image
 * {x + k↑ + *j | x} (k ≤ 0) as x + (k−1)↑ + *(j ⊕ 1). {x | x} is x*, read as a nimber.
 */
function upForm(store: GameStore, near: readonly number[], far: readonly number[], sign: 1 | -1): NumberUpStar | undefined {
  if (near.length !== 1 || far.length !== 1) return undefined;
  const x = store.numberValue(near[0]);
  const beyond = store.numberUpStar(far[0]);
  if (x === undefined || beyond === undefined || !beyond.number.equals(x)) return undefined;
  if (sign * beyond.up < 0 || (beyond.up === 0 && beyond.nimber === 0)) return undefined;
  return { number: x, up: beyond.up + sign, nimber: beyond.nimber ^ 1 };
}

/** x + ↑* = {x, x* | x} (sign 1, `two` the Left options) and x + ↓* = {x | x, x*} (sign −1). */
function upStarForm(store: GameStore, two: readonly number[], one: readonly number[], sign: 1 | -1): NumberUpStar | undefined {
  if (two.length !== 2 || one.length !== 1) return undefined;
  const x = store.numberValue(one[0]);
  if (x === undefined) return undefined;
  const nimbers = new Set<number>();
  for (const id of two) {
    const form = store.numberUpStar(id);
    if (form === undefined || form.up !== 0 || !form.number.equals(x) || form.nimber > 1) return undefined;
    nimbers.add(form.nimber);
  }
  return nimbers.size === 2 ? { number: x, up: sign, nimber: 1 } : undefined;
}
