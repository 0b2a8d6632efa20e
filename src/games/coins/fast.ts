/**
 * A coin row by the coin-turning theorem: its value is the XOR of the single-coin values of its
 * heads coins, and a move wins iff the XOR of the values of the coins it turns equals the row's
 * value (turning S changes the value by exactly ⊕_{y∈S} g(y)).
 */
import type { CoinRowRule } from './turnRule.js';

/** The heads coins of an `H`/`T` row, by coin number (the first character is coin firstCoin). */
export function headsCoins(word: string, firstCoin: number): number[] {
  const heads: number[] = [];
  for (let i = 0; i < word.length; i++) if (word[i] === 'H') heads.push(firstCoin + i);
  return heads;
}

/** XOR of the values of the given coins. */
export function xorOfValues(coins: Iterable<number>, valueOf: (coin: number) => number): number {
  let value = 0;
  for (const coin of coins) value ^= valueOf(coin);
  return value;
}

/** The row's value: XOR over its heads coins. */
export function coinRowValue(word: string, rule: Pick<CoinRowRule, 'firstCoin'>, valueOf: (coin: number) => number): number {
  return xorOfValues(headsCoins(word, rule.firstCoin), valueOf);
}

/**
 * Every winning move of a row: the sets S the rule allows for a heads coin whose values XOR to
 * the row's value. Enumerates the rule's sets, so it is meant for rows of modest length.
 */
export function winningTurnSets(word: string, rule: CoinRowRule, valueOf: (coin: number) => number): number[][] {
  return searchWinningTurnSets(word, rule, valueOf, Infinity).moves;
}

/**
 * The winning moves among the first `budget` sets the rule lists for the row's heads coins;
 * `complete` says whether every set was looked at (rules such as `1-9` have too many to list).
 */
export function searchWinningTurnSets(
  word: string,
  rule: CoinRowRule,
  valueOf: (coin: number) => number,
  budget: number,
): { moves: number[][]; complete: boolean } {
  const heads = headsCoins(word, rule.firstCoin);
  const total = xorOfValues(heads, valueOf);
  const last = rule.firstCoin + word.length - 1;
  const moves: number[][] = [];
  if (total === 0) return { moves, complete: true };
  let looked = 0;
  for (const coin of heads) {
    for (const set of rule.turnSets(coin, last)) {
      if (++looked > budget) return { moves, complete: false };
      if (xorOfValues(set, valueOf) === total) moves.push([...set]);
    }
  }
  return { moves, complete: true };
}

/** The row after turning over `set`. */
export function turnCoins(word: string, firstCoin: number, set: readonly number[]): string {
  // Slices of the word between the turned coins: a move turns few coins of a long row, and the
  // playground lists ten thousand moves of a 40-coin row (a character array per move was 10× slower).
  const places = set.map((coin) => coin - firstCoin).sort((x, y) => x - y);
  let row = '';
  let from = 0;
  for (let i = 0; i < places.length; i++) {
    const place = places[i];
    // A coin listed twice is turned twice: it ends as it was.
    if (i + 1 < places.length && places[i + 1] === place) {
      i++;
      continue;
    }
    row += word.slice(from, place) + (word[place] === 'H' ? 'T' : 'H');
    from = place + 1;
  }
  return row + word.slice(from);
}
