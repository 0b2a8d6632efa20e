import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { PartizanLimitError } from '../../engine/partizan/index.js';
import { showProgressLine } from '../io/progressLine.js';
import { endInterrupted, listenForCtrlC, onWorkerFailure } from '../io/workerCtrlC.js';
import { progressOf, RECORD_BYTES, stopFlag, type CgtAnswer, type CgtRequest } from './protocol.js';

/** The worker thread's file, beside this one in dist/cli (scripts/bundle-cli.mjs). */
export const CGT_WORKER = new URL('./cgtWorker.js', import.meta.url);

/**
 * The progress line on a terminal's stderr (games stored, seconds) from a second on, until the
 * returned function clears it. Nothing when stderr is not a terminal.
 */
export function showProgress(record: SharedArrayBuffer): () => void {
  const progress = progressOf(record);
  return showProgressLine((seconds) => `cgt: ${progress[0]} games stored, ${seconds} s (Ctrl-C stops)`);
}

/**
 * Evaluates `nimlab cgt EXPR` in a worker thread (`cgtWorker.ts`), so the main thread stays free
 * for Ctrl-C and the progress line (games stored, seconds): the first Ctrl-C sets the shared stop
 * flag, which the store reads in every long loop, and the run ends with exit 130 and how far it
 * got; a second ends it at once. A limit (time, store size) is a PartizanLimitError the caller
 * words with its own flag. Resolves with the text to print.
 */
export function evaluateInWorker(request: Omit<CgtRequest, 'record' | 'mode'>): Promise<string> {
  const record = new SharedArrayBuffer(RECORD_BYTES);
  const where = () => `${progressOf(record)[0]} games stored`;
  const ctrlC = listenForCtrlC(
    () => Atomics.store(stopFlag(record), 0, 1),
    () => `nimlab: cgt interrupted (Ctrl-C) after ${where()} (a second Ctrl-C: nothing shown)`,
  );
  const clearProgress = showProgress(record);
  return new Promise((resolve, reject) => {
    const worker = new Worker(CGT_WORKER, { workerData: { ...request, mode: 'once', record } satisfies CgtRequest });
    let settled = false;
    const settle = () => {
      settled = true;
      clearProgress();
      ctrlC.release('nimlab: cgt interrupted (Ctrl-C) again');
    };
    worker.once('message', (answer: CgtAnswer) => {
      settle();
      if (answer.ok) resolve(answer.text);
      else if (answer.limit?.limit === 'interrupted')
        endInterrupted(`nimlab: cgt interrupted (Ctrl-C) after ${answer.limit.value} games stored`);
      else if (answer.limit !== undefined) reject(new PartizanLimitError(answer.limit.limit, answer.limit.value));
      else reject(new NimlabError(answer.message));
    });
    onWorkerFailure(
      worker,
      'cgt calculator',
      where,
      () => settled,
      (error) => {
        settle();
        reject(error);
      },
    );
  });
}
