/**
 * Coin-turning games (Lenstra): coins in a row or a grid show heads or tails; a move turns over a
 * set of coins allowed by the rule, of which one distinguished coin must go from heads to tails
 * (the others may go either way). A rule is the list of sets a move may turn for a given
 * distinguished coin; the game must end, which holds when every other coin of a set comes before
 * the distinguished one in some fixed order (left of it, above it, a multiple of it, …).
 */

/** A rule on a row of coins numbered firstCoin, firstCoin + 1, …, last. */
export interface CoinRowRule {
  name: string;
  /** Number of the leftmost coin, 0 or 1: the numbering under which the rule's values are stated. */
  firstCoin: number;
  /**
   * Every set of coin numbers a move may turn over with `coin` as the distinguished coin. Each set
   * contains `coin`, has no repeats, and stays within firstCoin..last.
   */
  turnSets(coin: number, last: number): Iterable<readonly number[]>;
  /**
   * Optional speed hook for listing moves: the same sets in the same order as turnSets, each
   * ascending in `coins[0..size)` of a buffer reused between sets (Play lists ten thousand).
   */
  eachTurnSet?(coin: number, last: number, visit: (coins: Int32Array, size: number) => void): void;
}

/** A coin of a grid: (row, column). */
export type Cell = readonly [number, number];

/** A rule on a grid of coins, rows firstRow..lastRow and columns firstColumn..lastColumn. */
export interface CoinGridRule {
  name: string;
  firstRow: number;
  firstColumn: number;
  /** Every set of cells a move may turn over with `cell` distinguished; each contains `cell`. */
  turnSets(cell: Cell, last: Cell): Iterable<readonly Cell[]>;
}

/** A rule over coins numbered 0..count−1, the form the engine model and the theorem work on. */
export type IndexedTurnSets = (coin: number) => Iterable<readonly number[]>;

/** The row rule over indices 0..length−1 (index i is coin firstCoin + i). */
export function indexRowRule(rule: CoinRowRule, length: number): IndexedTurnSets {
  const last = rule.firstCoin + length - 1;
  return function* (index) {
    for (const set of rule.turnSets(rule.firstCoin + index, last)) yield set.map((coin) => coin - rule.firstCoin);
  };
}

/** The grid rule over indices 0..rows·columns−1 (row-major). */
export function indexGridRule(rule: CoinGridRule, rows: number, columns: number): IndexedTurnSets {
  const last: Cell = [rule.firstRow + rows - 1, rule.firstColumn + columns - 1];
  return function* (index) {
    const cell: Cell = [rule.firstRow + Math.floor(index / columns), rule.firstColumn + (index % columns)];
    for (const set of rule.turnSets(cell, last)) {
      yield set.map(([r, c]) => (r - rule.firstRow) * columns + (c - rule.firstColumn));
    }
  };
}
