/**
 * The misère quotient as data: the generator system it is of, the limits and deadline of building
 * one, the monoid with its P-portion and presentation, and reading a sum's element and outcome off
 * it (Plambeck, "Taming the wild in impartial combinatorial games", Integers 5 (2005); Plambeck &
 * Siegel, "Misère quotients for impartial games", J. Combin. Theory Ser. A 115 (2008) 593–622).
 * Building one: buildMisereQuotient.ts (from scratch), growingQuotient.ts and steps/ (heap by heap).
 */

/**
 * A closed set of impartial games given by generators (heaps of a heap game, say): generator i is
 * a game whose options are sums of generators, each listed as a multiset of generator indices.
 * Every sum of generators is then in the set, and so are all its options. The options of generator
 * i use generators below i only (heaps: smaller heaps), so generators 0..n−1 are closed too.
 */
export interface GeneratorSystem {
  /** Options of generator `g`: each a sorted list of generator indices (the empty list is 0). */
  options(g: number): readonly (readonly number[])[];
  /** How a generator is written in presentations and element names. */
  name(g: number): string;
}

/** When quotient construction gives up: it names the limit in a NimlabError. */
export interface QuotientLimits {
  /** Largest quotient built. */
  maxOrder: number;
  /** Sums whose misère outcome the search may store. */
  maxPositions: number;
  /** States the exact check of a candidate quotient may visit. */
  maxCheckStates: number;
  /**
   * Resident memory of the process, in MB, past which a growth stops (QuotientLimitError('memory'))
   * with what it reached; read where the platform tells it (residentMemory.ts). None when absent.
   */
  maxResidentMB?: number;
}

/** When the outcome search must stop (Date.now() past `at`, or a stop requested), and the limit to name then. */
export interface QuotientDeadline {
  at: number;
  timeLimitMs: number;
  /**
   * A caller's request to stop now (Ctrl-C in a front end), read wherever the time is: a plain
   * function, so the engine knows nothing of signals or threads. True ends the work with
   * QuotientLimitError('interrupted').
   */
  stopRequested?: () => boolean;
  /**
   * The process's resident memory, for a bound on it (with `maxResidentMB`), read wherever the
   * time is but at most every MEMORY_CHECK_MS: a plain function, as `stopRequested` is, so the
   * reading can be replaced (heapQuotientSteps passes residentMemory.ts's, which asks Node and is 0
   * in a browser; a test passes its own).
   */
  memory?: { maxResidentMB: number; residentMB: () => number };
}

export const DEFAULT_QUOTIENT_LIMITS: QuotientLimits = { maxOrder: 512, maxPositions: 3_000_000, maxCheckStates: 2_000_000 };

/**
 * The misère quotient of the sums of generators 0..count−1 (Plambeck; Plambeck & Siegel 2008): the
 * commutative monoid of those sums modulo indistinguishability (G ≡ H when G + X and H + X have the
 * same misère outcome for every sum X), with its P-portion. Element 0 is the identity (the empty sum).
 */
export interface MisereQuotient {
  /** Generators the quotient covers: 0..count−1. */
  readonly count: number;
  readonly order: number;
  /** Each element's shortest representative: a sorted multiset of generators. */
  readonly representatives: readonly (readonly number[])[];
  /** `product[x * order + y]` = x·y: 16 bits an entry below 65536 elements (see quotientTable). */
  readonly product: QuotientTable;
  /** Elements in the P-portion: sums of these classes are misère P-positions. */
  readonly losing: readonly boolean[];
  /** The element each generator maps to. */
  readonly generatorElement: readonly number[];
  /** A presentation: generators with these relations (left = right, as multisets) give the monoid. */
  readonly relations: readonly { left: readonly number[]; right: readonly number[] }[];
}

/**
 * A multiplication table of order² entries. An element fits in 16 bits while the order is at most
 * 65536, which halves the table against 32-bit entries: 200 MB instead of 400 MB at order 10,000.
 */
export type QuotientTable = Uint16Array | Int32Array;

/** A zeroed table for a quotient of this order, in the narrowest type its elements fit. */
export function quotientTable(order: number): QuotientTable {
  return order <= 1 << 16 ? new Uint16Array(order * order) : new Int32Array(order * order);
}

/** x·y in a quotient. */
export function quotientProduct(q: MisereQuotient, x: number, y: number): number {
  return q.product[x * q.order + y];
}

/** The element of a sum of generators (each index < q.count). */
export function quotientElement(q: MisereQuotient, generators: Iterable<number>): number {
  // An array by index (the growth asks this for every option of every heap; a for…of allocates
  // until V8 optimises it).
  const list = Array.isArray(generators) ? (generators as readonly number[]) : [...generators];
  let x = 0;
  for (let i = 0; i < list.length; i++) {
    const g = list[i];
    if (!(g >= 0 && g < q.count)) throw new RangeError(`generator ${g} is outside this quotient (0..${q.count - 1})`);
    x = q.product[x * q.order + q.generatorElement[g]];
  }
  return x;
}

/** Misère outcome of a sum of generators read from the quotient. */
export function quotientOutcome(q: MisereQuotient, generators: Iterable<number>): 'N' | 'P' {
  return q.losing[quotientElement(q, generators)] ? 'P' : 'N';
}

/** An element written as its representative sum, `0` for the identity. */
export function formatQuotientElement(q: MisereQuotient, system: Pick<GeneratorSystem, 'name'>, x: number): string {
  return formatMultiset(q.representatives[x], system);
}

export function formatMultiset(multiset: readonly number[], system: Pick<GeneratorSystem, 'name'>): string {
  return multiset.length === 0 ? '0' : multiset.map((g) => system.name(g)).join('+');
}

/**
 * The quotient of no generators: the monoid of the empty sum alone, which is an N-position (no
 * move: the player to move wins). What buildMisereQuotient(outcomes, 0) proves, without its search.
 */
export function emptyQuotient(): MisereQuotient {
  return { count: 0, order: 1, representatives: [[]], product: quotientTable(1), losing: [false], generatorElement: [], relations: [] };
}
