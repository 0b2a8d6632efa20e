import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iteratedStrictDominance } from './dominance.js';
import { checkEquilibrium, pureStrategyPayoffs } from './equilibrium.js';
import { profileChoice, profileCount, tableFromBimatrix, type PayoffTable } from './payoffTable.js';
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

/** The definition, by enumeration of every profile: t pays `player` more than s against every profile of `remaining`. */
function dominatesByDefinition(table: PayoffTable, remaining: number[][], player: number, t: number, s: number): boolean {
  for (let index = 0; index < profileCount(table.strategyCounts); index++) {
    const choice = profileChoice(table.strategyCounts, index);
    if (choice[player] !== s || choice.some((c, q) => !remaining[q].includes(c))) continue;
    const better = [...choice];
    better[player] = t;
    const atT = table.payoffs[player][indexOf(table, better)];
    if (atT.compare(table.payoffs[player][index]) <= 0) return false;
  }
  return true;
}

function indexOf(table: PayoffTable, choice: number[]): number {
  for (let index = 0; index < profileCount(table.strategyCounts); index++)
    if (profileChoice(table.strategyCounts, index).every((c, q) => c === choice[q])) return index;
  throw new Error('no such profile');
}

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

  it('each step is a strict domination by the definition, and what remains has none left', () => {
    fc.assert(
      fc.property(nPlayerTable, (table) => {
        const { remaining, steps } = iteratedStrictDominance(table);
        const left = table.strategyCounts.map((count) => Array.from({ length: count }, (_, s) => s));
        for (const { player, removed, by } of steps) {
          expect(dominatesByDefinition(table, left, player, by, removed), `step ${player}:${removed} by ${by}`).toBe(true);
          left[player] = left[player].filter((x) => x !== removed);
        }
        expect(left).toEqual(remaining);
        remaining.forEach((list, player) => {
          if (list.length === 1) return;
          for (const s of list)
            for (const t of list) if (t !== s) expect(dominatesByDefinition(table, remaining, player, t, s)).toBe(false);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('what each pure strategy earns against mixed strategies', () => {
  it('equals the sum over every profile of probability × payoff (the definition), zeros in the mixtures included', () => {
    const withProfile = nPlayerTable.chain((table) =>
      fc.tuple(
        fc.constant(table),
        fc.tuple(
          ...table.strategyCounts.map((count) =>
            fc.array(fc.integer({ min: 0, max: 3 }), { minLength: count, maxLength: count }).filter((w) => w.some((x) => x > 0)),
          ),
        ),
      ),
    );
    fc.assert(
      fc.property(withProfile, ([table, weights]) => {
        const profile = weights.map((w) => {
          const total = w.reduce((a, b) => a + b, 0);
          return w.map((x) => Rational.of(x, total));
        });
        for (let player = 0; player < table.strategyCounts.length; player++) {
          const expected = new Array<Rational>(table.strategyCounts[player]).fill(Rational.ZERO);
          for (let index = 0; index < profileCount(table.strategyCounts); index++) {
            const choice = profileChoice(table.strategyCounts, index);
            let weight = Rational.ONE;
            choice.forEach((c, q) => {
              if (q !== player) weight = weight.mul(profile[q][c]);
            });
            expected[choice[player]] = expected[choice[player]].add(weight.mul(table.payoffs[player][index]));
          }
          expect(pureStrategyPayoffs(table, profile, player).map(String)).toEqual(expected.map(String));
        }
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
