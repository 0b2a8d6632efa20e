import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEquilibrium } from '../equilibrium.js';
import { lemkeHowson, lemkeHowsonFromEveryLabel } from './lemkeHowson.js';
import { tableFromBimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';
import { supportEnumeration } from './supportEnumeration.js';
import { genericBimatrix, integerMatrix } from '../testing/arbitraries.js';
import { bruteForceEquilibria } from '../testing/bruteForce.js';
import { bruteForceExtremeEquilibria } from '../testing/bruteForceVertices.js';
import { equilibriumKeys } from '../testing/equilibriumSets.js';
import { vertexEnumeration } from './vertexEnumeration.js';

const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));

/** Small games with payoffs in 0..2: degenerate often. */
const smallPayoffGame = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([m, n]) => fc.tuple(integerMatrix(m, n, 1), integerMatrix(m, n, 1)))
  .map(([a, b]) => ({ a, b }));

describe('vertex enumeration', () => {
  it('equals support enumeration and brute force on random generic games, and reports them nondegenerate and finite', () => {
    fc.assert(
      fc.property(genericBimatrix(5, 5), (game) => {
        const result = vertexEnumeration(game);
        expect(equilibriumKeys(result.equilibria)).toEqual(equilibriumKeys(supportEnumeration(game)));
        if (game.a.length <= 4 && game.a[0].length <= 4)
          expect(equilibriumKeys(result.equilibria)).toEqual(equilibriumKeys(bruteForceEquilibria(game)));
        expect(result.degenerate).toBe(false);
        expect(result.finite).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('degenerate games: every extreme equilibrium passes the check, and includes every isolated one brute force finds', () => {
    fc.assert(
      fc.property(smallPayoffGame, (game) => {
        const table = tableFromBimatrix(game);
        const result = vertexEnumeration(game);
        expect(result.equilibria.length).toBeGreaterThan(0);
        for (const e of result.equilibria) {
          const check = checkEquilibrium(table, e.strategies);
          expect(check.ok).toBe(true);
          if (check.ok) expect(check.payoffs.map(String)).toEqual(e.payoffs.map(String));
        }
        const keys = new Set(equilibriumKeys(result.equilibria));
        for (const key of equilibriumKeys(bruteForceEquilibria(game))) expect(keys.has(key)).toBe(true);
        if (!result.degenerate) expect(result.finite).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('degenerate games: exactly the extreme equilibria of brute-force vertex enumeration (every d-subset of tight constraints)', () => {
    fc.assert(
      fc.property(smallPayoffGame, (game) => {
        expect(equilibriumKeys(vertexEnumeration(game).equilibria)).toEqual(bruteForceExtremeEquilibria(game));
      }),
      { numRuns: 200 },
    );
  });

  it('a game with a continuum: every column best for the row player when the row player is indifferent', () => {
    // A = all zeros, B = [[1, 0], [0, 1]]... the row player is indifferent everywhere: (x, y) with y a best response to x.
    const result = vertexEnumeration({
      a: ints([
        [0, 0],
        [0, 0],
      ]),
      b: ints([
        [1, 0],
        [0, 1],
      ]),
    });
    expect(result.degenerate).toBe(true);
    expect(result.finite).toBe(false);
    expect(equilibriumKeys(result.equilibria)).toEqual(['0,1;0,1', '1,0;1,0', '1/2,1/2;0,1', '1/2,1/2;1,0']);
  });
});

describe('Lemke–Howson', () => {
  it('from every label reaches an equilibrium that passes the check and is one vertex enumeration finds', () => {
    fc.assert(
      fc.property(fc.oneof(genericBimatrix(5, 5), smallPayoffGame), (game) => {
        const table = tableFromBimatrix(game);
        const all = new Set(equilibriumKeys(vertexEnumeration(game).equilibria));
        for (const { equilibrium } of lemkeHowsonFromEveryLabel(game)) {
          expect(checkEquilibrium(table, equilibrium.strategies).ok).toBe(true);
          expect(all.has(equilibriumKeys([equilibrium])[0])).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('battle of the sexes from label 0 gives a pure equilibrium', () => {
    const e = lemkeHowson(
      {
        a: ints([
          [2, 0],
          [0, 1],
        ]),
        b: ints([
          [1, 0],
          [0, 2],
        ]),
      },
      0,
    );
    expect(equilibriumKeys([e])).toEqual(['1,0;1,0']);
  });
});
