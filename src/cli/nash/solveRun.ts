import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { MatrixLimitError, type PayoffTable } from '../../engine/matrix/index.js';
import type { NashMethod, NashReport } from '../../games/matrix/index.js';
import { showProgressLine } from '../io/progressLine.js';
import { endInterrupted, listenForCtrlC, onWorkerFailure } from '../io/workerCtrlC.js';
import { plainTable, progressOf, RECORD_BYTES, reportFromPlain, stopFlag, type NashAnswer, type NashRequest } from './protocol.js';

/**
 * The worker thread `nimlab nash` solves in (`nashWorker.ts`), so the main thread stays free for
 * Ctrl-C and the progress line: the first Ctrl-C sets the shared stop flag, which the solver reads
 * between steps, and the run ends with exit 130 and how far it got; a second ends it at once. A
 * time limit is a MatrixLimitError the caller words with its own flag.
 *
 * The thread starts when this object is made, before the game is read: a thread's start-up (about
 * a tenth of a second of Node's own loading) then runs beside the reading of the file instead of
 * after it. `close()` ends it unused when the command stops before solving.
 */
export class NashSolverThread {
  private readonly record = new SharedArrayBuffer(RECORD_BYTES);
  private readonly worker = new Worker(new URL('./nashWorker.js', import.meta.url), { workerData: { record: this.record } });
  /** An error the thread raised before `solve` listened for one (none expected: its start-up failing). */
  private early: Error | undefined;
  private readonly onEarlyError = (error: Error) => (this.early = error);

  constructor() {
    this.worker.once('error', this.onEarlyError);
  }

  /** Ends the thread without solving. */
  close(): void {
    void this.worker.terminate();
  }

  solve(table: PayoffTable, options: { method?: NashMethod; label?: number; timeLimitMs: number }): Promise<NashReport> {
    const { worker, record } = this;
    worker.removeListener('error', this.onEarlyError);
    if (this.early !== undefined)
      return Promise.reject(
        new NimlabError(`internal error in the nash solver's worker: ${this.early.message} (please report the command)`),
      );
    const progress = progressOf(record);
    const where = () => (progress[1] > 0 ? `${progress[0]} of ${progress[1]} steps done` : `${progress[0]} steps done`);
    const ctrlC = listenForCtrlC(
      () => Atomics.store(stopFlag(record), 0, 1),
      () => `nimlab: nash interrupted (Ctrl-C), ${where()} (a second Ctrl-C: nothing shown)`,
    );
    return new Promise((resolve, reject) => {
      const request: NashRequest = { ...plainTable(table), method: options.method, label: options.label, timeLimitMs: options.timeLimitMs };
      const clearProgress = showProgressLine((seconds) => `nash: ${where()}, ${seconds} s (Ctrl-C stops)`);
      let settled = false;
      const settle = () => {
        settled = true;
        clearProgress();
        ctrlC.release('nimlab: nash interrupted (Ctrl-C) again');
      };
      worker.once('message', (answer: NashAnswer) => {
        settle();
        if (answer.ok) resolve(reportFromPlain(answer.report));
        else if (answer.limit?.limit === 'interrupted') endInterrupted(`nimlab: nash interrupted (Ctrl-C): ${answer.limit.progress}`);
        else if (answer.limit !== undefined) reject(new MatrixLimitError(answer.limit.limit, answer.limit.value, answer.limit.progress));
        else reject(new NimlabError(answer.message));
      });
      onWorkerFailure(
        worker,
        'nash solver',
        where,
        () => settled,
        (error) => {
          settle();
          reject(error);
        },
      );
      worker.postMessage(request);
    });
  }
}
