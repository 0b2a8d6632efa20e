/**
 * Products of coin-turning games and the Tartan theorem (Winning Ways ch. 14): in G × H a move
 * picks a move of G turning the set A (distinguished coin x) and a move of H turning B
 * (distinguished y), and turns every coin of A × B, with (x, y) the distinguished coin. The value
 * of coin (x, y) is the nim-product g_G(x) ⊗ g_H(y).
 */
import { nimProduct } from '../shared/nimber/arithmetic.js';
import { nimProduct32 } from '../shared/nimber/small.js';
import { twinsRule } from './classic.js';
import type { Cell, CoinGridRule, CoinRowRule } from './turnRule.js';

/** The product rule G × H on a grid: rows follow G, columns follow H. */
export function tartanRule(rows: CoinRowRule, columns: CoinRowRule, name = `${rows.name} × ${columns.name}`): CoinGridRule {
  return {
    name,
    firstRow: rows.firstCoin,
    firstColumn: columns.firstCoin,
    *turnSets([x, y], [lastRow, lastColumn]) {
      const columnSets = Array.from(columns.turnSets(y, lastColumn));
      for (const a of rows.turnSets(x, lastRow)) {
        for (const b of columnSets) {
          const cells: Cell[] = [];
          for (const r of a) for (const c of b) cells.push([r, c]);
          yield cells;
        }
      }
    },
  };
}

/** Tartan value of a coin from its two 1-D values. */
export function tartanValue(rowValue: number | bigint, columnValue: number | bigint): bigint {
  if (typeof rowValue === 'number' && typeof columnValue === 'number' && rowValue < 2 ** 32 && columnValue < 2 ** 32) {
    return BigInt(nimProduct32(rowValue, columnValue));
  }
  return nimProduct(BigInt(rowValue), BigInt(columnValue));
}

/**
 * Turning Corners = Twins × Twins (coins (0, 0), …): turn the four corners of a rectangle whose
 * lower-right corner (x, y) goes heads → tails. Value of coin (x, y): x ⊗ y.
 */
export const turningCornersRule: CoinGridRule = tartanRule(twinsRule, twinsRule, 'turning-corners');
