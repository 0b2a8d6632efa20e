import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { beanRowValue, beanValues, beanWinningMoves } from './fast.js';
import { applyBeanMove, beanSplitGame, type Bottles } from './rules.js';

describe('split game on bottles', () => {
  const solver = new GrundySolver(beanSplitGame);
  const bottles = fc.integer({ min: 1, max: 4 }).chain((n) => fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }));

  it("a lone bean's value by the engine is S(n − 1 − i)", () => {
    for (let n = 1; n <= 6; n++) {
      const values = beanValues(n);
      for (let i = 0; i < n; i++) {
        const one = Array.from({ length: n }, (_, b) => (b === i ? 1 : 0));
        expect(solver.grundy(one), `bean in bottle ${i} of ${n}`).toBe(values[i]);
      }
    }
  });

  it("the row value is the XOR over odd bottles, and the winning moves are the engine's", () => {
    fc.assert(
      fc.property(bottles, (row: Bottles) => {
        const values = beanValues(row.length);
        expect(beanRowValue(row, values)).toBe(solver.grundy(row));
        const brute = analyze(beanSplitGame, row, solver).winningMoves.map((m) => (m.option as Bottles).join(','));
        const fast = beanWinningMoves(row, values).map((move) => applyBeanMove(row, move).join(','));
        expect(fast).toEqual(brute);
      }),
      { numRuns: 150 },
    );
  });

  it('known values: 0, 1, 2, 4, 7, 8, 11, … by distance', () => {
    expect(beanValues(8).reverse()).toEqual([0, 1, 2, 4, 7, 8, 11, 13]);
  });
});
