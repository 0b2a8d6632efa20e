import type { MisereQuotient, QuotientLimits } from './misereQuotient.js';
import { QuotientLimitError } from './quotientLimitError.js';

/**
 * Largest order a candidate may reach on the way to a quotient: up to three times the caller's
 * limit (the folded candidate of tail 2 has 3 × order elements before it is reduced), but no more
 * than 4096 elements, so that a candidate's table (order² entries) stays within tens of MB whatever
 * the limit; a limit of 4096 or more gets no allowance.
 */
export function candidateOrderLimit(maxOrder: number): number {
  return Math.max(maxOrder, Math.min(3 * maxOrder, 4096));
}

/**
 * One step of a growing quotient (a generator added), with the order limit held against the
 * quotient the step ends at, not against the candidates met on the way. A folded, refined or
 * recalibrated candidate is larger than the quotient it leads to (0.35 heap 11: candidates past
 * 512 elements, a quotient of 426; issue 39), so `step` is given limits whose maxOrder is
 * candidateOrderLimit, for its candidate steps; a rebuild by automaton (buildMisereQuotient)
 * never has more states than the quotient and keeps the caller's `limits`. A candidate past even
 * the allowance stops the step with an error that says a candidate passed the limit.
 */
export function quotientWithinOrder(limits: QuotientLimits, step: (candidateLimits: QuotientLimits) => MisereQuotient): MisereQuotient {
  const candidateLimits: QuotientLimits = { ...limits, maxOrder: candidateOrderLimit(limits.maxOrder) };
  let next: MisereQuotient;
  try {
    next = step(candidateLimits);
  } catch (error) {
    const candidatePassed = error instanceof QuotientLimitError && error.limit === 'order' && error.value !== limits.maxOrder;
    if (candidatePassed) throw new QuotientLimitError('order', limits.maxOrder, candidateLimits.maxOrder);
    throw error;
  }
  if (next.order > limits.maxOrder) throw new QuotientLimitError('order', limits.maxOrder, undefined, next.order);
  return next;
}
