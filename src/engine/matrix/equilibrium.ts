import { profileChoice, profileCount, type PayoffTable } from './payoffTable.js';
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
 * (the player's own entry of `profile` is not read). Sums over every pure profile the others'
 * strategies can reach, skipping those with probability 0.
 */
export function pureStrategyPayoffs(table: PayoffTable, profile: MixedProfile, player: number): Rational[] {
  const { strategyCounts } = table;
  const earned: Rational[] = new Array<Rational>(strategyCounts[player]).fill(Rational.ZERO);
  const profiles = profileCount(strategyCounts);
  const payoffs = table.payoffs[player];
  for (let index = 0; index < profiles; index++) {
    const choice = profileChoice(strategyCounts, index);
    let weight = Rational.ONE;
    for (let other = 0; other < strategyCounts.length && weight.sign() !== 0; other++) {
      if (other !== player) weight = weight.mul(profile[other][choice[other]]);
    }
    if (weight.sign() === 0) continue;
    const own = choice[player];
    earned[own] = earned[own].add(weight.mul(payoffs[index]));
  }
  return earned;
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
