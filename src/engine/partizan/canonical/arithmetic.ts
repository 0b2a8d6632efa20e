import { canonicalize } from './canonicalize.js';
import { GameStore } from './gameStore.js';
import { numberUpStarGame } from './numberUpStarGames.js';

/**
 * −G = {−G^R | −G^L} (ONAG ch. 1; Siegel 2013, §II.1). The negative of a canonical game is
 * canonical, so it is interned without simplifying. Post-order with an explicit stack.
 */
export function negate(store: GameStore, g: number): number {
  const pending: number[] = [g];
  while (pending.length > 0) {
    store.tick();
    const top = pending[pending.length - 1];
    if (quickNegative(store, top) !== undefined) {
      pending.pop();
      continue;
    }
    const options = [...store.leftOptions(top), ...store.rightOptions(top)];
    const missing = options.filter((option) => quickNegative(store, option) === undefined);
    if (missing.length > 0) {
      pending.push(...missing);
      continue;
    }
    const left = store.rightOptions(top).map((option) => quickNegative(store, option) as number);
    const right = store.leftOptions(top).map((option) => quickNegative(store, option) as number);
    const form = store.numberUpStar(top);
    const negative = store.internCanonical(left, right, form && { number: form.number.negate(), up: -form.up, nimber: form.nimber });
    store.negatives.set(top, negative);
    store.negatives.set(negative, top);
    pending.pop();
  }
  return quickNegative(store, g) as number;
}

function quickNegative(store: GameStore, g: number): number | undefined {
  const known = store.negatives.get(g);
  if (known >= 0) return known;
  const form = store.numberUpStar(g);
  if (form === undefined) return undefined;
  const negative =
    form.up === 0 && form.nimber === 0
      ? store.number(form.number.negate())
      : numberUpStarGame(store, form.number.negate(), -form.up, form.nimber);
  store.negatives.set(g, negative);
  store.negatives.set(negative, g);
  return negative;
}

/**
 * G + H = {G^L + H, G + H^L | G^R + H, G + H^R}, in canonical form (ONAG ch. 1; Siegel 2013,
 * §II.1). Memoised in the store, so a sum met again is one look-up. Shortcuts, each a
 * theorem: numbers add by value; x + n↑ + *m parts add (nimbers by nim-sum, Siegel ch. II.4);
 * x + G for a number x and a game G that is not one is {x + G^L | x + G^R} (the Number
 * Translation Theorem, Siegel §II.3), so a large integer adds in one step.
 */
export function add(store: GameStore, g: number, h: number): number {
  const quick = quickSum(store, g, h);
  if (quick !== undefined) return quick;
  const firsts: number[] = [g];
  const seconds: number[] = [h];
  while (firsts.length > 0) {
    store.tick();
    const a = firsts[firsts.length - 1];
    const b = seconds[seconds.length - 1];
    if (quickSum(store, a, b) !== undefined) {
      firsts.pop();
      seconds.pop();
      continue;
    }
    const { left, right } = summands(store, a, b);
    let waiting = false;
    for (const [x, y] of [...left, ...right]) {
      if (quickSum(store, x, y) === undefined) {
        firsts.push(x);
        seconds.push(y);
        waiting = true;
      }
    }
    if (waiting) continue;
    const sum = canonicalize(
      store,
      left.map(([x, y]) => quickSum(store, x, y) as number),
      right.map(([x, y]) => quickSum(store, x, y) as number),
    );
    store.sumMemo.set(pairKey(a, b), sum);
    firsts.pop();
    seconds.pop();
  }
  return quickSum(store, g, h) as number;
}

export function subtract(store: GameStore, g: number, h: number): number {
  return add(store, g, negate(store, h));
}

type Pair = [number, number];

/** The pairs whose sums are the options of a + b, with number translation. */
function summands(store: GameStore, a: number, b: number): { left: Pair[]; right: Pair[] } {
  const left: Pair[] = [];
  const right: Pair[] = [];
  if (!store.isNumber(a)) {
    for (const option of store.leftOptions(a)) left.push([option, b]);
    for (const option of store.rightOptions(a)) right.push([option, b]);
  }
  if (!store.isNumber(b)) {
    for (const option of store.leftOptions(b)) left.push([a, option]);
    for (const option of store.rightOptions(b)) right.push([a, option]);
  }
  return { left, right };
}

function pairKey(a: number, b: number): number {
  return a <= b ? GameStore.pairKey(a, b) : GameStore.pairKey(b, a);
}

function quickSum(store: GameStore, g: number, h: number): number | undefined {
  const x = store.numberUpStar(g);
  const y = store.numberUpStar(h);
  if (x !== undefined && x.up === 0 && x.nimber === 0 && x.number.isZero()) return h;
  if (y !== undefined && y.up === 0 && y.nimber === 0 && y.number.isZero()) return g;
  if (x !== undefined && y !== undefined) {
    const number = x.number.add(y.number);
    const up = x.up + y.up;
    const nimber = x.nimber ^ y.nimber;
    return up === 0 && nimber === 0 ? store.number(number) : numberUpStarGame(store, number, up, nimber);
  }
  return store.sumMemo.get(pairKey(g, h));
}
