/**
 * The rule a coin-turning code states, literally: every set of coins a move may turn over with a
 * given rightmost coin. Sets are generated straight from the definition (runs, progressions,
 * symmetric sets, combinations), so for codes with unbounded counts the number of sets grows
 * exponentially; this is the truth the board model plays and the fast values are tested against.
 */
import { eachTurningSet } from './codeSetList.js';
import { allowsCount, maxCount, type TurningCode } from './turningCode.js';
import type { CoinRowRule } from '../turnRule.js';

/** The code as a row rule on coins 1, 2, … (moves listed by the fast codeSetList.ts). */
export function turningCodeRule(code: TurningCode, name: string): CoinRowRule {
  return {
    name,
    firstCoin: 1,
    turnSets: (coin) => turningSets(code, coin),
    eachTurnSet: (coin, _last, visit) => eachTurningSet(code, coin, visit),
  };
}

/** Every set S (sorted, containing `coin` as its largest element) the code allows. */
export function* turningSets(code: TurningCode, coin: number): Generator<number[]> {
  const lowest = Math.max(1, coin - code.span + 1);
  if (code.includesFirst && lowest > 1) return;
  const keep = (set: number[]) => allowsCount(code, set.length) && (!code.includesFirst || set[0] === 1);
  if (code.consecutive) {
    for (let left = coin; left >= lowest; left--) {
      const set = range(left, coin);
      if (keep(set)) yield set;
    }
  } else if (code.equallySpaced) {
    if (keep([coin])) yield [coin];
    for (let gap = 1; coin - gap >= lowest; gap++) {
      for (let left = coin - gap; left >= lowest; left -= gap) {
        const set: number[] = [];
        for (let c = left; c <= coin; c += gap) set.push(c);
        if (keep(set)) yield set;
      }
    }
  } else if (code.symmetric) {
    for (let left = coin; left >= lowest; left--) yield* symmetricSets(left, coin, maxCount(code), keep);
  } else {
    const most = Math.min(maxCount(code), coin - lowest + 1);
    for (const others of subsets(lowest, coin - 1, most - 1)) {
      const set = [...others, coin];
      if (keep(set)) yield set;
    }
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Symmetric sets with smallest coin `left` and largest `right`, of at most `most` coins. */
function* symmetricSets(left: number, right: number, most: number, keep: (set: number[]) => boolean): Generator<number[]> {
  if (left === right) {
    if (keep([left])) yield [left];
    return;
  }
  // Inner mirror pairs (left + i, right − i) for i = 1..pairs, and the centre when left + right is even.
  const pairs = Math.floor((right - left - 1) / 2);
  const centre = (left + right) % 2 === 0 ? (left + right) / 2 : -1;
  for (const chosen of subsets(1, pairs, Math.floor((most - 2) / 2))) {
    const set = [left, right];
    for (const i of chosen) set.push(left + i, right - i);
    for (const withCentre of centre > 0 ? [false, true] : [false]) {
      const full = withCentre ? [...set, centre] : [...set];
      full.sort((a, b) => a - b);
      if (keep(full)) yield full;
    }
  }
}

/** Subsets of from..to with at most `most` elements, each sorted, in no particular order. */
function* subsets(from: number, to: number, most: number): Generator<number[]> {
  const chosen: number[] = [];
  function* extend(next: number): Generator<number[]> {
    yield [...chosen];
    if (chosen.length === most) return;
    for (let c = next; c <= to; c++) {
      chosen.push(c);
      yield* extend(c + 1);
      chosen.pop();
    }
  }
  if (most >= 0) yield* extend(from);
}
