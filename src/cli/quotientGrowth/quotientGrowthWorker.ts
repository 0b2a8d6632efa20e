/**
 * The worker thread that grows a heap game's misère quotient for the CLI (quotientRun.ts): the
 * growth reads the shared stop flag wherever it reads its time limit, so Ctrl-C in the main thread
 * stops it inside a heap, and it answers with the growth through the last heap done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { QuotientLimitError } from '../../engine/quotient/quotientLimitError.js';
import { heapQuotientSteps, type HeapQuotientGrowth } from '../../games/heap/index.js';
import {
  growthFromPlain,
  HEAP_QUOTIENT_PROGRESS,
  sharedRecalibrationProgress,
  type CheckpointRequest,
  type CheckpointResult,
  type GrowthAnswer,
  type GrowthRequest,
  type PlainGrowth,
} from './quotientGrowthProtocol.js';
import { writeCheckpoint } from './quotientCheckpoint.js';
import { CacheWriteError } from '../io/sequenceCache.js';

function plain({ limit, ...growth }: HeapQuotientGrowth): PlainGrowth {
  return limit === undefined
    ? growth
    : {
        ...growth,
        limit: { limit: limit.limit, value: limit.value, candidateOrder: limit.candidateOrder, quotientOrder: limit.quotientOrder },
      };
}

/**
 * Keeps the growth on disk as the request asks (quotientCheckpoint.ts); the first write that fails
 * ends the keeping, and the answer says why (the growth goes on: it only loses its resume point).
 */
class Keeper {
  result: CheckpointResult = null;
  private lastWrite = Date.now();

  constructor(private readonly request: CheckpointRequest | undefined) {}

  /** Between heaps: with --resume, every `everyMs`. */
  maybe(growth: HeapQuotientGrowth): void {
    if (this.request?.always && Date.now() - this.lastWrite >= this.request.everyMs) this.write(growth);
  }

  /**
   * At the end: with --resume, or when Ctrl-C or the memory bound ended the growth (hours of work,
   * maybe, that this machine could not take further); not when no heap was added.
   */
  last(growth: HeapQuotientGrowth, startedAt: number): void {
    const forced = growth.limit?.limit === 'interrupted' || growth.limit?.limit === 'memory';
    if (this.request === undefined || !(this.request.always || forced)) return;
    if (growth.upTo > startedAt) this.write(growth);
  }

  private write(growth: HeapQuotientGrowth): void {
    if (this.request === undefined || (this.result !== null && !this.result.kept)) return;
    try {
      writeCheckpoint(this.request.path, this.request.game, growth);
      this.result = { kept: true, upTo: growth.upTo };
    } catch (error) {
      if (!(error instanceof CacheWriteError)) throw error;
      this.result = { kept: false, error: error.message };
    }
    this.lastWrite = Date.now();
  }
}

function grow({ code, to, limits, timeLimitMs, stopAtProof, record, resumeFrom }: GrowthRequest, keeper: Keeper): HeapQuotientGrowth {
  const progress = new Int32Array(record);
  const stopRequested = () => Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.stop) === 1;
  const from = resumeFrom === undefined ? undefined : growthFromPlain(resumeFrom);
  const steps = heapQuotientSteps(code, to, limits, timeLimitMs, stopAtProof, stopRequested, sharedRecalibrationProgress(progress), from);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      keeper.last(step.value, from?.upTo ?? 0);
      return step.value;
    }
    Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.heap, step.value.heap);
    Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.order, step.value.order);
    keeper.maybe(step.value.growth);
  }
}

function answer(): { message: GrowthAnswer; transfer: ArrayBuffer[] } {
  try {
    const request = workerData as GrowthRequest;
    const keeper = new Keeper(request.checkpoint);
    const growth = plain(grow(request, keeper));
    // Measured here, while the growth's working memory is still alive (the worker shares the process).
    const residentMB = Math.round(process.memoryUsage().rss / 1e6);
    // The table (order² entries, 200 MB at order 10,000) is moved to the main thread, not copied.
    const table = growth.quotient.product.buffer;
    const whole = table instanceof ArrayBuffer && growth.quotient.product.byteLength === table.byteLength;
    return { message: { ok: true, growth, residentMB, checkpoint: keeper.result }, transfer: whole ? [table] : [] };
  } catch (error) {
    if (error instanceof QuotientLimitError)
      return {
        message: {
          ok: false,
          message: error.message,
          limit: { limit: error.limit, value: error.value, candidateOrder: error.candidateOrder, quotientOrder: error.quotientOrder },
        },
        transfer: [],
      };
    if (error instanceof NimlabError) return { message: { ok: false, message: error.message }, transfer: [] };
    throw error; // a bug: the worker's 'error' event carries it to the main thread
  }
}

const { message, transfer } = answer();
parentPort!.postMessage(message, transfer);
