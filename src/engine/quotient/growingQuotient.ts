import {
  buildMisereQuotient,
  DEFAULT_QUOTIENT_LIMITS,
  extendByExistingElement,
  MultisetOutcomes,
  presentation,
  quotientElement,
  type GeneratorSystem,
  type MisereQuotient,
  type QuotientDeadline,
  type QuotientLimits,
} from './misereQuotient.js';
import { extendByNewElement, foldedCandidate } from './steps/misereQuotientExtension.js';
import {
  newRecalibrationProgress,
  recalibrateQuotient,
  type RecalibrationGiveUp,
  type RecalibrationResult,
} from './steps/misereQuotientRecalibration.js';
import { refineQuotient } from './steps/misereQuotientRefinement.js';
import { quotientWithinOrder } from './candidateOrderLimit.js';

/**
 * The misère quotient of a generator system that grows one generator at a time (a heap game with
 * nim heaps added on demand, the positions of a user's game in an order where options come first):
 * after `addUpTo(n)` it is the quotient of all sums of generators 0..n−1, each step proved.
 *
 * A step tries, cheapest first:
 * 1. a generator h already present with the same set of option elements: the new generator g gets
 *    h's element (`twinOf`, proved there, no search);
 * 2. g as an element already present (`extendByExistingElement`), or as a new element folded onto
 *    the old quotient (`extendByNewElement`), each held to the exact check of misereQuotientCheck.ts;
 * 3. when g splits old elements (a nim heap added for a genus digit splits Kayles heaps 5 and 9),
 *    the folded candidate refined inside the monoid (`refineQuotient`, bounded), then recalibrated
 *    by freeing the generators of its least failures (`recalibrateQuotient`), each ending at a
 *    candidate the exact check accepts;
 * 4. a rebuild (`buildMisereQuotient`).
 * Limits and the deadline end a step with a QuotientLimitError; the quotient before it stays readable.
 */
export class GrowingQuotient {
  readonly outcomes: MultisetOutcomes;
  private current: MisereQuotient;
  /** Per generator covered: its option elements, sorted and joined (the key `twinOf` looks up). */
  private readonly optionKeys = new Map<string, number>();
  /**
   * Why the recalibration of the generator being added gave up, if it did (null otherwise): a limit
   * met by the rebuild that follows is then only half of why the step stopped.
   */
  recalibrationGaveUp: string | null = null;
  /** How far the recalibration of the generator being added got, if it started (reset each step). */
  readonly recalibration = newRecalibrationProgress();

  constructor(
    readonly system: GeneratorSystem,
    private readonly limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
    deadline: QuotientDeadline | null = null,
  ) {
    this.outcomes = new MultisetOutcomes(system, limits.maxPositions, deadline);
    // No generators: the monoid of the empty sum alone, which is an N-position (no move: the player to move wins).
    this.current = {
      count: 0,
      order: 1,
      representatives: [[]],
      product: Int32Array.of(0),
      losing: [false],
      generatorElement: [],
      relations: [],
    };
  }

  /** The quotient of the generators added so far. */
  get quotient(): MisereQuotient {
    return this.current;
  }

  /** Adds generators until `count` are covered. */
  addUpTo(count: number): MisereQuotient {
    const { outcomes, limits } = this;
    while (this.current.count < count) {
      const q = this.current;
      const key = this.optionKey(q, q.count);
      const twin = this.optionKeys.get(key);
      this.recalibrationGaveUp = null;
      this.recalibration.rebuilds = 0;
      this.recalibration.largestOrder = 0;
      // The order limit bounds the quotient, not the candidates on the way (quotientWithinOrder).
      const next = quotientWithinOrder(
        limits,
        (candidates) =>
          (twin === undefined ? null : withGenerator(outcomes, q, q.generatorElement[twin])) ??
          extendByExistingElement(outcomes, q, limits.maxCheckStates) ??
          extendByNewElement(outcomes, q, candidates.maxOrder, limits.maxCheckStates) ??
          refineQuotient(outcomes, foldedCandidate(outcomes, q, 2, candidates.maxOrder), candidates, 2 * q.order + 64)?.quotient ??
          this.recalibrated(
            recalibrateQuotient(outcomes, foldedCandidate(outcomes, q, 2, candidates.maxOrder), candidates, undefined, this.recalibration),
          ) ??
          buildMisereQuotient(outcomes, q.count + 1, q.representatives, limits),
      );
      this.current = next;
      outcomes.useQuotient(next);
      if (next.product === q.product) {
        // The same elements (the new generator mapped to one of them): the keys stay valid.
        if (!this.optionKeys.has(key)) this.optionKeys.set(key, q.count);
      } else {
        // Elements were renumbered: every generator's key is read again in the new quotient.
        this.optionKeys.clear();
        for (let g = next.count - 1; g >= 0; g--) this.optionKeys.set(this.optionKey(next, g), g);
      }
    }
    return this.current;
  }

  private recalibrated(result: RecalibrationResult | RecalibrationGiveUp): MisereQuotient | null {
    if (result.quotient === null) this.recalibrationGaveUp = result.why;
    return result.quotient;
  }

  /**
   * The option elements of generator g in q, as a key (with whether g can move at all).
   *
   * Twins. Let h < g have the same key as g in the quotient Q of generators 0..g−1, and extend the
   * map Φ of Q by Φ(g) = Φ(h). Every sum is then predicted right: for a sum G, by induction on the
   * number of copies of g in G and then on G's size, with G = g + Y: the options of G are g′ + Y and
   * g + Y′, those of h + Y are h′ + Y and h + Y′; the same key gives the same set of elements
   * Φ(g′ + Y) as Φ(h′ + Y), and Φ(g + Y′) = Φ(h + Y′); G and h + Y both have a move or neither.
   * The options of G are smaller, so predicted right, and G is P exactly when none is P, as for
   * h + Y, which has fewer copies of g, so is predicted right, and Φ(G) = Φ(h + Y). The extended map
   * adds no element, so it stays reduced: it is the quotient of generators 0..g (Plambeck & Siegel,
   * J. Combin. Theory Ser. A 115 (2008), §3; the same step proves the periodicity theorem).
   */
  private optionKey(q: MisereQuotient, g: number): string {
    const elements = new Set<number>();
    for (const option of this.system.options(g))
      elements.add(
        quotientElement(
          q,
          option.filter((h) => this.outcomes.isLive(h)),
        ),
      );
    return [...elements].sort((a, b) => a - b).join(',') + (this.outcomes.isLive(g) ? '' : '/dead');
  }
}

/** q with one more generator, mapped to element a. */
function withGenerator(outcomes: MultisetOutcomes, q: MisereQuotient, a: number): MisereQuotient {
  const count = q.count + 1;
  const generatorElement = [...q.generatorElement, a];
  const next = new Int32Array(q.order * count);
  for (let x = 0; x < q.order; x++) for (let h = 0; h < count; h++) next[x * count + h] = q.product[x * q.order + generatorElement[h]];
  const relations = presentation(q.representatives as number[][], count, next, (h) => outcomes.isLive(h));
  return { ...q, count, generatorElement, relations };
}
