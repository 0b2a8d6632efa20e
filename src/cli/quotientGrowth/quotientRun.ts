import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { DEFAULT_QUOTIENT_LIMITS, type QuotientLimits } from '../../engine/quotient/misereQuotient.js';
import { QuotientLimitError } from '../../engine/quotient/quotientLimitError.js';
import type { HeapQuotientGrowth, TakeBreakCode } from '../../games/heap/index.js';
import {
  growthFromPlain,
  HEAP_QUOTIENT_PROGRESS,
  type CheckpointRequest,
  type CheckpointResult,
  type GrowthAnswer,
  type GrowthRequest,
  type PlainGrowth,
} from './quotientGrowthProtocol.js';
import { endInterrupted, listenForCtrlC, onWorkerFailure } from '../io/workerCtrlC.js';

/** How often a terminal's progress line is redrawn. */
const PROGRESS_MS = 250;

/** A finished growth, the process's resident memory (megabytes) measured as it finished, and what became of the checkpoint. */
export interface QuotientGrowthRun {
  growth: HeapQuotientGrowth;
  residentMB: number;
  checkpoint: CheckpointResult;
}

/** A growth to go on from, and where to keep the growth on disk (quotientCheckpoint.ts). */
export interface QuotientGrowthResume {
  from?: HeapQuotientGrowth;
  checkpoint?: CheckpointRequest;
}

/** The growth as plain data for the worker: its limit plain, and its quotient's own fields only (a lazy presentation read now). */
function plainGrowth({ limit, ...growth }: HeapQuotientGrowth): PlainGrowth {
  const q = growth.quotient;
  const quotient = {
    count: q.count,
    order: q.order,
    representatives: q.representatives,
    product: q.product,
    losing: q.losing,
    generatorElement: q.generatorElement,
    relations: q.relations,
  };
  return {
    ...growth,
    quotient,
    ...(limit === undefined
      ? {}
      : { limit: { limit: limit.limit, value: limit.value, candidateOrder: limit.candidateOrder, quotientOrder: limit.quotientOrder } }),
  };
}

/** Where the growth is, from the shared record: the heap being grown and the order through the heap before. */
function whereNow(progress: Int32Array): { heap: number; order: number } {
  return { heap: Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.heap) + 1, order: Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.order) };
}

/**
 * The terminal's progress line from the shared record: the last heap done and its order, and, while
 * the heap being grown recalibrates, how many candidates it has rebuilt and how large they got (a
 * recalibration can run for minutes: 0.6 at heap 17 built candidates of 28,356 elements in 25 s).
 */
export function progressLine(progress: Int32Array): string {
  const { heap, order } = whereNow(progress);
  const rebuilds = Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.rebuilds);
  const largest = Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.largestOrder);
  const done = `quotient: heap ${heap - 1}, order ${order}`;
  const candidates = rebuilds === 1 ? '1 rebuilt candidate' : `${rebuilds.toLocaleString('en-US')} rebuilt candidates`;
  const recalibrating =
    largest === 0 ? '' : `; heap ${heap} recalibrating: ${candidates}, up to ${largest.toLocaleString('en-US')} elements`;
  return `${done}${recalibrating} (Ctrl-C stops and shows it)`;
}

/**
 * Grows a misère quotient heap by heap in a worker thread (quotientGrowthWorker.ts), so that Ctrl-C
 * is seen inside a heap that takes minutes: the first Ctrl-C sets the shared stop flag, which the
 * growth reads wherever it reads its time limit; it drops the heap it was growing and the growth
 * through the heap before is returned, `stopped` saying "interrupted (Ctrl-C) during heap n". A
 * second Ctrl-C ends the process at once (exit 130) with one line saying how far it got. On a
 * terminal, stderr shows the heap and order reached (progressLine).
 */
export function runQuotientGrowth(
  code: TakeBreakCode,
  to: number,
  limits: QuotientLimits = DEFAULT_QUOTIENT_LIMITS,
  timeLimitMs = Infinity,
  stopAtProof = true,
  resume: QuotientGrowthResume = {},
): Promise<QuotientGrowthRun> {
  const record = new SharedArrayBuffer(HEAP_QUOTIENT_PROGRESS.length * 4);
  const progress = new Int32Array(record);
  if (resume.from !== undefined) {
    progress[HEAP_QUOTIENT_PROGRESS.heap] = resume.from.upTo;
    progress[HEAP_QUOTIENT_PROGRESS.order] = resume.from.quotient.order;
  }
  const tty = process.stderr.isTTY;
  const where = () => {
    const { heap, order } = whereNow(progress);
    return `growing heap ${heap} (order ${order} through heap ${heap - 1})`;
  };
  const ctrlC = listenForCtrlC(
    () => Atomics.store(progress, HEAP_QUOTIENT_PROGRESS.stop, 1),
    () => {
      const { heap, order } = whereNow(progress);
      return `nimlab: quotient interrupted (Ctrl-C) during heap ${heap}, order ${order} through heap ${heap - 1} (a second Ctrl-C: not shown)`;
    },
  );
  return new Promise((resolve, reject) => {
    const from = resume.from === undefined ? undefined : plainGrowth(resume.from);
    const request: GrowthRequest = { code, to, limits, timeLimitMs, stopAtProof, record, resumeFrom: from, checkpoint: resume.checkpoint };
    // The table of a growth resumed (200 MB at order 10,000) is moved to the worker, not copied.
    const table = from?.quotient.product.buffer;
    const transferList = table instanceof ArrayBuffer && from!.quotient.product.byteLength === table.byteLength ? [table] : [];
    const worker = new Worker(new URL('./quotientGrowthWorker.js', import.meta.url), { workerData: request, transferList });
    // The line's length changes (a recalibration comes and goes): the rest of the old one is cleared.
    const draw = () => process.stderr.write(`\r${progressLine(progress)}\x1b[K`);
    const redraw = tty ? setInterval(draw, PROGRESS_MS) : undefined;
    let settled = false;
    const settle = () => {
      settled = true;
      clearInterval(redraw);
      if (tty) process.stderr.write('\r\x1b[K');
      ctrlC.release('nimlab: quotient interrupted (Ctrl-C) again while showing the quotient reached');
    };
    worker.once('message', (answer: GrowthAnswer) => {
      settle();
      if (answer.ok) resolve({ growth: growthFromPlain(answer.growth), residentMB: answer.residentMB, checkpoint: answer.checkpoint });
      // Ctrl-C inside heap 1: no heap done, nothing to show.
      else if (answer.limit?.limit === 'interrupted') endInterrupted('nimlab: quotient interrupted (Ctrl-C) during heap 1; no heap done');
      else
        reject(
          answer.limit
            ? new QuotientLimitError(answer.limit.limit, answer.limit.value, answer.limit.candidateOrder, answer.limit.quotientOrder)
            : new NimlabError(answer.message),
        );
    });
    onWorkerFailure(
      worker,
      'quotient',
      where,
      () => settled,
      (error) => {
        settle();
        reject(error);
      },
    );
  });
}
