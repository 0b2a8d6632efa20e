/**
 * The worker thread that grows a heap game's misère quotient for the CLI (quotientRun.ts): the
 * growth reads the shared stop flag wherever it reads its time limit, so Ctrl-C in the main thread
 * stops it inside a heap, and it answers with the growth through the last heap done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../engine/errors.js';
import { QuotientLimitError } from '../engine/quotientLimitError.js';
import { heapQuotientSteps, type HeapQuotientGrowth } from '../games/heap/index.js';
import { HEAP_QUOTIENT_PROGRESS, sharedRecalibrationProgress, type GrowthAnswer, type GrowthRequest, type PlainGrowth } from './quotientGrowthProtocol.js';

function plain({ limit, ...growth }: HeapQuotientGrowth): PlainGrowth {
  return limit === undefined ? growth : { ...growth, limit: { limit: limit.limit, value: limit.value } };
}

function grow({ code, to, limits, timeLimitMs, stopAtProof, record }: GrowthRequest): HeapQuotientGrowth {
  const progress = new Int32Array(record);
  const stopRequested = () => Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.stop) === 1;
  const steps = heapQuotientSteps(code, to, limits, timeLimitMs, stopAtProof, stopRequested, sharedRecalibrationProgress(progress));
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.heap, step.value.heap);
    Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.order, step.value.order);
  }
}

function answer(): { message: GrowthAnswer; transfer: ArrayBuffer[] } {
  try {
    const growth = plain(grow(workerData as GrowthRequest));
    // Measured here, while the growth's working memory is still alive (the worker shares the process).
    const residentMB = Math.round(process.memoryUsage().rss / 1e6);
    // The table (order² entries, 200 MB at order 10,000) is moved to the main thread, not copied.
    const table = growth.quotient.product.buffer;
    const whole = table instanceof ArrayBuffer && growth.quotient.product.byteLength === table.byteLength;
    return { message: { ok: true, growth, residentMB }, transfer: whole ? [table] : [] };
  } catch (error) {
    if (error instanceof QuotientLimitError) return { message: { ok: false, message: error.message, limit: { limit: error.limit, value: error.value } }, transfer: [] };
    if (error instanceof NimlabError) return { message: { ok: false, message: error.message }, transfer: [] };
    throw error; // a bug: the worker's 'error' event carries it to the main thread
  }
}

const { message, transfer } = answer();
parentPort!.postMessage(message, transfer);
