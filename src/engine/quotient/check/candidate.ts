/**
 * What the exact check (misereQuotientCheck.ts) reads of a candidate and returns: the monoid with
 * its P-portion, its generators as kinds, and a failing sum.
 */

/** Generators that act alike in the check: the same image and the same option images. */
export interface CheckKind {
  /** a_k: the element of the generator. */
  readonly element: number;
  /** Elements of the generator's options (each a sum of generators); empty for a generator with no move. */
  readonly optionElements: readonly number[];
  /** Tokens of the smallest generator of this kind (the cost of adding it in the least-failure order). */
  readonly weight: number;
  /** That generator's index, to name a failing sum. */
  readonly generator: number;
}

/** A sum where the candidate predicts the wrong misère outcome, with its true outcome. */
export interface QuotientFailure {
  /** Generator indices, sorted. */
  readonly sum: number[];
  readonly outcome: 'N' | 'P';
}

/** The monoid part of a candidate: `product[x * order + y]`, element 0 the identity. */
export interface CandidateMonoid {
  readonly order: number;
  readonly product: ArrayLike<number>;
  readonly losing: ArrayLike<boolean>;
}
