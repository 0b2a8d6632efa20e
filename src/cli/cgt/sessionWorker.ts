import { Worker } from 'node:worker_threads';
import type { NimlabError } from '../../engine/core/errors.js';
import { PartizanLimitError } from '../../engine/partizan/index.js';
import { endInterrupted, onWorkerFailure } from '../io/workerCtrlC.js';
import { CGT_WORKER, showProgress } from './cgtRun.js';
import { withFlag } from './limitWords.js';
import { progressOf, RECORD_BYTES, stopFlag, type CgtAnswer, type CgtLine, type CgtRequest } from './protocol.js';

/**
 * The session's calculator in one worker thread for the whole session (its store and named games
 * live there), each line posted to it and answered in turn, so the main thread keeps Ctrl-C and
 * the progress line as `nimlab cgt EXPR` does (cgtRun.ts). `stop()` (the first Ctrl-C during a
 * line) sets the shared stop flag: that line ends with how far it got and the session goes on; a
 * second Ctrl-C during the same line ends the process (exit 130), for a worker that does not stop.
 */
export class CgtSessionWorker {
  private readonly record = new SharedArrayBuffer(RECORD_BYTES);
  private readonly worker: Worker;
  private waiting: { resolve: (answer: CgtAnswer) => void; reject: (error: NimlabError) => void } | undefined;
  private failure: NimlabError | undefined;
  private closing = false;
  private stops = 0;

  constructor(limits: { timeLimitMs: number; maxGames: number }) {
    const request: CgtRequest = { mode: 'session', expression: '', json: false, ...limits, record: this.record };
    this.worker = new Worker(CGT_WORKER, { workerData: request });
    this.worker.on('message', (answer: CgtAnswer) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.resolve(answer);
    });
    onWorkerFailure(
      this.worker,
      'cgt calculator',
      () => this.where(),
      () => this.closing,
      (error) => {
        this.failure = error;
        const waiting = this.waiting;
        this.waiting = undefined;
        waiting?.reject(error);
      },
    );
  }

  /** What a line prints: its value, or its error or limit in one line (the session goes on). */
  async answer(line: string): Promise<string> {
    if (this.failure !== undefined) throw this.failure;
    Atomics.store(stopFlag(this.record), 0, 0);
    this.stops = 0;
    const clearProgress = showProgress(this.record);
    try {
      const answer = await new Promise<CgtAnswer>((resolve, reject) => {
        this.waiting = { resolve, reject };
        this.worker.postMessage({ line } satisfies CgtLine);
      });
      return answerText(answer);
    } finally {
      clearProgress();
    }
  }

  /** Ctrl-C during a line: the first stops the line, a second ends the process at once. */
  stop(): void {
    this.stops += 1;
    if (this.stops === 1) Atomics.store(stopFlag(this.record), 0, 1);
    else endInterrupted(`nimlab: cgt interrupted (Ctrl-C) again after ${this.where()}`);
  }

  close(): Promise<number> {
    this.closing = true;
    return this.worker.terminate();
  }

  private where(): string {
    return `${progressOf(this.record)[0]} games stored`;
  }
}

function answerText(answer: CgtAnswer): string {
  if (answer.ok) return answer.text;
  if (answer.limit?.limit === 'interrupted') return `interrupted after ${answer.limit.value} games stored (Ctrl-C)\n`;
  if (answer.limit !== undefined) return `error: ${withFlag(new PartizanLimitError(answer.limit.limit, answer.limit.value)).message}\n`;
  return `error: ${answer.message}\n`;
}
