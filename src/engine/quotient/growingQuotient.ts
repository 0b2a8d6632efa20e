import {
  DEFAULT_QUOTIENT_LIMITS,
  quotientElement,
  type GeneratorSystem,
  type MisereQuotient,
  type QuotientDeadline,
  type QuotientLimits,
} from './misereQuotient.js';
import { MultisetOutcomes } from './multisetOutcomes.js';
import { presentation } from './quotientRelations.js';
import { newRecalibrationProgress } from './steps/misereQuotientRecalibration.js';
import { nextQuotient, type LadderLog } from './steps/stepLadder.js';

/**
 * The misère quotient of a generator system that grows one generator at a time (a heap game with
 * nim heaps added on demand, the positions of a user's game in an order where options come first):
 * after `addUpTo(n)` it is the quotient of all sums of generators 0..n−1, each step proved.
 *
 * A step first tries a generator h already present with the same set of option elements: the new
 * generator g gets h's element (`twinOf`, proved there, no search); else it climbs the ladder every
 * growth shares (steps/stepLadder.ts: an existing element, a new one, refinement, recalibration, a
 * rebuild). Limits and the deadline end a step with a QuotientLimitError; the quotient before it
 * stays readable.
 */
export class GrowingQuotient implements LadderLog {
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
      const next =
        twin === undefined ? nextQuotient(outcomes, q, limits, this).quotient : withTwinGenerator(outcomes, q, q.generatorElement[twin]);
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

/** q with one more generator, mapped to element a (its twin's), the presentation made at once (steps/withGenerator.ts makes it when read). */
function withTwinGenerator(outcomes: MultisetOutcomes, q: MisereQuotient, a: number): MisereQuotient {
  const count = q.count + 1;
  const generatorElement = [...q.generatorElement, a];
  const next = new Int32Array(q.order * count);
  for (let x = 0; x < q.order; x++) for (let h = 0; h < count; h++) next[x * count + h] = q.product[x * q.order + generatorElement[h]];
  const relations = presentation(q.representatives as number[][], count, next, (h) => outcomes.isLive(h));
  return { ...q, count, generatorElement, relations };
}
