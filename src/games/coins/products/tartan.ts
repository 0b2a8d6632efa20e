/**
 * Products of coin-turning games and the Tartan theorem (Winning Ways ch. 14): in G × H a move
 * picks a move of G turning the set A (distinguished coin x) and a move of H turning B
 * (distinguished y), and turns every coin of A × B, with (x, y) the distinguished coin. The value
 * of coin (x, y) is the nim-product g_G(x) ⊗ g_H(y).
 */
import { nimProduct } from '../../shared/nimber/arithmetic.js';
import { nimProduct32 } from '../../shared/nimber/small.js';
import { twinsRule } from '../classic.js';
import type { Cell, CoinGridRule, CoinRowRule } from '../turnRule.js';

/**
 * A grid rule made of a row move A of G at x and a column move B of H at y, for every such pair;
 * `cells` says which coins the pair turns (A × B for the Tartan product, a cross for the acrostic).
 */
export function pairedRule(
  rows: CoinRowRule,
  columns: CoinRowRule,
  name: string,
  cells: (a: readonly number[], b: readonly number[], x: number, y: number) => Cell[],
): CoinGridRule {
  return {
    name,
    firstRow: rows.firstCoin,
    firstColumn: columns.firstCoin,
    *turnSets([x, y], [lastRow, lastColumn]) {
      const columnSets = Array.from(columns.turnSets(y, lastColumn));
      for (const a of rows.turnSets(x, lastRow)) for (const b of columnSets) yield cells(a, b, x, y);
    },
  };
}

/** The product rule G × H on a grid: rows follow G, columns follow H. */
export function tartanRule(rows: CoinRowRule, columns: CoinRowRule, name = `${rows.name} × ${columns.name}`): CoinGridRule {
  return pairedRule(rows, columns, name, (a, b) => a.flatMap((r) => b.map((c) => [r, c] as const)));
}

/** Tartan value of a coin from its two 1-D values. */
export function tartanValue(rowValue: number | bigint, columnValue: number | bigint): bigint {
  if (typeof rowValue === 'number' && typeof columnValue === 'number' && rowValue < 2 ** 32 && columnValue < 2 ** 32) {
    return BigInt(nimProduct32(rowValue, columnValue));
  }
  return nimProduct(BigInt(rowValue), BigInt(columnValue));
}

/**
 * Turning Corners = Twins × Twins (coins (1, 1), …): turn the four corners of a rectangle whose
 * lower-right corner (x, y) goes heads → tails. Value of coin (x, y): (x − 1) ⊗ (y − 1), as Winning
 * Ways (ch. 14), counting rows and columns from 0, gives x ⊗ y.
 */
export const turningCornersRule: CoinGridRule = tartanRule(twinsRule, twinsRule, 'turning-corners');
