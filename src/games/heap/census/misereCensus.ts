import { NimlabError } from '../../../engine/core/errors.js';
import { DEFAULT_QUOTIENT_LIMITS, type MisereQuotient, type QuotientLimits } from '../../../engine/quotient/misereQuotient.js';
import { analyzeMonoid } from '../../../engine/quotient/monoidAnalysis.js';
import { QuotientLimitError, type QuotientLimit } from '../../../engine/quotient/quotientLimitError.js';
import { expandCodePatterns } from './pattern.js';
import { simplerCode } from './equivalence.js';
import { heapQuotientSteps, MAX_QUOTIENT_HEAP, type HeapQuotientGrowth } from '../misere/misere.js';
import { solvedHeapElement } from '../misere/miserePeriodicity.js';
import { parseTakeBreakCode } from '../code/parseCode.js';

/**
 * The misère census: the misère quotient (Plambeck & Siegel, "Misère quotients for impartial
 * games", J. Combin. Theory Ser. A 115 (2008) 593–622) of every code a census pattern names, each
 * grown heap by heap until the periodicity theorem proves it the quotient of all heaps
 * (miserePeriodicity.ts) or until a stated limit (heap, order, time, search size). It is the table
 * Plambeck published for the two- and three-digit octal games (plambeck.org, "misère octal games",
 * and the tables of Plambeck–Siegel 2008 §6), computed here from the rules.
 */

/** How the quotient is classified (MisereSolver's -analyze; monoidAnalysis.ts). */
export interface QuotientClass {
  /** 'T2' ⟨a | a² = 1⟩, 'T6' ⟨a, b | a² = 1, b³ = b⟩ (the tame quotients), or null (not tame). */
  tame: 'T2' | 'T6' | null;
  idempotents: number;
  /** Order of the kernel (the least ideal, a group). */
  kernel: number;
  /** In words, for tables: "tame ⟨a | a² = 1⟩", or "wild: 3 idempotents, kernel 2". */
  text: string;
}

/** Why a code's growth ended without a proof. */
export interface CensusStop {
  /** The limit met: a QuotientLimit, or 'interrupted' (the caller stopped the census). */
  limit: QuotientLimit | 'interrupted';
  /** The limit's value (heaps, elements, milliseconds, …), null when interrupted. */
  value: number | null;
  /** In one line, e.g. "stopped at heap 20: the time limit of 1 s was reached". */
  message: string;
}

/** One row of the census: a code, or several codes with the same quotient and heap map. */
export interface MisereCensusRow {
  /** The simplest code of the row (fewest digits, then smallest). */
  code: string;
  /**
   * Every code of the row, `code` first: codes whose quotients are isomorphic with the same heap
   * ↦ element map for every heap (so every sum of heaps has the same misère outcome). Only solved
   * codes share rows: an unsolved one is known only up to its heap.
   */
  members: string[];
  status: 'solved' | 'unsolved';
  /** Order of the quotient of heaps 1..heaps. */
  order: number;
  /** Elements in the P-portion. */
  pPortion: number;
  /** Largest heap covered: the quotient is that of all sums of heaps 1..heaps. */
  heaps: number;
  /** The heap at which the periodicity theorem proved the heap map periodic (solved rows). */
  solvedAt: number | null;
  /** Heap n ↦ element of heap n − period for n ≥ preperiod + period (solved rows). */
  period: number | null;
  preperiod: number | null;
  /** Heap at which the quotient last grew. */
  lastChange: number;
  /** Order of the quotient of heaps ≤ 1, 2, …, heaps. */
  orders: number[];
  quotientClass: QuotientClass;
  /** Unsolved rows: the limit that stopped the growth. */
  stopped: CensusStop | null;
  /** Computing time of the row's code, in milliseconds of the census's clock (not deterministic: not for comparisons). */
  computeMs: number;
}

export interface MisereCensusOptions {
  /** Largest heap grown (1..MAX_QUOTIENT_HEAP); default MAX_QUOTIENT_HEAP. */
  maxHeap?: number;
  /** Quotient limits (order, search sizes); default DEFAULT_QUOTIENT_LIMITS. */
  limits?: QuotientLimits;
  /** Time budget of each code, in milliseconds of `clock`; default 1000. */
  timeMsPerCode?: number;
  /**
   * The clock the budget and `computeMs` are measured on, in milliseconds: the wall clock by
   * default; the CLI passes its process's CPU time (cli/misere-census/cpuClock.ts), so a row gets as
   * far on a loaded machine as on a quiet one. Not cloned into a worker: the worker sets its own.
   */
  clock?: () => number;
  /**
   * A stop read wherever each code's growth reads its time limit, inside a heap too
   * (heapQuotientSteps' `stopRequested`): once true, the heap being grown is dropped and the census
   * ends as `shouldStop` ends it, the interrupted code's row covering the heaps before. For a caller
   * running the census in a worker thread (Ctrl-C in the CLI: misereCensusRun.ts), where a heap may
   * take minutes.
   */
  stopRequested?: () => boolean;
}

/** Where the census is: codes finished, the code being grown, its last heap and order. */
export interface MisereCensusProgress {
  done: number;
  total: number;
  code: string;
  heap: number;
  order: number;
}

export interface MisereCensus {
  rows: MisereCensusRow[];
  /** Codes computed, and how many were solved or stopped. */
  totals: { codes: number; rows: number; solved: number; unsolved: number };
  /** The options it ran with (so a table says what its limits were). */
  settings: { maxHeap: number; maxOrder: number; timeMsPerCode: number };
  /** True when the caller stopped it: the rows after the interrupted code are missing. */
  interrupted: boolean;
}

export const DEFAULT_CENSUS_TIME_MS = 1000;

/** One code's growth, before codes are grouped into rows. */
interface CodeResult {
  code: string;
  growth: HeapQuotientGrowth;
  stopped: CensusStop | null;
  computeMs: number;
}

/**
 * The census as steps: yields after every heap of every code (so a caller can show progress or let
 * Ctrl-C in) and returns the table. `shouldStop`, asked after every heap, and `options.stopRequested`,
 * read inside heaps too, end it early with the codes finished and the one interrupted (marked so).
 * Codes are the patterns' codes (census/pattern.ts) in order, each once.
 */
export function* misereCensusSteps(
  patterns: readonly string[],
  options: MisereCensusOptions = {},
  shouldStop: () => boolean = () => false,
): Generator<MisereCensusProgress, MisereCensus, void> {
  const maxHeap = options.maxHeap ?? MAX_QUOTIENT_HEAP;
  const limits = options.limits ?? DEFAULT_QUOTIENT_LIMITS;
  const timeMsPerCode = options.timeMsPerCode ?? DEFAULT_CENSUS_TIME_MS;
  const clock = options.clock ?? Date.now;
  if (!Number.isSafeInteger(maxHeap) || maxHeap < 1 || maxHeap > MAX_QUOTIENT_HEAP) {
    throw new NimlabError(`the misère census grows quotients to a heap from 1 to ${MAX_QUOTIENT_HEAP}, got ${maxHeap}`);
  }
  const codes = expandCodePatterns(patterns);
  const results: CodeResult[] = [];
  let interrupted = false;
  for (const code of codes) {
    const started = clock();
    const steps = heapQuotientSteps(
      parseTakeBreakCode(code),
      maxHeap,
      limits,
      timeMsPerCode,
      true,
      options.stopRequested,
      undefined,
      undefined,
      clock,
    );
    let growth: HeapQuotientGrowth | null = null;
    let stopped: CensusStop | null = null;
    try {
      for (;;) {
        const step = steps.next();
        if (step.done) {
          growth = step.value;
          // Stopped by `stopRequested`, inside heap upTo + 1 or just before it: that heap is dropped.
          if (growth.limit?.limit === 'interrupted') {
            stopped = interruptedAfter(growth.upTo);
            interrupted = true;
          }
          break;
        }
        yield { done: results.length, total: codes.length, code, heap: step.value.heap, order: step.value.order };
        if (shouldStop()) {
          growth = step.value.growth;
          stopped = interruptedAfter(step.value.heap);
          interrupted = true;
          break;
        }
      }
    } catch (error) {
      // Heap 1 itself met a limit, or was stopped: the code is a row with nothing covered.
      if (!(error instanceof QuotientLimitError)) throw error;
      interrupted = error.limit === 'interrupted';
      stopped = interrupted
        ? interruptedAfter(0)
        : { limit: error.limit, value: error.value, message: `stopped at heap 1: ${error.message}` };
    }
    results.push({ code, growth: growth ?? emptyGrowth(), stopped: stopped ?? stopOf(growth!, maxHeap), computeMs: clock() - started });
    if (interrupted) break;
  }
  const rows = groupRows(results);
  return {
    rows,
    totals: {
      codes: results.length,
      rows: rows.length,
      solved: results.filter((r) => r.growth.solved !== null).length,
      unsolved: results.filter((r) => r.growth.solved === null).length,
    },
    settings: { maxHeap, maxOrder: limits.maxOrder, timeMsPerCode },
    interrupted,
  };
}

/**
 * The census in one call: `onProgress` after every heap, `shouldStop` asked after every heap (true
 * ends the census with the codes finished and `interrupted` set).
 */
export function misereCensus(
  patterns: readonly string[],
  options: MisereCensusOptions = {},
  onProgress?: (progress: MisereCensusProgress) => void,
  shouldStop?: () => boolean,
): MisereCensus {
  const steps = misereCensusSteps(patterns, options, shouldStop);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
  }
}

/**
 * The stop of an interrupted code whose growth covers heaps 1..heaps. Its row says how far it got,
 * the heaps done: the same whether the stop came between heaps (`shouldStop`) or inside the next
 * one (`stopRequested`, which drops that heap's partial work).
 */
function interruptedAfter(heaps: number): CensusStop {
  return { limit: 'interrupted', value: null, message: heaps === 0 ? 'interrupted during heap 1' : `interrupted after heap ${heaps}` };
}

/** Why an unproven growth ended: its limit, or the heap limit when it ran to the end unproven. */
function stopOf(growth: HeapQuotientGrowth, maxHeap: number): CensusStop | null {
  if (growth.solved) return null;
  if (growth.limit) return { limit: growth.limit.limit, value: growth.limit.value, message: growth.stopped ?? growth.limit.message };
  return { limit: 'heap', value: maxHeap, message: `no period proven by heap ${maxHeap} (the heap limit)` };
}

/** The growth of a code whose first heap met a limit: nothing covered. */
function emptyGrowth(): HeapQuotientGrowth {
  const quotient: MisereQuotient = {
    count: 0,
    order: 1,
    representatives: [[]],
    product: Int32Array.of(0),
    losing: [false],
    generatorElement: [],
    relations: [],
  };
  return { quotient, upTo: 0, lastChange: 0, orders: [], stopped: 'stopped at heap 1', solved: null };
}

/** The classification of a quotient's monoid. */
export function quotientClass(q: MisereQuotient): QuotientClass {
  const a = analyzeMonoid(q);
  const text =
    q.order === 1
      ? 'trivial (no heap has a move)'
      : a.tame === 'T2'
        ? 'tame ⟨a | a² = 1⟩'
        : a.tame === 'T6'
          ? 'tame ⟨a, b | a² = 1, b³ = b⟩'
          : `wild: ${a.idempotents.length} idempotent${a.idempotents.length === 1 ? '' : 's'}, kernel ${a.kernel.length}`;
  return { tame: a.tame, idempotents: a.idempotents.length, kernel: a.kernel.length, text };
}

/**
 * Rows: solved codes with the same signature (heapMapSignature) share a row, named by the simplest
 * member; every unsolved code is a row of its own. Rows in the order of their names.
 */
function groupRows(results: readonly CodeResult[]): MisereCensusRow[] {
  const groups = new Map<string, CodeResult[]>();
  for (const result of results) {
    const key = result.growth.solved ? heapMapSignature(result.growth.quotient, result.growth.solved) : `own:${result.code}`;
    const group = groups.get(key);
    if (group) group.push(result);
    else groups.set(key, [result]);
  }
  const rows = [...groups.values()].map((group) => {
    group.sort((a, b) => simplerCode(a.code, b.code));
    return rowOf(
      group[0],
      group.map((r) => r.code),
    );
  });
  return rows.sort((a, b) => simplerCode(a.code, b.code));
}

function rowOf({ code, growth, stopped, computeMs }: CodeResult, members: string[]): MisereCensusRow {
  const q = growth.quotient;
  return {
    code,
    members,
    status: growth.solved ? 'solved' : 'unsolved',
    order: q.order,
    pPortion: q.losing.filter((l) => l).length,
    heaps: growth.upTo,
    solvedAt: growth.solved ? growth.upTo : null,
    period: growth.solved?.period ?? null,
    preperiod: growth.solved?.preperiod ?? null,
    lastChange: growth.lastChange,
    orders: growth.orders,
    quotientClass: quotientClass(q),
    stopped,
    computeMs,
  };
}

/**
 * Heaps compared when grouping solved codes. Two heap maps that are periodic from heap 200 at the
 * latest (every growth stops by heap MAX_QUOTIENT_HEAP) with periods of at most 200 and agree on
 * heaps 200..1000 — a window of 800 ≥ p + q — agree on every later heap (Fine and Wilf's theorem).
 */
const SIGNATURE_HEAPS = 5 * MAX_QUOTIENT_HEAP;

/**
 * A key equal for two solved codes exactly when their quotients are isomorphic by an isomorphism
 * that carries heap n's element to heap n's element for every n: the elements are renumbered in
 * the order they are first reached from the identity multiplying by heaps 1, 2, … (breadth first;
 * the heaps generate the quotient, so every element is reached), and the key is the renumbered
 * table, P-portion and heap map.
 */
export function heapMapSignature(q: MisereQuotient, solved: { period: number; preperiod: number }): string {
  const map = Array.from({ length: SIGNATURE_HEAPS }, (_, n) => solvedHeapElement(q, solved, BigInt(n + 1)));
  const heapElements = [...new Set(map)];
  const label = new Int32Array(q.order).fill(-1);
  const order: number[] = [0];
  label[0] = 0;
  for (let i = 0; i < order.length; i++) {
    for (const h of heapElements) {
      const y = q.product[order[i] * q.order + h];
      if (label[y] < 0) {
        label[y] = order.length;
        order.push(y);
      }
    }
  }
  const table = order.map((x) => order.map((y) => label[q.product[x * q.order + y]]).join(',')).join(';');
  const losing = order.map((x) => (q.losing[x] ? 1 : 0)).join('');
  return `${q.order}|${losing}|${map.map((x) => label[x]).join(',')}|${table}`;
}
