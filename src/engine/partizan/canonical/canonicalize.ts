import type { Dyadic } from '../numbers/dyadic.js';
import { simplestBetween } from '../numbers/simplest.js';
import { lessOrEqual } from './comparison.js';
import type { GameStore } from './gameStore.js';
import { recogniseNumberUpStar } from './numberUpStar.js';

/**
 * The canonical form of {left | right}, whose options are canonical ids (Siegel, *Combinatorial
 * Game Theory* (2013), §II.2; ONAG ch. 10): dominated options are removed and
 * reversible ones bypassed until neither applies; the result is the unique simplest game equal to
 * {left | right}, interned in the store. A game whose options are all numbers, each Left one
 * below each Right one, is the simplest number between them (the simplicity rule).
 */
export function canonicalize(store: GameStore, left: readonly number[], right: readonly number[]): number {
  let lefts = unique(left);
  let rights = unique(right);
  for (;;) {
    lefts = undominated(store, lefts, 'left');
    rights = undominated(store, rights, 'right');
    const asNumber = numberOf(store, lefts, rights);
    if (asNumber !== undefined) return store.number(asNumber);
    const game = store.raw(lefts, rights);
    const bypassedLeft = bypassLeft(store, game, lefts);
    const bypassedRight = bypassRight(store, game, rights);
    if (bypassedLeft === undefined && bypassedRight === undefined) {
      return store.internCanonical(lefts, rights, recogniseNumberUpStar(store, lefts, rights));
    }
    lefts = unique(bypassedLeft ?? lefts);
    rights = unique(bypassedRight ?? rights);
  }
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** The simplest number between the options when every option is a number and they allow one. */
function numberOf(store: GameStore, left: readonly number[], right: readonly number[]): Dyadic | undefined {
  let low: Dyadic | undefined;
  let high: Dyadic | undefined;
  for (const id of left) {
    const x = store.numberValue(id);
    if (x === undefined) return undefined;
    low = low === undefined ? x : low.max(x);
  }
  for (const id of right) {
    const x = store.numberValue(id);
    if (x === undefined) return undefined;
    high = high === undefined ? x : high.min(x);
  }
  if (low !== undefined && high !== undefined && low.compare(high) >= 0) return undefined;
  return simplestBetween(low, high);
}

/** Left keeps its maximal options, Right its minimal ones (equal ones are one id already). */
function undominated(store: GameStore, options: number[], side: 'left' | 'right'): number[] {
  return options.filter((option, i) =>
    options.every((other, j) => {
      if (i === j) return true;
      store.tick();
      return side === 'left' ? !lessOrEqual(store, option, other) : !lessOrEqual(store, other, option);
    }),
  );
}

/**
 * A Left option G^L is reversible through G^{LR} when G^{LR} ≤ G; it is then replaced by the
 * Left options of G^{LR}. Returns the new Left options, or undefined when none reverses.
 */
function bypassLeft(store: GameStore, game: number, lefts: readonly number[]): number[] | undefined {
  for (let i = 0; i < lefts.length; i += 1) {
    const option = lefts[i];
    for (const reply of store.rightOptions(option)) {
      if (lessOrEqual(store, reply, game)) {
        return [...lefts.slice(0, i), ...store.leftOptions(reply), ...lefts.slice(i + 1)];
      }
    }
  }
  return undefined;
}

/** The mirror image: G^R reverses through G^{RL} ≥ G and gives way to the Right options of G^{RL}. */
function bypassRight(store: GameStore, game: number, rights: readonly number[]): number[] | undefined {
  for (let i = 0; i < rights.length; i += 1) {
    const option = rights[i];
    for (const reply of store.leftOptions(option)) {
      if (lessOrEqual(store, game, reply)) {
        return [...rights.slice(0, i), ...store.rightOptions(reply), ...rights.slice(i + 1)];
      }
    }
  }
  return undefined;
}
