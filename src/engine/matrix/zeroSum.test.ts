import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEquilibrium } from './equilibrium.js';
import { tableFromBimatrix, zeroSumBimatrix } from './payoffTable.js';
import { Rational } from './arithmetic/rational.js';
import { supportEnumeration } from './bimatrix/supportEnumeration.js';
import { vertexEnumeration } from './bimatrix/vertexEnumeration.js';
import { integerMatrix, rationalMatrix } from './testing/arbitraries.js';
import { solveZeroSum } from './zeroSum.js';

/** min over columns of p·A (what the row player's strategy guarantees). */
function rowGuarantee(a: Rational[][], p: Rational[]): Rational {
  let least: Rational | null = null;
  for (let j = 0; j < a[0].length; j++) {
    let earned = Rational.ZERO;
    for (let i = 0; i < a.length; i++) earned = earned.add(p[i].mul(a[i][j]));
    if (least === null || earned.compare(least) < 0) least = earned;
  }
  return least!;
}

/** max over rows of A·q (what the column player's strategy concedes at most). */
function columnGuarantee(a: Rational[][], q: Rational[]): Rational {
  let most: Rational | null = null;
  for (const row of a) {
    let paid = Rational.ZERO;
    row.forEach((x, j) => (paid = paid.add(x.mul(q[j]))));
    if (most === null || paid.compare(most) > 0) most = paid;
  }
  return most!;
}

const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));

describe('zero-sum games by the exact simplex', () => {
  it('matching pennies: value 0, both players 1/2–1/2 (von Neumann and Morgenstern 1944, §14.7)', () => {
    const solution = solveZeroSum(
      ints([
        [1, -1],
        [-1, 1],
      ]),
    );
    expect(solution.value.toString()).toBe('0');
    expect(solution.rowStrategy.join(' ')).toBe('1/2 1/2');
    expect(solution.columnStrategy.join(' ')).toBe('1/2 1/2');
  });

  it('a 2×2 game without saddle point: the closed form of Ferguson, Game Theory, part II §3.2', () => {
    const a = ints([
      [1, 4],
      [3, 2],
    ]);
    const solution = solveZeroSum(a);
    // 2×2 without saddle point: p = (d-c)/(a-b+d-c) = (2-3)/(1-4+2-3) = 1/4, value (ad-bc)/(a-b+d-c) = (2-12)/(-4) = 5/2.
    expect(solution.value.toString()).toBe('5/2');
    expect(solution.rowStrategy.join(' ')).toBe('1/4 3/4');
    expect(solution.columnStrategy.join(' ')).toBe('1/2 1/2');
  });

  it('a saddle point is found: value is the saddle entry', () => {
    const solution = solveZeroSum(
      ints([
        [3, 5],
        [1, 0],
      ]),
    );
    expect(solution.value.toString()).toBe('3');
  });

  it('LP value = what each optimal strategy guarantees (the dual), on random rational matrices', () => {
    fc.assert(
      fc.property(rationalMatrix(6, 6), (a) => {
        const { value, rowStrategy, columnStrategy } = solveZeroSum(a);
        expect(rowGuarantee(a, rowStrategy).toString()).toBe(value.toString());
        expect(columnGuarantee(a, columnStrategy).toString()).toBe(value.toString());
        const check = checkEquilibrium(tableFromBimatrix(zeroSumBimatrix(a)), [rowStrategy, columnStrategy]);
        expect(check.ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  // Support enumeration finds every equilibrium of a nondegenerate game only (equal-size supports):
  // on fast-check's biased draws (zeros, repeated extremes) a degenerate game may give it none, so
  // it gets unbiased draws; vertex enumeration, which copes with degenerate games, gets the biased ones.
  it('LP value = the row payoff of every equilibrium support enumeration finds on a generic (A, -A)', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).chain(([m, n]) => integerMatrix(m, n, 1_000_000, false)),
        (a) => {
          const { value } = solveZeroSum(a);
          const equilibria = supportEnumeration(zeroSumBimatrix(a));
          expect(equilibria.length).toBeGreaterThan(0);
          for (const e of equilibria) expect(e.payoffs.map(String)).toEqual([value.toString(), value.neg().toString()]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('LP value = the row payoff of every extreme equilibrium vertex enumeration finds on (A, -A), degenerate games too', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).chain(([m, n]) => integerMatrix(m, n, 1_000_000)),
        (a) => {
          const { value } = solveZeroSum(a);
          const { equilibria } = vertexEnumeration(zeroSumBimatrix(a));
          expect(equilibria.length).toBeGreaterThan(0);
          for (const e of equilibria) expect(e.payoffs.map(String)).toEqual([value.toString(), value.neg().toString()]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
