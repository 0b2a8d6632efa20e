import type { CheckKind } from './check/candidate.js';
import type { ReachableStates } from './check/misereQuotientStates.js';
import type { MisereQuotient, QuotientTable } from './misereQuotient.js';
import type { AddedGenerator } from './steps/withGenerator.js';

/**
 * What one growth keeps about the quotients it built, from one heap to the next: a field of the
 * growth's MultisetOutcomes (`outcomes.memo`), so it is held by whoever holds the growth and goes
 * with it. Each map is weak: an entry lasts as long as the quotient (or kind, or monoid) it is
 * about, and quotients are immutable, so an entry never goes stale.
 */
export class GrowthMemo {
  /**
   * Each quotient's check kinds (check/checkKinds.ts). Growing a quotient heap by heap adds one
   * generator at a time, and recomputing the kinds of every earlier heap each time would cost the
   * square of the heaps.
   */
  readonly kindsOf = new WeakMap<MisereQuotient, CheckKind[]>();
  /** W of a kind, as a key (a kind belongs to one monoid, and is asked again at every heap). */
  readonly winKeyOf = new WeakMap<CheckKind, string>();
  /** Per kind list: each W key of its kinds ↦ the first kind with it (asked at every heap, over every kind so far). */
  readonly kindsByWin = new WeakMap<readonly CheckKind[], Map<string, CheckKind>>();
  /**
   * The checked states of a monoid (check/checkedStates.ts), by its product table: shared by the
   * quotients with that monoid (adding a heap equal to an element keeps the monoid).
   */
  readonly statesOf = new WeakMap<QuotientTable, ReachableStates>();
  /**
   * Per quotient, its folded candidates Q × ⟨b⟩ by tail (steps/misereQuotientExtension.ts): a heap
   * that splits elements asks for one up to three times (the check, the refinement, the recalibration).
   */
  readonly foldedOf = new WeakMap<MisereQuotient, { tail: number; candidate: MisereQuotient }[]>();
  /** What steps/withGenerator.ts added to a quotient's parent, to read its presentation up the chain. */
  readonly addedTo = new WeakMap<MisereQuotient, AddedGenerator>();
}
