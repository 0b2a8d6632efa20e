import type { QuotientLimits } from '../../engine/quotient/misereQuotient.js';
import type { RecalibrationProgress } from '../../engine/quotient/steps/misereQuotientRecalibration.js';
import { QuotientLimitError, type QuotientLimit } from '../../engine/quotient/quotientLimitError.js';
import type { HeapQuotientGrowth, TakeBreakCode } from '../../games/heap/index.js';

/**
 * Slots of the record the CLI shares with the growth's worker (Int32Array over a SharedArrayBuffer),
 * as QUOTIENT_PROGRESS is for a module's quotient (userGame/quotientReport.ts): the last heap done
 * and its order, written by the worker after each heap; stop, set to 1 by the first Ctrl-C;
 * rebuilds and largestOrder, the recalibration of the heap being grown (RecalibrationProgress),
 * written by the growth itself while the heap runs.
 */
export const HEAP_QUOTIENT_PROGRESS = { heap: 0, order: 1, stop: 2, rebuilds: 3, largestOrder: 4, length: 5 } as const;

/**
 * The growth's RecalibrationProgress kept in the shared record: what the growth writes while a heap
 * recalibrates (minutes between heaps, at times) the main thread can show at once.
 */
export function sharedRecalibrationProgress(progress: Int32Array): RecalibrationProgress {
  return {
    get rebuilds() {
      return Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.rebuilds);
    },
    set rebuilds(value: number) {
      Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.rebuilds, value);
    },
    get largestOrder() {
      return Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.largestOrder);
    },
    set largestOrder(value: number) {
      Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.largestOrder, value);
    },
  };
}

/** What the worker grows (plain data: it crosses to the worker by structured clone). */
export interface GrowthRequest {
  code: TakeBreakCode;
  to: number;
  limits: QuotientLimits;
  timeLimitMs: number;
  stopAtProof: boolean;
  /** HEAP_QUOTIENT_PROGRESS. */
  record: SharedArrayBuffer;
  /** A growth kept on disk to go on from (`--resume`), its table moved to the worker. */
  resumeFrom?: PlainGrowth;
  /** Where the worker keeps the growth (quotientCheckpoint.ts), and when. */
  checkpoint?: CheckpointRequest;
}

/**
 * When the worker keeps the growth on disk: with `always` (`--resume`) every `everyMs` between heaps
 * and at the end; else only when Ctrl-C ends it, as `table` keeps its values then.
 */
export interface CheckpointRequest {
  path: string;
  game: string;
  always: boolean;
  everyMs: number;
}

/** What became of the checkpoint: kept through heap `upTo`, or why it could not be written. */
export type CheckpointResult = { kept: true; upTo: number } | { kept: false; error: string } | null;

/** A QuotientLimitError as plain data: structured clone keeps an Error's message, not its fields. */
export interface PlainLimit {
  limit: QuotientLimit;
  value: number;
  candidateOrder?: number;
  quotientOrder?: number;
}

/** The growth as it crosses back: `limit` plain, the rest is plain data already. */
export type PlainGrowth = Omit<HeapQuotientGrowth, 'limit'> & { limit?: PlainLimit };

/** The worker's one message: the growth (with the process's resident memory just before), or the error that ended it. */
export type GrowthAnswer =
  { ok: true; growth: PlainGrowth; residentMB: number; checkpoint: CheckpointResult } | { ok: false; message: string; limit?: PlainLimit };

/** A growth that crossed as plain data, its limit a QuotientLimitError again (both threads read one). */
export function growthFromPlain({ limit, ...growth }: PlainGrowth): HeapQuotientGrowth {
  return limit === undefined
    ? growth
    : { ...growth, limit: new QuotientLimitError(limit.limit, limit.value, limit.candidateOrder, limit.quotientOrder) };
}
