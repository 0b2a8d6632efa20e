import type { PayoffTable } from './payoffTable.js';
import { Rational, sumOf } from './arithmetic/rational.js';

/** A mixed strategy profile: one probability vector per player (exact). */
export type MixedProfile = readonly (readonly Rational[])[];

/** An equilibrium as the solvers report it: each player's mixed strategy and expected payoff. */
export interface Equilibrium {
  readonly strategies: Rational[][];
  readonly payoffs: Rational[];
}

/**
 * What each pure strategy of `player` earns against the others' mixed strategies in `profile`
 * (the player's own entry of `profile` is not read). Sums over the pure profiles of the others'
 * supports only (an odometer over them, the profile number kept as a sum of strides), so a check
 * of an equilibrium with small supports costs its supports, not the whole table.
 */
export function pureStrategyPayoffs(table: PayoffTable, profile: MixedProfile, player: number): Rational[] {
  const { strategyCounts } = table;
  const payoffs = table.payoffs[player];
  const earned: Rational[] = new Array<Rational>(strategyCounts[player]).fill(Rational.ZERO);
  const strides: number[] = [];
  let stride = 1;
  for (const count of strategyCounts) {
    strides.push(stride);
    stride *= count;
  }
  const others = strategyCounts.map((_, q) => q).filter((q) => q !== player);
  const supports = others.map((q) => profile[q].flatMap((p, s) => (p.sign() === 0 ? [] : [s])));
  if (supports.some((support) => support.length === 0)) return earned;
  const position = new Array<number>(others.length).fill(0);
  const ownStride = strides[player];
  for (;;) {
    let weight = Rational.ONE;
    let base = 0;
    others.forEach((q, k) => {
      const s = supports[k][position[k]];
      weight = weight.mul(profile[q][s]);
      base += s * strides[q];
    });
    for (let own = 0; own < earned.length; own++) earned[own] = earned[own].add(weight.mul(payoffs[base + own * ownStride]));
    let k = 0;
    while (k < others.length && ++position[k] === supports[k].length) position[k++] = 0;
    if (k === others.length) return earned;
  }
}

/** The expected payoff of a mixed strategy against what its pure strategies earn. */
function mixedPayoff(strategy: readonly Rational[], earned: readonly Rational[]): Rational {
  return sumOf(strategy.map((p, s) => p.mul(earned[s])));
}

export type EquilibriumCheck = { readonly ok: true; readonly payoffs: Rational[] } | { readonly ok: false; readonly fault: string };

/**
 * The definition of a Nash equilibrium, checked exactly (Nash, "Non-cooperative games", *Annals of
 * Mathematics* 54, 1951): every player's strategy is a probability vector, and no player gains by
 * switching to any pure strategy (which suffices: a mixed deviation's payoff is an average of pure
 * ones). Returns the payoffs, or the first fault found in words.
 */
export function checkEquilibrium(table: PayoffTable, profile: MixedProfile): EquilibriumCheck {
  const { strategyCounts } = table;
  if (profile.length !== strategyCounts.length)
    return { ok: false, fault: `${profile.length} strategies for ${strategyCounts.length} players` };
  for (let player = 0; player < strategyCounts.length; player++) {
    const strategy = profile[player];
    if (strategy.length !== strategyCounts[player]) {
      return {
        ok: false,
        fault: `player ${player + 1}'s strategy has ${strategy.length} probabilities for ${strategyCounts[player]} strategies`,
      };
    }
    const negative = strategy.findIndex((p) => p.sign() < 0);
    if (negative >= 0)
      return { ok: false, fault: `player ${player + 1} plays strategy ${negative + 1} with negative probability ${strategy[negative]}` };
    const total = sumOf(strategy);
    if (!total.equals(Rational.ONE)) return { ok: false, fault: `player ${player + 1}'s probabilities add to ${total}, not 1` };
  }
  const payoffs: Rational[] = [];
  for (let player = 0; player < strategyCounts.length; player++) {
    const earned = pureStrategyPayoffs(table, profile, player);
    const expected = mixedPayoff(profile[player], earned);
    const better = earned.findIndex((x) => x.compare(expected) > 0);
    if (better >= 0) {
      return {
        ok: false,
        fault: `player ${player + 1} gains by playing strategy ${better + 1} (${earned[better]} instead of ${expected})`,
      };
    }
    payoffs.push(expected);
  }
  return { ok: true, payoffs };
}

/** A profile as text, for keys and messages: `1/2,1/2;1,0`. */
export function profileKey(profile: MixedProfile): string {
  return profile.map((strategy) => strategy.join(',')).join(';');
}
