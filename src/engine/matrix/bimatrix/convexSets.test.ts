import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEquilibrium, profileKey, type Equilibrium } from '../equilibrium.js';
import { tableFromBimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';
import { genericBimatrix, integerMatrix } from '../testing/arbitraries.js';
import { maximalConvexSets } from './convexSets.js';
import { vertexEnumeration } from './vertexEnumeration.js';

const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));

/** Small games with payoffs in -1..1: degenerate often, with continua of equilibria. */
const smallPayoffGame = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([m, n]) => fc.tuple(integerMatrix(m, n, 1), integerMatrix(m, n, 1)))
  .map(([a, b]) => ({ a, b }));

const rowKey = (e: Equilibrium) => profileKey([e.strategies[0]]);
const columnKey = (e: Equilibrium) => profileKey([e.strategies[1]]);

/** The average of some strategies (a point of their convex hull). */
function centre(strategies: readonly Rational[][]): Rational[] {
  return strategies[0].map((_, s) => strategies.reduce((sum, p) => sum.add(p[s]), Rational.ZERO).div(Rational.of(strategies.length)));
}

describe('maximal convex sets of equilibria', () => {
  it('a game with a continuum: three segments of equilibria meeting at the mixed one', () => {
    // The row player is always indifferent; the column player wants to match the row. Extreme
    // equilibria: (R1, C1), (R2, C2) and, with the row at 1/2–1/2, both columns. Maximal convex sets:
    // rows R1 … 1/2 against C1; rows 1/2 … R2 against C2; the row at 1/2 against any column mix.
    const game = {
      a: ints([
        [0, 0],
        [0, 0],
      ]),
      b: ints([
        [1, 0],
        [0, 1],
      ]),
    };
    const { equilibria, finite } = vertexEnumeration(game);
    expect(finite).toBe(false);
    const text = (k: number) => profileKey(equilibria[k].strategies);
    const sets = maximalConvexSets(equilibria).map((set) => set.map(text).sort());
    expect(sets.sort()).toEqual(
      [
        ['1,0;1,0', '1/2,1/2;1,0'],
        ['1/2,1/2;0,1', '1/2,1/2;1,0'],
        ['0,1;0,1', '1/2,1/2;0,1'],
      ]
        .map((set) => set.sort())
        .sort(),
    );
  });

  it('a game with finitely many equilibria has one set per equilibrium', () => {
    fc.assert(
      fc.property(genericBimatrix(4, 4), (game) => {
        const { equilibria } = vertexEnumeration(game);
        expect(maximalConvexSets(equilibria)).toEqual(equilibria.map((_, k) => [k]));
      }),
      { numRuns: 100 },
    );
  });

  it('each set is complete (every row × column pair an extreme equilibrium), its centre an equilibrium, and maximal; together they cover every extreme equilibrium', () => {
    fc.assert(
      fc.property(smallPayoffGame, (game) => {
        const table = tableFromBimatrix(game);
        const { equilibria } = vertexEnumeration(game);
        const pairs = new Set(equilibria.map((e) => `${rowKey(e)}|${columnKey(e)}`));
        const sets = maximalConvexSets(equilibria);
        for (const set of sets) {
          const rows = [...new Map(set.map((k) => [rowKey(equilibria[k]), equilibria[k].strategies[0]])).entries()];
          const columns = [...new Map(set.map((k) => [columnKey(equilibria[k]), equilibria[k].strategies[1]])).entries()];
          for (const [x] of rows) for (const [y] of columns) expect(pairs.has(`${x}|${y}`)).toBe(true);
          expect(set.length).toBe(rows.length * columns.length);
          const middle = [centre(rows.map(([, s]) => s)), centre(columns.map(([, s]) => s))];
          expect(checkEquilibrium(table, middle).ok).toBe(true);
          // Maximal: no other row strategy is joined to all of the set's columns (and likewise for columns).
          for (const e of equilibria) {
            const x = rowKey(e);
            if (!rows.some(([r]) => r === x)) expect(columns.every(([y]) => pairs.has(`${x}|${y}`))).toBe(false);
            const y = columnKey(e);
            if (!columns.some(([c]) => c === y)) expect(rows.every(([r]) => pairs.has(`${r}|${y}`))).toBe(false);
          }
        }
        expect(new Set(sets.flat()).size).toBe(equilibria.length);
      }),
      { numRuns: 300 },
    );
  });
});
