import fc from 'fast-check';
import highsModule from 'highs';
import { describe, expect, it } from 'vitest';
import { Rational } from './arithmetic/rational.js';
import { zeroSumFromFloatLp, type FloatLpSolver } from './floatLpZeroSum.js';
import { rationalMatrix } from './testing/arbitraries.js';
import { solveZeroSum } from './zeroSum.js';

// highs ships CommonJS types: its default export is the loader.
const loadHighs = highsModule as unknown as () => Promise<FloatLpSolver>;

describe('a zero-sum game from HiGHS, made exact and verified', () => {
  it('gives the exact simplex value on random rational matrices, or null (never a wrong value)', async () => {
    const highs = await loadHighs();
    let answered = 0;
    fc.assert(
      fc.property(rationalMatrix(8, 8), (a) => {
        const exact = solveZeroSum(a);
        const fromHighs = zeroSumFromFloatLp(a, highs);
        if (fromHighs === null) return;
        answered++;
        expect(fromHighs.value.toString()).toBe(exact.value.toString());
        // Its strategies guarantee the value to each side (checked again here, apart from the certificate).
        for (let j = 0; j < a[0].length; j++) {
          let earned = Rational.ZERO;
          a.forEach((row, i) => (earned = earned.add(fromHighs.rowStrategy[i].mul(row[j]))));
          expect(earned.compare(exact.value)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
    expect(answered).toBeGreaterThan(30);
  });

  it('a wrong basis (a solver that lies) is refused, not turned into an answer', () => {
    const a = [
      [3, 1],
      [0, 2],
    ].map((row) => row.map((x) => Rational.of(x)));
    // The optimum mixes both columns; claim only column 1 is basic, tight on row 1.
    const liar: FloatLpSolver = {
      solve: () => ({
        Status: 'Optimal',
        Columns: { y0: { Status: 'BS' }, y1: { Status: 'LB' } },
        Rows: [{ Status: 'LB' }, { Status: 'BS' }],
      }),
    };
    expect(zeroSumFromFloatLp(a, liar)).toBeNull();
    const failing: FloatLpSolver = { solve: () => ({ Status: 'Time limit reached', Columns: {}, Rows: [] }) };
    expect(zeroSumFromFloatLp(a, failing)).toBeNull();
  });
});
