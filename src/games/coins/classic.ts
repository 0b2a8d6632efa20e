/**
 * The classic one-dimensional coin-turning rules with the closed forms of their single-coin values
 * (Berlekamp–Conway–Guy, Winning Ways ch. 14; Ferguson, Game Theory I.5). Each closed form is
 * tested against the engine, rule by rule, in coins.test.ts. Every row numbers its coins 1, 2, …
 * from the left, coin 1 the first, as the coin-turning codes do: Winning Ways counts Mock Turtles
 * and Twins from a coin 0, so its coin n is coin n + 1 here (Mock Turtles here is the code `1-3`).
 */
import type { CoinRowRule } from './turnRule.js';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Ruler (coins 1, 2, …): turn any run of consecutive coins whose rightmost coin is heads. */
export const rulerRule: CoinRowRule = {
  name: 'ruler',
  firstCoin: 1,
  *turnSets(coin) {
    for (let left = coin; left >= 1; left--) yield range(left, coin);
  },
};

/** Ruler value of coin n ≥ 1: the largest power of 2 dividing n. */
export function rulerValue(coin: number): number {
  return coin & -coin;
}

/** Mock Turtles (coins 1, 2, …): turn one, two or three coins, the rightmost heads → tails. */
export const mockTurtlesRule: CoinRowRule = {
  name: 'mock-turtles',
  firstCoin: 1,
  *turnSets(coin) {
    yield [coin];
    for (let a = 1; a < coin; a++) {
      yield [a, coin];
      for (let b = a + 1; b < coin; b++) yield [a, b, coin];
    }
  },
};

function popcount(value: number): number {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count++;
  return count;
}

/** True when n has an odd number of 1 bits. */
export function isOdious(value: number): boolean {
  return popcount(value) % 2 === 1;
}

/**
 * Mock Turtles value of coin n ≥ 1: the n-th odious number (1, 2, 4, 7, 8, …), that is 2m or
 * 2m + 1 for m = n − 1, whichever is odious.
 */
export function mockTurtlesValue(coin: number): number {
  const m = coin - 1;
  return 2 * m + (isOdious(m) ? 0 : 1);
}

/** Twins (coins 1, 2, …): turn exactly two coins, the rightmost heads → tails. */
export const twinsRule: CoinRowRule = {
  name: 'twins',
  firstCoin: 1,
  *turnSets(coin) {
    for (let other = 1; other < coin; other++) yield [other, coin];
  },
};

/** Twins value of coin n ≥ 1: n − 1 (a lone coin at n moves to a lone coin at any m < n: Nim from coin 1 = 0). */
export function twinsValue(coin: number): number {
  return coin - 1;
}

/**
 * "Turn one coin, or one plus any coin to its left" (coins 1, 2, …), the game of hiho1172, whose
 * fast solver is coinsLeftFast.ts (value of coin x is x); this is its rule for the generic engine.
 */
export const coinsLeftRule: CoinRowRule = {
  name: 'coins-left',
  firstCoin: 1,
  *turnSets(coin) {
    yield [coin];
    for (let other = 1; other < coin; other++) yield [other, coin];
  },
};
