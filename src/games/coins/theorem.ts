/**
 * The coin-turning theorem: a position is the disjunctive sum of its heads coins taken one at a
 * time (turning a tails coin up adds a coin, turning a heads coin down removes it, and two copies
 * of a coin cancel), so its Grundy value is the XOR of the values of its heads coins alone. A lone
 * heads coin x moves to "the other coins of a set S ∋ x", a sum, so
 *   g(x) = mex{ ⊕_{y ∈ S, y ≠ x} g(y) : S a set the rule allows for x }.
 * This file states that recursion as an engine game on single coins (each option a Sum), which is
 * how user-given rules get their fast form; the tests compare it with the whole-board model.
 */
import type { Game } from '../../engine/core/game.js';
import { sum } from '../../engine/core/game.js';
import { integerSolver } from '../../engine/normal/integerGame.js';
import { indexGridRule, indexRowRule, type CoinGridRule, type CoinRowRule, type IndexedTurnSets } from './turnRule.js';

/** One heads coin, by index; a move leaves the other coins of the turned set as a sum. */
export function singleCoinGame(turnSets: IndexedTurnSets): Game<number> {
  return {
    *moves(coin) {
      for (const set of turnSets(coin)) yield sum(...set.filter((other) => other !== coin));
    },
    key: (coin) => coin,
  };
}

/** g(index) for every coin index 0..count−1, by the engine on single coins. */
export function singleCoinValues(count: number, turnSets: IndexedTurnSets): Int32Array {
  const solver = integerSolver(singleCoinGame(turnSets), count);
  return Int32Array.from({ length: count }, (_, coin) => solver.grundy(coin));
}

/** Single-coin values of a row rule: result[i] is the value of coin firstCoin + i. */
export function rowCoinValues(rule: CoinRowRule, length: number): Int32Array {
  return singleCoinValues(length, indexRowRule(rule, length));
}

/** Single-coin values of a grid rule, row-major. */
export function gridCoinValues(rule: CoinGridRule, rows: number, columns: number): Int32Array {
  return singleCoinValues(rows * columns, indexGridRule(rule, rows, columns));
}

/** The value of a board by the theorem: XOR of the values of its heads coins (bit i ↔ values[i]). */
export function boardValue(board: number, values: ArrayLike<number>): number {
  let value = 0;
  for (let i = 0; board >>> i !== 0; i++) if ((board >>> i) & 1) value ^= values[i];
  return value;
}
