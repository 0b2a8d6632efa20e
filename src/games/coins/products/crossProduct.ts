/**
 * The cross product of coin-turning games, nimlab's own (not in the literature): a move picks a
 * move of G turning the set A (distinguished coin x) and a move of H turning B (distinguished y),
 * both together, and turns the cross they make through (x, y) — the coins (a, y) for a ∈ A and
 * (x, b) for b ∈ B, coin (x, y) once — with (x, y) going heads → tails. Before nimlab followed
 * Winning Ways, this was its `acrostic:G*H`; the acrostic product of the literature moves in one
 * coordinate at a time (acrostic.ts). Values are not a function of the 1-D values, so tables come
 * from the single-coin recursion on the grid.
 */
import { pairedRule } from './tartan.js';
import type { Cell, CoinGridRule, CoinRowRule } from '../turnRule.js';

export function crossRule(rows: CoinRowRule, columns: CoinRowRule, name = `cross:${rows.name}*${columns.name}`): CoinGridRule {
  return pairedRule(rows, columns, name, (a, b, x, y) => {
    const cells: Cell[] = a.map((r) => [r, y] as const);
    for (const c of b) if (c !== y) cells.push([x, c]);
    return cells;
  });
}
