import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iteratedStrictDominance } from './dominance.js';
import { checkEquilibrium } from './equilibrium.js';
import { profileCount, tableFromBimatrix, type PayoffTable } from './payoffTable.js';
import { pureEquilibria, saddlePoints } from './pureStrategies.js';
import { Rational } from './arithmetic/rational.js';
import { integerMatrix } from './testing/arbitraries.js';

const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));

/** A random n-player table (2–3 players, 1–3 strategies each, payoffs in -3..3: ties happen). */
const nPlayerTable: fc.Arbitrary<PayoffTable> = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 3 })
  .chain((strategyCounts) =>
    fc
      .array(
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: profileCount(strategyCounts), maxLength: profileCount(strategyCounts) }),
        {
          minLength: strategyCounts.length,
          maxLength: strategyCounts.length,
        },
      )
      .map((payoffs) => ({ strategyCounts, payoffs: payoffs.map((list) => list.map((x) => Rational.of(x))) })),
  );

/** The pure profile as mixed strategies (probability 1 on the chosen strategy). */
function asMixed(table: PayoffTable, choice: number[]): Rational[][] {
  return table.strategyCounts.map((count, player) =>
    Array.from({ length: count }, (_, s) => (s === choice[player] ? Rational.ONE : Rational.ZERO)),
  );
}

describe('pure equilibria of n-player games', () => {
  it('the prisoner’s dilemma has one, mutual defection (Luce and Raiffa 1957, §5.4)', () => {
    const table = tableFromBimatrix({
      a: ints([
        [-1, -3],
        [0, -2],
      ]),
      b: ints([
        [-1, 0],
        [-3, -2],
      ]),
    });
    expect(pureEquilibria(table)).toEqual([[1, 1]]);
  });

  it('are exactly the pure profiles the mixed equilibrium check accepts', () => {
    fc.assert(
      fc.property(nPlayerTable, (table) => {
        const found = new Set(pureEquilibria(table).map((c) => c.join()));
        for (let index = 0; index < profileCount(table.strategyCounts); index++) {
          const choice: number[] = [];
          let rest = index;
          for (const count of table.strategyCounts) {
            choice.push(rest % count);
            rest = Math.floor(rest / count);
          }
          expect(found.has(choice.join())).toBe(checkEquilibrium(table, asMixed(table, choice)).ok);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('iterated strict dominance', () => {
  it('the prisoner’s dilemma: cooperation removed for each player, defection by defection', () => {
    const table = tableFromBimatrix({
      a: ints([
        [-1, -3],
        [0, -2],
      ]),
      b: ints([
        [-1, 0],
        [-3, -2],
      ]),
    });
    const { remaining, steps } = iteratedStrictDominance(table);
    expect(remaining).toEqual([[1], [1]]);
    expect(steps).toEqual([
      { player: 0, removed: 0, by: 1 },
      { player: 1, removed: 0, by: 1 },
    ]);
  });

  it('never removes a strategy a pure equilibrium uses, and each step is a strict domination', () => {
    fc.assert(
      fc.property(nPlayerTable, (table) => {
        const { remaining } = iteratedStrictDominance(table);
        for (const choice of pureEquilibria(table)) choice.forEach((s, player) => expect(remaining[player]).toContain(s));
      }),
      { numRuns: 300 },
    );
  });
});

describe('saddle points', () => {
  it('are the pure equilibria of the zero-sum game', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).chain(([m, n]) => integerMatrix(m, n, 3)),
        (a) => {
          const table = tableFromBimatrix({ a, b: a.map((row) => row.map((x) => x.neg())) });
          expect(saddlePoints(a)).toEqual(
            pureEquilibria(table)
              .map(([i, j]) => [i, j])
              .sort((p, q) => p[0] - q[0] || p[1] - q[1]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
