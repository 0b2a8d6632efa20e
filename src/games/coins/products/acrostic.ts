/**
 * The acrostic product G ⊠ H of two heap rulesets (Berlekamp–Conway–Guy, Winning Ways ch. 14;
 * CGSuite's AcrosticProduct). A position is a pair (m, n) — or a sum of pairs — and a move is a
 * move of G on m or a move of H on n, never both: each option Σ G(aᵢ) of G(m) gives the option
 * Σ A(aᵢ, n), each option Σ H(bⱼ) of H(n) gives Σ A(m, bⱼ).
 *
 * For two coin-turning rows, (m, n) is the heads coin in row m, column n, and a move turns the
 * coins A × {n} of a row move A through m, or {m} × B of a column move B through n
 * (acrosticRule); the coin-turning theorem makes that grid game and the pair game one and the
 * same. When both factors are rows whose coin values are powers of two (Ruler, `1+`), the value of
 * (m, n) is the ugly product g(m) ⊠ h(n) (shared/nimber/ugly.ts); in general it is not a function
 * of the two 1-D values, so values come from the recursion itself.
 */
import { sum, type Game, type Sum } from '../../../engine/core/game.js';
import type { HeapRuleset } from './heapRuleset.js';
import type { Cell, CoinGridRule, CoinRowRule } from '../turnRule.js';

/** The acrostic product of two coin rows as a grid rule: a row move in one column, or a column move in one row. */
export function acrosticRule(rows: CoinRowRule, columns: CoinRowRule, name = `acrostic:${rows.name}*${columns.name}`): CoinGridRule {
  return {
    name,
    firstRow: rows.firstCoin,
    firstColumn: columns.firstCoin,
    *turnSets([x, y], [lastRow, lastColumn]) {
      for (const a of rows.turnSets(x, lastRow)) yield a.map((r): Cell => [r, y]);
      for (const b of columns.turnSets(y, lastColumn)) yield b.map((c): Cell => [x, c]);
    },
  };
}

/** A position of the acrostic product: heap m of G, heap n of H. */
export type AcrosticPair = readonly [number, number];

/** The acrostic product of two heap rulesets as an engine game on pairs. */
export function acrosticGame(rows: HeapRuleset, columns: HeapRuleset): Game<AcrosticPair> {
  return {
    *moves([m, n]): Iterable<Sum<AcrosticPair>> {
      for (const option of rows.options(m)) yield sum(...option.map((a): AcrosticPair => [a, n]));
      for (const option of columns.options(n)) yield sum(...option.map((b): AcrosticPair => [m, b]));
    },
    key: ([m, n]) => `${m},${n}`,
    format: ([m, n]) => `(${m}, ${n})`,
  };
}
