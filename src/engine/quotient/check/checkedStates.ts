import type { MisereQuotient } from '../misereQuotient.js';
import type { MultisetOutcomes } from '../multisetOutcomes.js';
import { checkKinds } from './checkKinds.js';
import type { CandidateMonoid, CheckKind } from './candidate.js';
import { ReachableStates } from './misereQuotientStates.js';

/**
 * The checked states of a growth's monoids, kept in its memo (outcomes.memo.statesOf) across the
 * quotients that share a monoid, so that a heap equal to an element is checked from the states
 * already explored instead of from scratch.
 */

/**
 * The checked states of q's monoid, kept across the quotients that share it (adding a heap equal to
 * an element keeps the monoid): closed under q's kinds, every one right. Null when they are not all
 * right (a quotient not built by this growth's steps), and the caller checks from scratch.
 */
export function reachableStatesOf(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  kinds: readonly CheckKind[],
  maxCheckStates: number,
): ReachableStates | null {
  const { statesOf } = outcomes.memo;
  let states = statesOf.get(q.product);
  if (states === undefined) {
    states = checkStates(outcomes, q, maxCheckStates);
    statesOf.set(q.product, states);
  }
  return states.extend(kinds, true) ? states : null;
}

/** The states kept for q's monoid, if any (the mex interpolation reads them without exploring). */
export function keptStatesOf(outcomes: MultisetOutcomes, q: MisereQuotient): ReachableStates | undefined {
  return outcomes.memo.statesOf.get(q.product);
}

/**
 * New, empty check states of a candidate for a growth's outcomes: they obey its time limit and stop
 * request (checkTime) and keep their sets within its memory bound's share (keptSetWords).
 */
export function checkStates(outcomes: MultisetOutcomes, candidate: CandidateMonoid, maxCheckStates: number): ReachableStates {
  return new ReachableStates(candidate, maxCheckStates, () => outcomes.checkTime(), { maxKeptWords: outcomes.keptSetWords });
}

/**
 * Keeps states another step explored for q, all right and closed under every generator of q (the
 * refinement's last round), for q's next heaps: extendByExistingElement then starts from them
 * instead of exploring them again.
 */
export function keepCheckedStates(outcomes: MultisetOutcomes, q: MisereQuotient, states: ReachableStates): void {
  if (states.monoid === q) outcomes.memo.statesOf.set(q.product, states);
}

/**
 * The exact check of a candidate (misereQuotientCheck.ts) by exploring all its states, which are
 * then kept for the quotient's next heaps (extendByExistingElement starts from them instead of
 * exploring them again). True when every sum of its generators is predicted right.
 */
export function provedByStates(outcomes: MultisetOutcomes, candidate: MisereQuotient, maxCheckStates: number): boolean {
  const states = checkStates(outcomes, candidate, maxCheckStates);
  if (!states.extend(checkKinds(outcomes, candidate), true)) return false;
  outcomes.memo.statesOf.set(candidate.product, states);
  return true;
}
