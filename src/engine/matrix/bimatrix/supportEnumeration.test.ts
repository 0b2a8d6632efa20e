import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEquilibrium } from '../equilibrium.js';
import { tableFromBimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';
import { supportEnumeration } from './supportEnumeration.js';
import { genericBimatrix } from '../testing/arbitraries.js';
import { bruteForceEquilibria } from '../testing/bruteForce.js';
import { equilibriumKeys } from '../testing/equilibriumSets.js';

const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));

describe('support enumeration', () => {
  it('battle of the sexes: two pure equilibria and the mixed one (2/3, 1/3), (1/3, 2/3) (Luce and Raiffa 1957, §5.3)', () => {
    const equilibria = supportEnumeration({
      a: ints([
        [2, 0],
        [0, 1],
      ]),
      b: ints([
        [1, 0],
        [0, 2],
      ]),
    });
    expect(equilibriumKeys(equilibria)).toEqual(['0,1;0,1', '1,0;1,0', '2/3,1/3;1/3,2/3']);
    const mixed = equilibria.find((e) => e.strategies[0][0].toString() === '2/3')!;
    expect(mixed.payoffs.map(String)).toEqual(['2/3', '2/3']);
  });

  it('every equilibrium found passes the exact no-profitable-pure-deviation check', () => {
    fc.assert(
      fc.property(genericBimatrix(5, 5), (game) => {
        const table = tableFromBimatrix(game);
        for (const e of supportEnumeration(game)) {
          const check = checkEquilibrium(table, e.strategies);
          expect(check.ok).toBe(true);
          if (check.ok) expect(check.payoffs.map(String)).toEqual(e.payoffs.map(String));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the same set as brute force over all support pairs of any sizes, on random generic games', () => {
    fc.assert(
      fc.property(genericBimatrix(4, 4), (game) => {
        expect(equilibriumKeys(supportEnumeration(game))).toEqual(equilibriumKeys(bruteForceEquilibria(game)));
      }),
      { numRuns: 200 },
    );
  });

  it('a nondegenerate game has an odd number of equilibria (Shapley 1974), and at least one (Nash 1951)', () => {
    fc.assert(
      fc.property(genericBimatrix(4, 4), (game) => {
        expect(supportEnumeration(game).length % 2).toBe(1);
      }),
      { numRuns: 100 },
    );
  });
});
