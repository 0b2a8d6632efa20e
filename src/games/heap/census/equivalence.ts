import { minimalPeriod, periodicValue, type Periodicity } from '../sequence/periodicity.js';
import { fingerprint } from './fingerprint.js';

/**
 * Unsolved sequences are compared on their first (computed − this) values after the offset, so
 * that a game and its one-smaller twin (one value fewer after the shift), computed to the same
 * budget, compare on the same heaps.
 */
export const UNSOLVED_COMPARE_SLACK = 16;

export interface ClassKey {
  /** Equal keys: identical sequences after the offset rule (see below). */
  key: string;
  /** Leading values stripped by the offset rule. */
  offset: number;
}

/**
 * The offset rule read off the values: while G(1) = 0 (a heap of one token has no move, as in
 * any code whose d_0 is 0 or 4 and whose d_1 lacks bit 0), the game is its one-smaller twin with
 * a 0 in front (offsetRule.ts), so the sequence is stripped of its first value and looked at
 * again. What is left after stripping names the class: two games are in one class exactly when
 * these are equal.
 *
 * A proven sequence is eventually periodic, so its stripped form is described exactly by its
 * least preperiod and period and the values up to them (`P…`). An unsolved one is only known on
 * the heaps computed, so its key is the fingerprint of its first values (`U<heaps>/…`): two
 * unsolved games share a class when they are computed to the same number of heaps and agree on
 * all of them (less the slack), which the report states with that heap count. (One computed
 * further than its twin has another key: the census computes a class to one length, followers
 * taking their leader's heaps, so this happens only when a game is pushed alone.) A proven and an unsolved game never share
 * a class (a proof for one would prove the other with its own rule, given enough values).
 */
export function sequenceClassKey(values: ArrayLike<number>, length: number, proven: Periodicity | null): ClassKey {
  if (proven) return provenKey(values, proven);
  let offset = 0;
  while (offset + 1 < length && values[offset + 1] === 0) offset++;
  const stripped = length - offset;
  let compared = length - UNSOLVED_COMPARE_SLACK;
  if (offset > UNSOLVED_COMPARE_SLACK || compared < 1) compared = stripped >= 1 ? 2 ** Math.floor(Math.log2(stripped)) : 0;
  return { key: `U${compared}/${fingerprint(values, offset, offset + compared)}`, offset };
}

function provenKey(values: ArrayLike<number>, proven: Periodicity): ClassKey {
  const { preperiod, period, saltus } = proven;
  const at = (n: number) => periodicValue(values, proven, n);
  // Past preperiod + period, stripping only rotates a periodic block: an all-zero tail stops there.
  let offset = 0;
  while (offset < preperiod + period && at(offset + 1) === 0) offset++;
  const start = Math.max(preperiod - offset, 0);
  const shifted = new Array<number>(start + 2 * period + 1);
  for (let n = 0; n < shifted.length; n++) shifted[n] = at(n + offset);
  const least = saltus === 0 ? minimalPeriod(shifted, start, period) : { preperiod: start, period, saltus, proven: true };
  const block = least.preperiod + least.period;
  return { key: `P${least.preperiod}/${least.period}/${least.saltus}/${fingerprint(shifted, 0, block)}`, offset };
}

export interface ClassMember {
  code: string;
  classKey: string;
  offset: number;
}

export interface EquivalenceClass {
  /** The simplest member (fewest characters, then first in order): the class's name. */
  name: string;
  key: string;
  /** Members (the name first) with their shift: G_member(n) = G_name(n − shift). */
  members: { code: string; shift: number }[];
}

/** Simplest first: the shorter code, then the smaller one (0.7 before 0.07 before 0.137). */
export function simplerCode(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Groups games by class key; each class is named by its simplest code, classes in name order. */
export function equivalenceClasses(games: readonly ClassMember[]): EquivalenceClass[] {
  const byKey = new Map<string, ClassMember[]>();
  for (const game of games) {
    const group = byKey.get(game.classKey);
    if (group) group.push(game);
    else byKey.set(game.classKey, [game]);
  }
  const classes: EquivalenceClass[] = [];
  for (const [key, group] of byKey) {
    group.sort((a, b) => simplerCode(a.code, b.code));
    const name = group[0];
    classes.push({ name: name.code, key, members: group.map((m) => ({ code: m.code, shift: m.offset - name.offset })) });
  }
  return classes.sort((a, b) => simplerCode(a.name, b.name));
}
