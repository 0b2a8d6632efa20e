import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEquilibrium } from './equilibrium.js';
import { tableFromBimatrix } from './payoffTable.js';
import { Rational } from './arithmetic/rational.js';
import { supportEnumeration } from './bimatrix/supportEnumeration.js';
import { genericBimatrix } from './testing/arbitraries.js';
import { bruteForceEquilibria } from './testing/bruteForce.js';
import { equilibriumKeys } from './testing/equilibriumSets.js';

const r = (text: string) => {
  const [n, d] = text.split('/');
  return Rational.of(BigInt(n), BigInt(d ?? '1'));
};
const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));
const pennies = tableFromBimatrix({
  a: ints([
    [1, -1],
    [-1, 1],
  ]),
  b: ints([
    [-1, 1],
    [1, -1],
  ]),
});

describe('the equilibrium check', () => {
  it('accepts matching pennies at 1/2–1/2 and names the gain of any other profile', () => {
    const half = [r('1/2'), r('1/2')];
    const accepted = checkEquilibrium(pennies, [half, half]);
    expect(accepted).toEqual({ ok: true, payoffs: [Rational.ZERO, Rational.ZERO] });
    expect(checkEquilibrium(pennies, [[r('2/3'), r('1/3')], half])).toEqual({
      ok: false,
      fault: 'player 2 gains by playing strategy 2 (1/3 instead of 0)',
    });
  });

  it('rejects what is not a probability vector, each with its fault', () => {
    expect(
      checkEquilibrium(pennies, [
        [r('1/2'), r('1/3')],
        [r('1/2'), r('1/2')],
      ]),
    ).toEqual({ ok: false, fault: "player 1's probabilities add to 5/6, not 1" });
    expect(
      checkEquilibrium(pennies, [
        [r('3/2'), r('-1/2')],
        [r('1/2'), r('1/2')],
      ]),
    ).toEqual({
      ok: false,
      fault: 'player 1 plays strategy 2 with negative probability -1/2',
    });
    expect(checkEquilibrium(pennies, [[r('1')], [r('1/2'), r('1/2')]])).toEqual({
      ok: false,
      fault: "player 1's strategy has 1 probabilities for 2 strategies",
    });
  });

  it('a planted wrong equilibrium (mass moved between two strategies of a found one) is rejected', () => {
    fc.assert(
      fc.property(genericBimatrix(4, 4), fc.nat(), fc.integer({ min: 1, max: 1000 }), (game, pick, shift) => {
        const table = tableFromBimatrix(game);
        const equilibria = supportEnumeration(game);
        const e = equilibria[pick % equilibria.length];
        const player = pick % 2;
        const strategy = e.strategies[player];
        if (strategy.length < 2) return;
        // Move 1/(1000+shift) of probability from the most likely strategy to another: no longer an equilibrium
        // (equilibria of a nondegenerate game are isolated), or no longer a probability vector.
        const from = strategy.findIndex((p) => p.sign() > 0);
        const to = (from + 1) % strategy.length;
        const epsilon = Rational.of(1, 1000 + shift);
        const planted = e.strategies.map((s) => [...s]);
        planted[player][from] = planted[player][from].sub(epsilon);
        planted[player][to] = planted[player][to].add(epsilon);
        expect(checkEquilibrium(table, planted).ok).toBe(false);
        // And a solver that reported it would fail the set comparison with brute force.
        const wrong = [...equilibria.filter((x) => x !== e), { strategies: planted, payoffs: e.payoffs }];
        expect(equilibriumKeys(wrong)).not.toEqual(equilibriumKeys(bruteForceEquilibria(game)));
      }),
      { numRuns: 100 },
    );
  });
});
