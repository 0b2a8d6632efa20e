import { buildMisereQuotient } from '../buildMisereQuotient.js';
import type { MisereQuotient, QuotientLimits } from '../misereQuotient.js';
import type { MultisetOutcomes } from '../multisetOutcomes.js';
import { extendByExistingElement } from './extensionByExistingElement.js';
import { extendByNewElement, foldedCandidate } from './misereQuotientExtension.js';
import { recalibrateQuotient, type RecalibrationProgress } from './misereQuotientRecalibration.js';
import { refineQuotient } from './misereQuotientRefinement.js';
import { quotientWithinOrder } from '../candidateOrderLimit.js';

/** The rung of the ladder that gave a growth's next quotient. */
export type QuotientRung = 'existing element' | 'new element' | 'refined' | 'recalibrated' | 'rebuilt';

/**
 * What a growth holds across its steps for the ladder to report into. The growth resets it before
 * each step (when it does is the growth's to say: its stop lines read it between steps too).
 */
export interface LadderLog {
  /** How far the recalibration of the generator being added got (a caller may show its fields while it runs). */
  readonly recalibration: RecalibrationProgress;
  /**
   * Why that recalibration gave up, if it did (null otherwise): set before the rebuild that follows,
   * so that a limit the rebuild meets (thrown to the growth) can be told with it.
   */
  recalibrationGaveUp: string | null;
}

/**
 * The quotient of generators 0..q.count, from q (the quotient of the ones before), trying cheapest
 * first:
 * 1. the new generator as an element already present (`extendByExistingElement`), or as a new
 *    element folded onto q (`extendByNewElement`), each held to the exact check of
 *    misereQuotientCheck.ts;
 * 2. when it splits old elements (a nim heap added for a genus digit splits Kayles heaps 5 and 9),
 *    the folded candidate refined inside the monoid (`refineQuotient`, bounded), then recalibrated
 *    by freeing the generators of its least failures (`recalibrateQuotient`), each ending at a
 *    candidate the exact check accepts;
 * 3. a rebuild (`buildMisereQuotient`).
 * Every rung proves what it returns; a limit or the deadline ends the step with a QuotientLimitError.
 * The one ladder of every growth: heap by heap (heapQuotientSteps) and position by position
 * (GrowingQuotient).
 */
export function nextQuotient(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  limits: QuotientLimits,
  log: LadderLog,
): { quotient: MisereQuotient; rung: QuotientRung } {
  // The order limit bounds the quotient, not the candidates on the way (candidateOrderLimit.ts).
  let rung: QuotientRung = 'rebuilt';
  const quotient = quotientWithinOrder(limits, (candidates) => {
    const step = climbLadder(outcomes, q, candidates, limits, log);
    rung = step.rung;
    return step.quotient;
  });
  return { quotient, rung };
}

/** The rungs in order: candidate steps under `candidates`, a rebuild under the caller's `limits`. */
function climbLadder(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  candidates: QuotientLimits,
  limits: QuotientLimits,
  log: LadderLog,
): { quotient: MisereQuotient; rung: QuotientRung } {
  const { maxOrder, maxCheckStates } = candidates;
  const existing = extendByExistingElement(outcomes, q, maxCheckStates);
  if (existing !== null) return { quotient: existing, rung: 'existing element' };
  const extended = extendByNewElement(outcomes, q, maxOrder, maxCheckStates);
  if (extended !== null) return { quotient: extended, rung: 'new element' };
  const refined = refineQuotient(outcomes, foldedCandidate(outcomes, q, 2, maxOrder), candidates, 2 * q.order + 64);
  if (refined !== null) return { quotient: refined.quotient, rung: 'refined' };
  const recalibrated = recalibrateQuotient(outcomes, foldedCandidate(outcomes, q, 2, maxOrder), candidates, undefined, log.recalibration);
  if (recalibrated.quotient !== null) return { quotient: recalibrated.quotient, rung: 'recalibrated' };
  log.recalibrationGaveUp = recalibrated.why;
  return { quotient: buildMisereQuotient(outcomes, q.count + 1, q.representatives, limits), rung: 'rebuilt' };
}
