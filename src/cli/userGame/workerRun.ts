import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { readCalls, type CallState } from './callTracker.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';

/**
 * The worker's heap limit: what this process itself may use (V8's default for the machine, or
 * `--max-old-space-size`), so a module has the room it would have had in the main thread, but
 * running past it mostly ends the worker with an error instead of the process with a V8 fatal
 * error (what the limit misses ends the module host, whose death runTask.ts reports).
 */
export function moduleHeapLimitMb(): number {
  return Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20);
}

/** How long the record is watched at the time limit to tell a stuck call from a running game. */
const SETTLE_MS = 250;

function at(calls: CallState): string {
  return calls.position === null ? '' : ` at position ${calls.position}`;
}

/** A time-out, told apart: one call of moves that never returns, or a game that never ends. */
export function timeOutMessage(file: string, seconds: number, calls: CallState): string {
  const raise = 'raise --time-limit to allow more';
  if (calls.inCall)
    return `${file}: moves${calls.position === null ? '' : `(${calls.position})`} did not return within ${seconds} s (an endless loop in moves? ${raise})`;
  if (calls.started > 0)
    return `${file}: did not finish within ${seconds} s, after ${calls.started} calls of moves, the latest${at(calls)} (does every line of play end? ${raise})`;
  return `${file}: did not finish within ${seconds} s (${raise})`;
}

export function outOfMemoryMessage(file: string, limitMb: number, calls: CallState): string {
  const where = calls.inCall
    ? ` in moves${calls.position === null ? '' : `(${calls.position})`}`
    : `${at(calls)} after ${calls.started} calls of moves (does every line of play end?)`;
  return `${file}: the module ran out of memory (limit ${limitMb} MB)${where}`;
}

/**
 * Runs a task on a user's game module in a worker thread with a heap limit (in the module host,
 * see runTask.ts); a module that loops is stopped after `timeLimitMs`, one that allocates without
 * bound at the heap limit, and either is reported in one line. `origin` names the module in
 * messages; `calls` is the record the worker counts its calls of moves into.
 */
export function runInWorker(
  task: UserGameTask,
  origin: string,
  timeLimitMs: number,
  heapLimitMb: number,
  calls: SharedArrayBuffer,
): Promise<Extract<UserGameAnswer, { ok: true }>> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), {
      workerData: { ...task, calls },
      resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
    });
    // At the time limit the record is read twice, SETTLE_MS apart: a call seen in progress both
    // times with no call begun between is one that does not return; calls still beginning are a
    // game that goes on (one snapshot alone would often catch such a game inside a call).
    const timer = setTimeout(() => {
      const first = readCalls(calls);
      setTimeout(() => {
        const second = readCalls(calls);
        void worker.terminate();
        const stuck = second.inCall && second.started === first.started;
        reject(new NimlabError(timeOutMessage(origin, timeLimitMs / 1000, { ...second, inCall: stuck })));
      }, SETTLE_MS);
    }, timeLimitMs);
    worker.once('message', (answer: UserGameAnswer) => {
      clearTimeout(timer);
      void worker.terminate();
      if (answer.ok) resolvePromise(answer);
      else reject(new NimlabError(answer.message));
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(new NimlabError(outOfMemoryMessage(origin, heapLimitMb, readCalls(calls))));
      else reject(new NimlabError(`${origin}: ${error.message}`));
    });
  });
}
