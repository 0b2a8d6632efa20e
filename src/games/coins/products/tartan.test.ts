import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { nimProductTableByMex } from '../../shared/nimber/rules.js';
import { mockTurtlesRule, mockTurtlesValue, rulerRule, rulerValue, twinsRule, twinsValue } from '../classic.js';
import type { CoinRowRule } from '../turnRule.js';
import { coinGridGame } from '../rules.js';
import { tartanRule, tartanValue, turningCornersRule } from './tartan.js';
import { boardValue, gridCoinValues } from '../theorem.js';

/** Value of every cell of a rows × columns grid by the Tartan theorem, row-major. */
function tartanValues(
  rows: CoinRowRule,
  columns: CoinRowRule,
  g: (c: number) => number,
  h: (c: number) => number,
  r: number,
  c: number,
): number[] {
  const values: number[] = [];
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) values.push(Number(tartanValue(g(rows.firstCoin + i), h(columns.firstCoin + j))));
  return values;
}

describe('Tartan theorem', () => {
  it('Turning Corners: coin (x, y) has value x ⊗ y, the mex definition of the nim-product', () => {
    const values = gridCoinValues(turningCornersRule, 8, 8);
    const byMex = nimProductTableByMex(16);
    for (let x = 0; x < 8; x++)
      for (let y = 0; y < 8; y++) {
        expect(values[x * 8 + y], `(${x}, ${y})`).toBe(Number(tartanValue(x, y)));
        expect(values[x * 8 + y]).toBe(byMex[x][y]);
      }
  });

  const products: [string, CoinRowRule, (c: number) => number, CoinRowRule, (c: number) => number][] = [
    ['ruler × ruler', rulerRule, rulerValue, rulerRule, rulerValue],
    ['twins × ruler', twinsRule, twinsValue, rulerRule, rulerValue],
    ['mock turtles × twins', mockTurtlesRule, mockTurtlesValue, twinsRule, twinsValue],
  ];
  it.each(products)('%s: single-coin values by the engine are nim-products of the 1-D values', (_name, g, gv, h, hv) => {
    const values = gridCoinValues(tartanRule(g, h), 5, 5);
    expect(Array.from(values)).toEqual(tartanValues(g, h, gv, hv, 5, 5));
  });

  it.each([
    ['turning corners 3×4', twinsRule, twinsValue, twinsRule, twinsValue, 3, 4],
    ['ruler × ruler 3×3', rulerRule, rulerValue, rulerRule, rulerValue, 3, 3],
    ['mock turtles × ruler 2×5', mockTurtlesRule, mockTurtlesValue, rulerRule, rulerValue, 2, 5],
  ] as const)('%s: whole-board Grundy value = XOR of nim-products', (_name, g, gv, h, hv, rows, columns) => {
    const game = coinGridGame(tartanRule(g, h), rows, columns);
    const solver = integerSolver(game, 1 << (rows * columns));
    const values = tartanValues(g, h, gv, hv, rows, columns);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (1 << (rows * columns)) - 1 }), (board) => {
        expect(solver.grundy(board)).toBe(boardValue(board, values));
      }),
      { numRuns: 150 },
    );
  });
});
