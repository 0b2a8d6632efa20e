import { evaluateAcyclic } from '../core/acyclic.js';
import { NimlabError } from '../core/errors.js';
import { keptSetWords } from './memory/keptSetBudget.js';
import { leastQuotientFailure, type CandidateMonoid, type CheckKind } from './check/misereQuotientCheck.js';
import { interpolatedElement } from './steps/misereQuotientInterpolation.js';
import { ReachableStates } from './check/misereQuotientStates.js';
import { QuotientLimitError } from './quotientLimitError.js';

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

/**
 * How often, at most, checkTime reads the resident memory. Why a bound at all: a growth near order
 * 10,000 holds 10 GB (bench/README.md, misere-big), and a machine without it kills the process with
 * no word; stopping first shows the quotient reached and keeps it.
 */
const MEMORY_CHECK_MS = 100;

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
 * Exact misère outcomes of sums of generators, by search over sorted multisets; generators without
 * options are dropped (they can never be moved). Shared by every quotient of one system.
 */
export class MultisetOutcomes {
  private readonly losing = new Map<string, boolean>();
  /** Per generator: 1 with a move, 0 without, undefined before it is asked (an array: asked for every heap of every sum). */
  private readonly live: (0 | 1)[] = [];
  /** A proved quotient: sums of its generators get their outcome from it, without search. */
  private known: MisereQuotient | null = null;
  /** Per searched sum: whether a move into a sum the quotient covers already wins. */
  private readonly coveredWin = new Map<string, boolean>();

  constructor(
    readonly system: GeneratorSystem,
    readonly maxPositions: number = DEFAULT_QUOTIENT_LIMITS.maxPositions,
    private deadline: QuotientDeadline | null = null,
  ) {}

  /** Sets (or clears) the deadline from now on: work that must finish whatever the limit (a first, trivial step) runs before. */
  setDeadline(deadline: QuotientDeadline | null): void {
    this.deadline = deadline;
  }

  /** Lets sums of generators below `q.count` be read from a proved quotient (exact, and much faster). */
  useQuotient(q: MisereQuotient): void {
    if (this.known === null || q.count >= this.known.count) this.known = q;
  }

  /** Generator weights so far (see generatorWeights), each computed once. */
  private readonly weights: number[] = [];

  /** 1 + the heaviest option's total weight: every move lowers it (a heap of n tokens in an octal game weighs n). */
  weight(g: number): number {
    for (let h = this.weights.length; h <= g; h++) {
      const options = this.system.options(h);
      let heaviest = 0;
      for (let i = 0; i < options.length; i++) {
        let total = 0;
        for (let j = 0; j < options[i].length; j++) total += this.weights[options[i][j]];
        heaviest = Math.max(heaviest, total);
      }
      this.weights.push(1 + heaviest);
    }
    return this.weights[g];
  }

  /** Whether generator g has a move. */
  isLive(g: number): boolean {
    let live = this.live[g];
    if (live === undefined) this.live[g] = live = this.system.options(g).length > 0 ? 1 : 0;
    return live === 1;
  }

  /**
   * Words each of the exact check's pools of kept sets may hold: a share of the memory bound when
   * there is one, else 2 GiB (keptSetBudget.ts). Read when a check starts, so a deadline set later
   * (setDeadline) counts from then on.
   */
  get keptSetWords(): number {
    return keptSetWords(this.deadline?.memory?.maxResidentMB);
  }

  /** When checkTime reads the resident memory next (Date.now() time). */
  private nextMemoryCheck = 0;

  /**
   * Throws QuotientLimitError('time') once the deadline has passed, QuotientLimitError('interrupted')
   * once a stop is requested, QuotientLimitError('memory') once the resident memory is past its bound.
   */
  checkTime(): void {
    if (this.deadline === null) return;
    const now = Date.now();
    if (now > this.deadline.at) throw new QuotientLimitError('time', this.deadline.timeLimitMs);
    if (this.deadline.stopRequested?.()) throw new QuotientLimitError('interrupted', 0);
    const memory = this.deadline.memory;
    if (memory !== undefined && now >= this.nextMemoryCheck) {
      this.nextMemoryCheck = now + MEMORY_CHECK_MS;
      if (memory.residentMB() > memory.maxResidentMB) throw new QuotientLimitError('memory', memory.maxResidentMB);
    }
  }

  /** True when the sum is a misère P-position (the player to move loses). */
  isP(multiset: readonly number[]): boolean {
    this.checkTime();
    const start = multiset.filter((g) => this.isLive(g)).sort((a, b) => a - b);
    if (this.covers(start)) return quotientOutcome(this.known!, start) === 'P';
    const result = evaluateAcyclic<number[], boolean>(
      start,
      {
        key: (v) => v.join(','),
        dependencies: (v) => this.searchedFollowers(v),
        combine: (v, followers, losing) => !this.takeCoveredWin(v) && v.length > 0 && followers.every((f) => !losing(f)),
        describe: (v) => formatMultiset(v, this.system),
      },
      this.losing,
    );
    if (this.losing.size > this.maxPositions) {
      throw new QuotientLimitError('positions', this.maxPositions);
    }
    return result;
  }

  /** The note searchedFollowers left for this sum, dropped once read (each sum is combined once). */
  private takeCoveredWin(v: readonly number[]): boolean {
    const key = v.join(',');
    const win = this.coveredWin.get(key)!;
    this.coveredWin.delete(key);
    return win;
  }

  private covers(v: readonly number[]): boolean {
    return this.known !== null && (v.length === 0 || v[v.length - 1] < this.known.count);
  }

  /** Sums expanded by the search, counted so it reads the clock every 256 of them (an expansion can take a millisecond). */
  private expanded = 0;

  /** Followers the quotient does not cover; records whether a covered one is a P-position. */
  private searchedFollowers(v: readonly number[]): number[][] {
    // One search can run for minutes (0.37's heap 16): the time limit and a stop request are read inside it too.
    if ((++this.expanded & 255) === 0) this.checkTime();
    const result: number[][] = [];
    let win = false;
    for (let i = 0; i < v.length; i++) {
      if (i > 0 && v[i] === v[i - 1]) continue;
      const rest = [...v.slice(0, i), ...v.slice(i + 1)];
      for (const option of this.system.options(v[i])) {
        const follower = mergeSorted(
          rest,
          option.filter((g) => this.isLive(g)),
        );
        if (this.covers(follower)) win ||= quotientOutcome(this.known!, follower) === 'P';
        else result.push(follower);
      }
    }
    this.coveredWin.set(v.join(','), win);
    return result;
  }
}

function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);
  return out;
}

/**
 * The quotient of no generators: the monoid of the empty sum alone, which is an N-position (no
 * move: the player to move wins). What buildMisereQuotient(outcomes, 0) proves, without its search.
 */
export function emptyQuotient(): MisereQuotient {
  return { count: 0, order: 1, representatives: [[]], product: quotientTable(1), losing: [false], generatorElement: [], relations: [] };
}

/**
 * Builds the quotient of generators 0..count−1, exactly. Candidate: the states of the minimal
 * automaton reading sums generator by generator, where two sums are told apart by the outcomes
 * of adding each known representative (rounds repeat until no new representative appears). The
 * candidate is then proved: generators act commutatively, and for every reachable combination of
 * a sum's element and the elements of the sum minus one heap of each kind, "element in the
 * P-portion" agrees with "no move leads into the P-portion". By induction on sums, that makes the
 * map sum ↦ element outcome-preserving for every sum, so the (reduced) candidate is the quotient.
 */
export function buildMisereQuotient(
  outcomes: MultisetOutcomes,
  count: number,
  seeds: readonly (readonly number[])[] = [],
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
): MisereQuotient {
  const suffixes = new Map<string, readonly number[]>([['', []]]);
  for (const seed of seeds) if (seed.every((g) => g < count)) suffixes.set(seed.join(','), seed);
  for (let refinements = 0; ;) {
    const candidate = automaton(outcomes, count, [...suffixes.values()], limits.maxOrder);
    let grew = false;
    for (const rep of candidate.representatives) {
      const key = rep.join(',');
      if (!suffixes.has(key)) {
        suffixes.set(key, rep);
        grew = true;
      }
    }
    if (grew) continue;
    const noncommuting = nonCommutingSum(candidate, count);
    const quotient = noncommuting === null ? completeQuotient(outcomes, count, candidate) : null;
    const counterexample =
      quotient === null
        ? noncommuting!
        : (leastQuotientFailure(quotient, checkKinds(outcomes, quotient), limits.maxCheckStates, undefined, {
            maxKeptWinWords: outcomes.keptSetWords,
          })?.sum ?? null);
    if (counterexample === null) return quotient!;
    if (++refinements > MAX_REFINEMENTS) {
      throw new NimlabError(
        `could not prove a misère quotient for ${count} generators (candidate of order ${candidate.representatives.length})`,
      );
    }
    // The candidate merged two sums some untried sum tells apart: try the sums around the counterexample.
    for (const z of aroundSum(outcomes, counterexample)) suffixes.set(z.join(','), z);
  }
}

/** Rounds of adding suffixes after a failed proof before giving up. */
const MAX_REFINEMENTS = 16;

/** A sum, the sums one heap smaller, and its followers. */
function aroundSum(outcomes: MultisetOutcomes, v: readonly number[]): number[][] {
  const around: number[][] = [[...v]];
  for (let i = 0; i < v.length; i++) {
    const rest = [...v.slice(0, i), ...v.slice(i + 1)];
    around.push(rest);
    for (const option of outcomes.system.options(v[i]))
      around.push(
        mergeSorted(
          rest,
          [...option].sort((a, b) => a - b),
        ),
      );
  }
  return around;
}

interface Candidate {
  representatives: number[][];
  /** next[x * count + g]: the element after adding generator g. */
  next: Int32Array;
}

function automaton(outcomes: MultisetOutcomes, count: number, suffixes: readonly (readonly number[])[], maxOrder: number): Candidate {
  const representatives: number[][] = [[]];
  const bySignature = new Map<string, number>();
  const signature = (v: readonly number[]) => suffixes.map((z) => (outcomes.isP(mergeSorted(v, z)) ? '1' : '0')).join('');
  bySignature.set(signature([]), 0);
  const transitions: number[] = [];
  for (let x = 0; x < representatives.length; x++) {
    for (let g = 0; g < count; g++) {
      if (!outcomes.isLive(g)) {
        transitions[x * count + g] = x;
        continue;
      }
      const v = mergeSorted(representatives[x], [g]);
      const s = signature(v);
      let y = bySignature.get(s);
      if (y === undefined) {
        y = representatives.length;
        if (y >= maxOrder) throw new QuotientLimitError('order', maxOrder);
        representatives.push(v);
        bySignature.set(s, y);
      }
      transitions[x * count + g] = y;
    }
  }
  return { representatives, next: Int32Array.from(transitions) };
}

/** A sum x + g + h where adding g then h and adding h then g disagree, or null when generators commute. */
function nonCommutingSum(candidate: Candidate, count: number): number[] | null {
  const { representatives, next } = candidate;
  for (let x = 0; x < representatives.length; x++) {
    for (let g = 0; g < count; g++) {
      for (let h = g + 1; h < count; h++) {
        if (next[next[x * count + g] * count + h] !== next[next[x * count + h] * count + g]) {
          return mergeSorted(representatives[x], [g, h]);
        }
      }
    }
  }
  return null;
}

/** The monoid of a candidate automaton whose generators commute. */
function completeQuotient(outcomes: MultisetOutcomes, count: number, candidate: Candidate): MisereQuotient {
  const { representatives, next } = candidate;
  const order = representatives.length;
  const product = quotientTable(order);
  for (let x = 0; x < order; x++) {
    for (let y = 0; y < order; y++) {
      let z = x;
      for (const g of representatives[y]) z = next[z * count + g];
      product[x * order + y] = z;
    }
  }
  const generatorElement = Array.from({ length: count }, (_, g) => next[g]);
  const losing = representatives.map((r) => outcomes.isP(r));
  const relations = presentation(representatives, count, next, (g) => outcomes.isLive(g));
  return { count, order, representatives, product, losing, generatorElement, relations };
}

/**
 * A quotient whose presentation is made when first read (a candidate the check rejects never needs
 * it, nor does growing the quotient further), from `next` (x·g for every element x and generator g).
 * The getter is made here, in a function of its own, on purpose: V8 keeps one context per function
 * call for all the closures made in it, so a getter made inside a candidate's builder would keep
 * everything the builder's other closures use — the previous quotient's product (through a `times`
 * over it), the check states of the candidate before (the refinement's) — and each of those held
 * the one before it, heap after heap: 0.35 held 1.6 GB of typed arrays at heap 33 (order 3,078)
 * and 14.6 GB at heap 77.
 */
export function withLazyPresentation(
  parts: Omit<MisereQuotient, 'relations'>,
  next: Int32Array,
  outcomes: MultisetOutcomes,
): MisereQuotient {
  const { count } = parts;
  const representatives = parts.representatives as number[][];
  let relations: MisereQuotient['relations'] | null = null;
  return {
    ...parts,
    get relations() {
      return (relations ??= presentation(representatives, count, next, (g) => outcomes.isLive(g)));
    },
  };
}

/** Rewriting rules left → right: every sum not a representative whose every one-smaller part is one. */
export function presentation(
  representatives: readonly number[][],
  count: number,
  next: Int32Array,
  isLive: (g: number) => boolean,
): { left: number[]; right: number[] }[] {
  const isRepresentative = new Set(representatives.map((r) => r.join(',')));
  const relations: { left: number[]; right: number[] }[] = [];
  const seen = new Set<string>();
  for (let g = 0; g < count; g++) if (!isLive(g)) relations.push({ left: [g], right: [] });
  representatives.forEach((r, x) => {
    for (let g = 0; g < count; g++) {
      if (!isLive(g)) continue;
      const left = mergeSorted(r, [g]);
      const key = left.join(',');
      if (isRepresentative.has(key) || seen.has(key)) continue;
      seen.add(key);
      const reduced = left.every((_, i) => isRepresentative.has([...left.slice(0, i), ...left.slice(i + 1)].join(',')));
      if (reduced) relations.push({ left, right: representatives[next[x * count + g]] });
    }
  });
  return relations;
}

/**
 * The generators of a quotient as kinds for the exact check (misereQuotientCheck.ts): generators
 * with the same element and the same option elements act alike; each kind is named by its first
 * generator, whose weight (see generatorWeights) orders the least-failure search.
 */
export function checkKinds(outcomes: MultisetOutcomes, q: MisereQuotient): CheckKind[] {
  const known = kindsOf.get(q);
  if (known !== undefined) return known;
  const kinds = new Map<string, CheckKind>();
  for (let g = 0; g < q.count; g++) {
    if (!outcomes.isLive(g)) continue;
    const optionElements = generatorOptionElements(outcomes, q, g);
    const key = kindKey(q, q.generatorElement[g], optionElements);
    const weight = outcomes.weight(g);
    const known = kinds.get(key);
    if (known === undefined || weight < known.weight)
      kinds.set(key, { element: q.generatorElement[g], optionElements, weight, generator: g });
  }
  const result = [...kinds.values()];
  kindsOf.set(q, result);
  return result;
}

/**
 * The check kinds of quotients already built (a quotient is immutable, so they never change):
 * growing a quotient heap by heap adds one generator at a time, and recomputing the kinds of every
 * earlier heap each time would cost the square of the heaps.
 */
const kindsOf = new WeakMap<MisereQuotient, CheckKind[]>();

/**
 * What the check sees of a generator: its element a and W = { x : x·o ∈ P for some option element o }
 * (misereQuotientCheck.ts). Generators with the same a and W act alike in every sum, whatever their
 * options are: a Kayles heap past the period has more distinct option elements than the heap one
 * period smaller, but the same W.
 */
function kindKey(q: MisereQuotient, element: number, optionElements: readonly number[]): string {
  return `${element}:${winKey(q, optionElements)}`;
}

/** W of a kind of q (kept: a kind belongs to one monoid, and is asked again at every heap). */
function kindWinKey(q: MisereQuotient, kind: CheckKind): string {
  let key = winKeys.get(kind);
  if (key === undefined) winKeys.set(kind, (key = winKey(q, kind.optionElements)));
  return key;
}

const winKeys = new WeakMap<CheckKind, string>();

/**
 * The first of these kinds (of q) whose W has this key, by a map per kind list: a growth asks it at
 * every heap, over every kind so far.
 */
function kindWithWin(q: MisereQuotient, kinds: readonly CheckKind[], key: string): CheckKind | undefined {
  return kindsByWinOf(q, kinds).get(key);
}

/** Each W key of these kinds (of q) ↦ the first kind with it. */
function kindsByWinOf(q: MisereQuotient, kinds: readonly CheckKind[]): Map<string, CheckKind> {
  let byWin = kindsByWin.get(kinds);
  if (byWin === undefined) {
    byWin = new Map();
    for (let i = 0; i < kinds.length; i++) {
      const win = kindWinKey(q, kinds[i]);
      if (!byWin.has(win)) byWin.set(win, kinds[i]);
    }
    kindsByWin.set(kinds, byWin);
  }
  return byWin;
}

const kindsByWin = new WeakMap<readonly CheckKind[], Map<string, CheckKind>>();

/** W of a generator with these option elements: its bit set over the elements, as 32-bit words in a string. */
function winKey(q: MisereQuotient, optionElements: readonly number[]): string {
  const { order, product, losing } = q;
  const words = new Uint32Array((order + 31) >>> 5);
  for (let x = 0; x < order; x++) {
    for (let i = 0; i < optionElements.length; i++) {
      if (losing[product[x * order + optionElements[i]]]) {
        words[x >>> 5] |= 1 << (x & 31);
        break;
      }
    }
  }
  return words.join(',');
}

/** The distinct elements of generator g's options in q, sorted. */
export function generatorOptionElements(outcomes: MultisetOutcomes, q: MisereQuotient, g: number): number[] {
  // Marked over the elements, then read in order: no Set, spread or sort (asked for every heap).
  const options = outcomes.system.options(g);
  const seen = new Uint8Array(q.order);
  for (let i = 0; i < options.length; i++) seen[quotientElement(q, options[i])] = 1;
  const elements: number[] = [];
  for (let x = 0; x < q.order; x++) if (seen[x] === 1) elements.push(x);
  return elements;
}

/** generatorOptionElements in q, each generator's computed once (a sum's options ask for its generators'). */
export function optionElementsIn(outcomes: MultisetOutcomes, q: MisereQuotient): (g: number) => readonly number[] {
  const known: (readonly number[] | undefined)[] = [];
  return (g) => (known[g] ??= generatorOptionElements(outcomes, q, g));
}

/**
 * The elements of the options of a sum of generators (sorted, each below q.count) in q: for each
 * distinct generator h of it, (the sum without one h)·o for each option element o of h. May repeat.
 */
export function sumOptionElements(q: MisereQuotient, sum: readonly number[], optionElementsOf: (g: number) => readonly number[]): number[] {
  const { order, product, generatorElement } = q;
  const out: number[] = [];
  for (let i = 0; i < sum.length; i++) {
    if (i > 0 && sum[i - 1] === sum[i]) continue;
    let rest = 0;
    for (let j = 0; j < sum.length; j++) if (j !== i) rest = product[rest * order + generatorElement[sum[j]]];
    const elements = optionElementsOf(sum[i]);
    for (let t = 0; t < elements.length; t++) out.push(product[rest * order + elements[t]]);
  }
  return out;
}

/**
 * A weight per generator that every move lowers: 1 + the heaviest option's total weight (a heap of
 * n tokens in an octal game weighs n). Sums ordered by total weight put options first.
 */
export function generatorWeights(outcomes: MultisetOutcomes, count: number): number[] {
  return Array.from({ length: count }, (_, g) => outcomes.weight(g));
}

/**
 * The quotient of generators 0..q.count when the new generator q.count is equivalent to an element
 * already in q (the quotient does not grow), else null. A generator with the W of an earlier kind, or
 * one the mex interpolation principle settles from the states explored so far
 * (misereQuotientInterpolation.ts), takes its element without a check. Else each element a is tried only if it passes
 * the (★) condition of misereQuotientCheck.ts at the sums "new generator + representative of y"
 * for every y, read with a as the new generator's image; the survivor must pass the exact check.
 * Surjective, reduced (q is) and outcome-right, it is then the quotient.
 */
export function extendByExistingElement(outcomes: MultisetOutcomes, q: MisereQuotient, maxCheckStates: number): MisereQuotient | null {
  const g = q.count;
  const { order, product, losing } = q;
  if (!outcomes.isLive(g)) return withGenerator(outcomes, q, 0);
  const optionElements = generatorOptionElements(outcomes, q, g);
  const baseKinds = checkKinds(outcomes, q);
  // A generator with the W of an earlier kind, mapped to that kind's element, is that kind for the
  // check, which sees a generator only through its element and W: the check visits the same states
  // and passes as it did for q, so this is the quotient (no other element can be).
  const newKey = winKey(q, optionElements);
  const same = kindWithWin(q, baseKinds, newKey);
  if (same !== undefined) {
    const trial = withGenerator(outcomes, q, same.element);
    kindsOf.set(trial, baseKinds);
    return trial;
  }
  const winsAt = Uint8Array.from({ length: order }, (_, x) => (optionElements.some((o) => losing[product[x * order + o]]) ? 1 : 0));
  const weight = outcomes.weight(g);
  // The mex interpolation principle, on the states explored so far (no exploring): it settles most
  // heaps of a quotient that has stopped growing (Kayles past heap 27).
  const known = statesOf.get(product);
  if (known !== undefined) {
    const wins = new Uint32Array((order + 31) >>> 5);
    winsAt.forEach((w, x) => (wins[x >>> 5] |= w << (x & 31)));
    const a = interpolatedElement(q, known, wins);
    if (a >= 0) {
      const trial = withGenerator(outcomes, q, a);
      const kinds = [...baseKinds, { element: a, optionElements, weight, generator: g }];
      kindsOf.set(trial, kinds);
      // The next heap looks its W up among these kinds: the map grows by the new kind, not from scratch.
      const byWin = new Map(kindsByWinOf(q, baseKinds));
      if (!byWin.has(newKey)) byWin.set(newKey, kinds[kinds.length - 1]);
      kindsByWin.set(kinds, byWin);
      return trial;
    }
  }
  // Per element y, the elements of the options of its representative sum.
  const optionElementsOf = optionElementsIn(outcomes, q);
  const repOptions = q.representatives.map((rep) => sumOptionElements(q, rep, optionElementsOf));
  const states = reachableStatesOf(outcomes, q, baseKinds, maxCheckStates);
  for (let a = 0; a < order; a++) {
    let plausible = true;
    for (let y = 0; y < order && plausible; y++) {
      const predictedP = losing[product[a * order + y]];
      const trueP = winsAt[y] === 0 && repOptions[y].every((o) => !losing[product[a * order + o]]);
      plausible = predictedP === trueP;
    }
    if (!plausible) continue;
    const trial = withGenerator(outcomes, q, a);
    const kind = { element: a, optionElements, weight, generator: g };
    const kinds = [...baseKinds, kind];
    if (
      states === null
        ? leastQuotientFailure(trial, kinds, maxCheckStates, undefined, { maxKeptWinWords: outcomes.keptSetWords }) === null
        : states.extend([kind], true)
    ) {
      kindsOf.set(trial, kinds);
      return trial;
    }
  }
  return null;
}

/**
 * The checked states of q's monoid, kept across the quotients that share it (adding a heap equal to
 * an element keeps the monoid): closed under q's kinds, every one right. Null when they are not all
 * right (a quotient not built by this module), and the caller checks from scratch.
 */
function reachableStatesOf(
  outcomes: MultisetOutcomes,
  q: MisereQuotient,
  kinds: readonly CheckKind[],
  maxCheckStates: number,
): ReachableStates | null {
  let states = statesOf.get(q.product);
  if (states === undefined) {
    states = checkStates(outcomes, q, maxCheckStates);
    statesOf.set(q.product, states);
  }
  return states.extend(kinds, true) ? states : null;
}

const statesOf = new WeakMap<MisereQuotient['product'], ReachableStates>();

/**
 * New, empty check states of a candidate for a growth's outcomes: they obey its time limit and stop
 * request (checkTime) and keep their sets within its memory bound's share (keptSetWords).
 */
export function checkStates(outcomes: MultisetOutcomes, candidate: CandidateMonoid, maxCheckStates: number): ReachableStates {
  return new ReachableStates(candidate, maxCheckStates, () => outcomes.checkTime(), { maxKeptWords: outcomes.keptSetWords });
}

/**
 * Keeps states another module explored for q, all right and closed under every generator of q
 * (the refinement's last round), for q's next heaps: extendByExistingElement then starts from them
 * instead of exploring them again.
 */
export function keepCheckedStates(q: MisereQuotient, states: ReachableStates): void {
  if (states.monoid === q) statesOf.set(q.product, states);
}

/**
 * The exact check of a candidate (misereQuotientCheck.ts) by exploring all its states, which are
 * then kept for the quotient's next heaps (extendByExistingElement starts from them instead of
 * exploring them again). True when every sum of its generators is predicted right.
 */
export function provedByStates(outcomes: MultisetOutcomes, candidate: MisereQuotient, maxCheckStates: number): boolean {
  const states = checkStates(outcomes, candidate, maxCheckStates);
  if (!states.extend(checkKinds(outcomes, candidate), true)) return false;
  statesOf.set(candidate.product, states);
  return true;
}

/**
 * q with one more generator g, mapped to element a. The presentation gains one relation, g = rep(a)
 * (g = 0 when g has no move): g is in no representative, so the only sum with g whose every
 * one-smaller part is a representative is g alone. It goes where presentation() would list it, when
 * first read (growing a quotient never reads it; a folded candidate's presentation costs more than
 * its check).
 */
function withGenerator(outcomes: MultisetOutcomes, q: MisereQuotient, a: number): MisereQuotient {
  const g = q.count;
  const generatorElement = [...q.generatorElement, a];
  const live = outcomes.isLive(g);
  const added: AddedGenerator = {
    parent: q,
    relation: { left: [g], right: live ? q.representatives[a] : [] },
    live,
    isLive: (h) => outcomes.isLive(h),
    relations: null,
  };
  const { order, representatives, product, losing } = q;
  const trial: MisereQuotient = {
    count: g + 1,
    order,
    representatives,
    product,
    losing,
    generatorElement,
    get relations() {
      return relationsWithAdded(added);
    },
  };
  addedTo.set(trial, added);
  return trial;
}

/** What withGenerator added to its parent's presentation, and the result once computed. */
interface AddedGenerator {
  parent: MisereQuotient;
  relation: { left: number[]; right: readonly number[] };
  live: boolean;
  isLive: (g: number) => boolean;
  relations: MisereQuotient['relations'] | null;
}

const addedTo = new WeakMap<MisereQuotient, AddedGenerator>();

/**
 * The relations of a quotient made by withGenerator: up its chain of parents (an explicit loop: a
 * growth of thousands of generators would be as deep) to the first with relations at hand, then
 * each added relation inserted going down.
 */
function relationsWithAdded(added: AddedGenerator): MisereQuotient['relations'] {
  const chain: AddedGenerator[] = [];
  let at: AddedGenerator | undefined = added;
  while (at !== undefined && at.relations === null) {
    chain.push(at);
    at = addedTo.get(at.parent);
  }
  let relations = at?.relations ?? chain[chain.length - 1].parent.relations;
  for (let i = chain.length - 1; i >= 0; i--) {
    const { relation, live, isLive } = chain[i];
    const before = (r: { left: readonly number[]; right: readonly number[] }) => r.left.length === 1 && (live || !isLive(r.left[0]));
    let position = 0;
    while (position < relations.length && before(relations[position])) position++;
    relations = [...relations.slice(0, position), relation, ...relations.slice(position)];
    chain[i].relations = relations;
  }
  return relations;
}
