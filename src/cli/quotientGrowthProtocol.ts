import type { QuotientLimits } from '../engine/misereQuotient.js';
import type { QuotientLimit } from '../engine/quotientLimitError.js';
import type { HeapQuotientGrowth, TakeBreakCode } from '../games/heap/index.js';

/**
 * Slots of the record the CLI shares with the growth's worker (Int32Array over a SharedArrayBuffer),
 * as QUOTIENT_PROGRESS is for a module's quotient (userGame/quotientReport.ts): the last heap done
 * and its order, written by the worker after each heap; stop, set to 1 by the first Ctrl-C.
 */
export const HEAP_QUOTIENT_PROGRESS = { heap: 0, order: 1, stop: 2, length: 3 } as const;

/** What the worker grows (plain data: it crosses to the worker by structured clone). */
export interface GrowthRequest {
  code: TakeBreakCode;
  to: number;
  limits: QuotientLimits;
  timeLimitMs: number;
  stopAtProof: boolean;
  /** HEAP_QUOTIENT_PROGRESS. */
  record: SharedArrayBuffer;
}

/** A QuotientLimitError as plain data: structured clone keeps an Error's message, not its fields. */
export interface PlainLimit {
  limit: QuotientLimit;
  value: number;
}

/** The growth as it crosses back: `limit` plain, the rest is plain data already. */
export type PlainGrowth = Omit<HeapQuotientGrowth, 'limit'> & { limit?: PlainLimit };

/** The worker's one message: the growth (with the process's resident memory just before), or the error that ended it. */
export type GrowthAnswer = { ok: true; growth: PlainGrowth; residentMB: number } | { ok: false; message: string; limit?: PlainLimit };
