import { NimlabError } from '../../../engine/core/errors.js';
import { FormGenus } from '../../../engine/misere/formGenus.js';
import type { Genus } from '../../../engine/misere/genus.js';
import type { MiserePhylum } from '../../../engine/misere/miserePhylum.js';
import { MisereFormSolver, MisereForms, type FormId } from '../../../engine/misere/misereForm.js';
import {
  DEFAULT_QUOTIENT_LIMITS,
  emptyQuotient,
  quotientElement,
  quotientProduct,
  type GeneratorSystem,
  type MisereQuotient,
  type QuotientDeadline,
  type QuotientLimits,
} from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import {
  newRecalibrationProgress,
  stepStopReason,
  type RecalibrationProgress,
} from '../../../engine/quotient/steps/misereQuotientRecalibration.js';
import { nextQuotient, type LadderLog } from '../../../engine/quotient/steps/stepLadder.js';
import { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
import { residentMemoryMB } from '../../../engine/quotient/memory/residentMemory.js';
import type { TakeBreakCode } from '../code/code.js';
import { heapMapPeriodSearch } from './miserePeriodicity.js';
import { proofRuleFor } from '../sequence/periodicity.js';
import { allHeapOptions, type HeapOption } from '../code/heapMoves.js';
import { takeBreakGame } from '../rules.js';

/** Largest heap a misère quotient is grown to. */
export const MAX_QUOTIENT_HEAP = 200;

/**
 * A heap game as a generator system: generator i is a heap of i + 1 tokens, its options the
 * heaps a move leaves (heaps of 0 never appear: a move leaves non-empty heaps or nothing).
 */
export function heapGeneratorSystem(code: TakeBreakCode): GeneratorSystem & { heapOptions(heap: number): HeapOption[] } {
  const cache = new Map<number, HeapOption[]>();
  const heapOptions = (heap: number): HeapOption[] => {
    let options = cache.get(heap);
    if (options === undefined) cache.set(heap, (options = allHeapOptions(code, heap)));
    return options;
  };
  // Asked for every generator of every sum the growth reads: made once per generator. The heap
  // options behind them are kept only when asked for themselves (fewer objects for the young
  // generation's collections to copy while the quotient grows).
  const generatorOptions: number[][][] = [];
  return {
    heapOptions,
    options: (g) => (generatorOptions[g] ??= generatorsOf(cache.get(g + 1) ?? allHeapOptions(code, g + 1))),
    name: (g) => String(g + 1),
  };
}

/** Heap options as generator indices (heap h is generator h − 1), by index loops: asked once per heap, cold. */
function generatorsOf(options: readonly HeapOption[]): number[][] {
  const out = new Array<number[]>(options.length);
  for (let i = 0; i < options.length; i++) {
    const parts = options[i].parts;
    const generators = new Array<number>(parts.length);
    for (let j = 0; j < parts.length; j++) generators[j] = parts[j] - 1;
    out[i] = generators;
  }
  return out;
}

/** The quotient of heaps 1..n, grown heap by heap. */
export interface HeapQuotientGrowth {
  quotient: MisereQuotient;
  /** Largest heap covered (quotient of all sums of heaps 1..upTo). */
  upTo: number;
  /** Heap at which the quotient last changed (0: it never had more than the identity). */
  lastChange: number;
  /** Order of the quotient of heaps 1..n, for n = 1..upTo. */
  orders: number[];
  /** Set when the growth stopped before the requested heap: the limit met, in one line. */
  stopped: string | null;
  /**
   * Set when the periodicity theorem proves the heap map periodic (see miserePeriodicity.ts): the
   * quotient is then the quotient of all heaps, and heap n ↦ element of heap n − period for every
   * n ≥ preperiod + period.
   */
  solved: { period: number; preperiod: number } | null;
  /** The limit met when `stopped` is set (typed, for front ends that name their own option). */
  limit?: QuotientLimitError;
  /**
   * Heaps whose quotient was rebuilt inside the monoid by refinement (misereQuotientRefinement.ts):
   * the new heap split elements of the quotient before it.
   */
  refinedAt?: number[];
  /**
   * Heaps whose quotient was rebuilt by freeing the generators of least failures
   * (misereQuotientRecalibration.ts): the new heap split elements of the quotient before it.
   */
  recalibratedAt?: number[];
}

/** One heap added: the state of the growth after it. */
export interface HeapQuotientStep {
  heap: number;
  order: number;
  /** The growth so far (what a caller stopping here shows). */
  growth: HeapQuotientGrowth;
}

/**
 * Grows the misère quotient of a heap game heap by heap up to `to`, each step proved exactly: heap
 * n first tries each element of the quotient of heaps < n (extendByExistingElement), then the folded
 * Q × ⟨b⟩ (extendByNewElement); when heap n splits old elements, that candidate refined inside the
 * monoid (refineQuotient, bounded: it settles splits such as Kayles heap 9 and 4.7's in a round or
 * two), then recalibrated by freeing the heaps of its least failures (recalibrateQuotient: the
 * splits refinement does not settle, such as Dawson's Kayles at heaps 25–33); only when none is
 * right is the quotient rebuilt by search (buildMisereQuotient). Stops by itself when the periodicity
 * theorem proves the heap map periodic (`solved`). A step that meets a limit, or a start past the
 * time limit, ends the growth; the last proved quotient is returned with the reason. `onProgress`
 * is called after each heap.
 */
export function growHeapQuotient(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
  timeLimitMs = Infinity,
  onProgress?: (heap: number, order: number) => void,
): HeapQuotientGrowth {
  const steps = heapQuotientSteps(code, to, limits, timeLimitMs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onProgress?.(step.value.heap, step.value.order);
  }
}

/**
 * The growth as an iterator: yields after each heap (so a caller can report progress, or stop
 * between heaps and still read how far it got from `current()`), returns the finished growth.
 * `stopRequested` (Ctrl-C, from a caller running this in a worker) is read where the time limit is,
 * inside a heap too: the heap being grown is dropped and the growth through the heap before it is
 * returned, `stopped` saying "interrupted (Ctrl-C) during heap n" (heap 1: the error is thrown).
 * `recalibration` is kept up to date while a heap recalibrates (reset at each heap): a caller
 * running this in a worker can pass one whose fields live in shared memory and show it while the
 * heap runs (a recalibration can take minutes between yields). `resumeFrom`, a growth this returned
 * (kept on disk between runs: cli/quotientGrowth/quotientCheckpoint.ts), is gone on from its last heap, with the
 * same steps, so it ends at the quotient an unbroken run ends at (its elements perhaps numbered
 * otherwise: caches of the run before, such as its explored check states, are not kept).
 * `clock` (milliseconds) measures the time limit: the wall clock by default; the misère census
 * passes its process's CPU time, so a loaded machine does not cut its rows short. The time is read
 * between heaps and, inside a heap, wherever the outcome search reads its deadline.
 */
export function* heapQuotientSteps(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
  timeLimitMs = Infinity,
  stopAtProof = true,
  stopRequested?: () => boolean,
  recalibration: RecalibrationProgress = newRecalibrationProgress(),
  resumeFrom?: HeapQuotientGrowth,
  clock: () => number = Date.now,
): Generator<HeapQuotientStep, HeapQuotientGrowth, void> {
  const started = clock();
  if (!Number.isSafeInteger(to) || to < 1 || to > MAX_QUOTIENT_HEAP) {
    throw new NimlabError(`the quotient grows to a heap from 1 to ${MAX_QUOTIENT_HEAP}, got ${to}`);
  }
  const maxResidentMB = limits.maxResidentMB;
  const memory = maxResidentMB === undefined ? undefined : { maxResidentMB, residentMB: residentMemoryMB };
  const deadline =
    Number.isFinite(timeLimitMs) || stopRequested || memory ? searchDeadline(clock, started, timeLimitMs, stopRequested, memory) : null;
  const outcomes = new MultisetOutcomes(heapGeneratorSystem(code), limits.maxPositions, deadline);
  const rule = proofRuleFor(code);
  // A growth resumed goes on from its last heap exactly as if it had not stopped: each heap's step
  // reads only the quotient of the heaps before it (the caches it also reads are rebuilt as needed).
  let quotient = resumeFrom?.quotient ?? emptyQuotient();
  const orders: number[] = [...(resumeFrom?.orders ?? [])];
  let lastChange = resumeFrom?.lastChange ?? 0;
  let solved: HeapQuotientGrowth['solved'] = resumeFrom?.solved ?? null;
  let proofNeeds = 0;
  const refinedAt: number[] = [...(resumeFrom?.refinedAt ?? [])];
  const recalibratedAt: number[] = [...(resumeFrom?.recalibratedAt ?? [])];
  const first = (resumeFrom?.upTo ?? 0) + 1;
  if (resumeFrom !== undefined) {
    if (resumeFrom.quotient.count !== resumeFrom.upTo || resumeFrom.orders.length !== resumeFrom.upTo) {
      throw new NimlabError(`a growth resumed must have one generator and one order per heap 1..${resumeFrom.upTo}`);
    }
    outcomes.useQuotient(quotient);
  }
  const stop = (n: number, error: QuotientLimitError): HeapQuotientGrowth => ({
    quotient,
    upTo: n - 1,
    lastChange,
    orders,
    stopped: stoppedLine(n, error, ladder.recalibrationGaveUp, recalibration),
    solved,
    limit: error,
    refinedAt,
    recalibratedAt,
  });
  // Why the recalibration of the heap being grown gave up, if it did: a limit the search that
  // follows meets is then only half the story, and the stop line says both.
  const ladder: LadderLog = { recalibration, recalibrationGaveUp: null };
  if (solved && stopAtProof) return { quotient, upTo: first - 1, lastChange, orders, stopped: null, solved, refinedAt, recalibratedAt };
  for (let n = first; n <= to; n++) {
    recalibration.rebuilds = 0;
    recalibration.largestOrder = 0;
    // The first heap of a run is always tried (a limit met there is a limit of that heap's step).
    if (n > first && clock() - started > timeLimitMs) return stop(n, new QuotientLimitError('time', timeLimitMs));
    if (n > first && stopRequested?.())
      return { ...stop(n, new QuotientLimitError('interrupted', 0)), stopped: `interrupted after heap ${n - 1}` };
    // Read between heaps too: a heap that takes an existing element may never ask the time.
    if (n > first && memory !== undefined && memory.residentMB() > memory.maxResidentMB)
      return stop(n, new QuotientLimitError('memory', memory.maxResidentMB));
    let next: MisereQuotient;
    ladder.recalibrationGaveUp = null;
    try {
      const step = nextQuotient(outcomes, quotient, limits, ladder);
      next = step.quotient;
      if (step.rung === 'refined') refinedAt.push(orders.length + 1);
      if (step.rung === 'recalibrated') recalibratedAt.push(orders.length + 1);
    } catch (error) {
      if (!(error instanceof QuotientLimitError) || n === 1) throw error;
      return stop(n, error);
    }
    if (!sameQuotient(quotient, next)) lastChange = n;
    quotient = next;
    outcomes.useQuotient(next);
    orders.push(next.order);
    // Once proven, the period holds for every heap (a later quotient is the same one). Searched
    // again only once the map (heaps 0..n) is long enough to prove one (heapMapPeriodSearch).
    if (solved === null && rule !== null && n + 1 >= proofNeeds) {
      const search = heapMapPeriodSearch(next, rule);
      solved = search.proven;
      proofNeeds = search.nextUseful;
    }
    if (solved && stopAtProof) return { quotient, upTo: n, lastChange, orders, stopped: null, solved, refinedAt, recalibratedAt };
    yield {
      heap: n,
      order: next.order,
      growth: { quotient, upTo: n, lastChange, orders, stopped: null, solved, refinedAt, recalibratedAt },
    };
  }
  // A resumed growth already past `to` is returned whole: a quotient cannot be cut back to fewer heaps.
  return { quotient, upTo: Math.max(to, first - 1), lastChange, orders, stopped: null, solved, refinedAt, recalibratedAt };
}

/**
 * The outcome search's deadline. On the wall clock it is the engine's own (`at`); on another clock
 * (CPU time) the engine's wall-clock deadline is off and the clock is read where the engine reads
 * its stop request, which then throws the time limit itself: the engine calls it wherever it reads
 * the time, and a QuotientLimitError('time') thrown there is the one its own deadline would throw.
 */
function searchDeadline(
  clock: () => number,
  started: number,
  timeLimitMs: number,
  stopRequested: (() => boolean) | undefined,
  memory: QuotientDeadline['memory'],
): QuotientDeadline {
  if (clock === Date.now) return { at: started + timeLimitMs, timeLimitMs, stopRequested, memory };
  const stopOrTime = (): boolean => {
    if (clock() - started > timeLimitMs) throw new QuotientLimitError('time', timeLimitMs);
    return stopRequested?.() ?? false;
  };
  return { at: Infinity, timeLimitMs, stopRequested: stopOrTime, memory };
}

/**
 * Why a growth ended while growing heap n, in one line: the limit met, or a stop requested. When the
 * recalibration gave up first, the limit was met by the search by sums that followed it, and the
 * line says so (0.376 at heap 20: the search's 3,000,000 stored sums, after a recalibration that did
 * not converge); when the limit stopped the recalibration itself, the line says how far it got
 * (0.6 at heap 17: the time limit, after rebuilds none of which the check accepted).
 */
function stoppedLine(
  n: number,
  error: QuotientLimitError,
  recalibrationGaveUp: string | null,
  recalibration: RecalibrationProgress,
): string {
  if (error.limit === 'interrupted') return `interrupted during heap ${n}`;
  return `stopped at heap ${n}: ${stepStopReason(error, recalibrationGaveUp, recalibration)}`;
}

/**
 * Whether adding a heap left the quotient as it was (up to isomorphism). The sums of smaller heaps
 * map onto a submonoid of the new quotient that maps onto the old one (new games only split old
 * classes), so equal orders mean both maps are bijections: same monoid, same P-portion.
 */
function sameQuotient(before: MisereQuotient, after: MisereQuotient): boolean {
  return before.order === after.order;
}

/** A move in a sum of heaps: heap number `heap` (index) replaced by `option.parts`. */
export interface HeapMove {
  heap: number;
  option: HeapOption;
}

/** Misère outcome and winning moves of a sum of heaps by monoid arithmetic in a quotient. */
export interface QuotientSumAnalysis {
  outcome: 'N' | 'P';
  element: number;
  winningMoves: HeapMove[];
}

/**
 * Reads a sum of heaps (each at most the quotient's largest heap) in the quotient: its element is
 * the product of the heaps' elements; a move wins when the product of the other heaps' element
 * with the option's element lies in the P-portion.
 */
export function analyzeByQuotient(code: TakeBreakCode, q: MisereQuotient, heaps: readonly number[]): QuotientSumAnalysis {
  const system = heapGeneratorSystem(code);
  for (const h of heaps) {
    if (!Number.isSafeInteger(h) || h < 0 || h > q.count) throw new NimlabError(`heap ${h} is outside the quotient (heaps 0..${q.count})`);
  }
  const live = heaps.filter((h) => h > 0);
  const element = quotientElement(
    q,
    live.map((h) => h - 1),
  );
  const winningMoves: HeapMove[] = [];
  const tried = new Set<number>();
  heaps.forEach((heap, index) => {
    if (heap === 0 || tried.has(heap)) return;
    tried.add(heap);
    const others = [...heaps.slice(0, index), ...heaps.slice(index + 1)].filter((h) => h > 0);
    const rest = quotientElement(
      q,
      others.map((h) => h - 1),
    );
    for (const option of system.heapOptions(heap)) {
      const after = quotientProduct(
        q,
        rest,
        quotientElement(
          q,
          option.parts.map((p) => p - 1),
        ),
      );
      if (q.losing[after]) winningMoves.push({ heap: index, option });
    }
  });
  return { outcome: q.losing[element] ? 'P' : 'N', element, winningMoves };
}

/** Misère facts about one heap: simplest form, nim heap it equals (if any), genus, phylum. */
export interface HeapMisereValue {
  heap: number;
  form: FormId;
  /** n when the heap equals the misère nim heap *n, else null. */
  nimHeap: number | null;
  genus: Genus;
  phylum: MiserePhylum;
  birthday: number;
}

/** Misère canonical forms of the heaps of a game, shared across heaps. */
export class HeapMisereForms {
  readonly forms: MisereForms;
  private readonly solver: MisereFormSolver<number>;
  private readonly genus: FormGenus;

  constructor(code: TakeBreakCode, formLimit?: number) {
    this.forms = new MisereForms(formLimit);
    this.solver = new MisereFormSolver(takeBreakGame(code), this.forms);
    this.genus = new FormGenus(this.forms);
  }

  value(heap: number): HeapMisereValue {
    const form = this.solver.formOf(heap);
    return {
      heap,
      form,
      nimHeap: this.forms.nimHeapSize(form),
      genus: this.genus.genus(form),
      phylum: this.genus.phylum(form),
      birthday: this.forms.birthday(form),
    };
  }
}
