import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { readCalls, type CallState } from './callTracker.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';

/**
 * The module's heap when the user sets none. V8's own default is a quarter of the machine's memory
 * (4 GB here): a module allocating without bound took minutes to fill it and was stopped by the
 * time limit as "an endless loop" first (issue 39). 1 GB is far more than any game's positions
 * need, and is filled within seconds.
 */
export const DEFAULT_MODULE_HEAP_MB = 1024;

/** Whether the user set the process's heap (`node --max-old-space-size=N`, or in NODE_OPTIONS). */
function heapSetByUser(): boolean {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return flags.some((flag) => /^--max[-_]old[-_]space[-_]size\b/.test(flag));
}

/**
 * The worker's heap limit: the process's own when the user set it (`--max-old-space-size`), else
 * DEFAULT_MODULE_HEAP_MB (or V8's default, when smaller). Running past it mostly ends the worker
 * with an error instead of the process with a V8 fatal error (what the limit misses ends the
 * module host, whose death runTask.ts reports).
 */
export function moduleHeapLimitMb(): number {
  const processLimit = Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20);
  return heapSetByUser() ? processLimit : Math.min(processLimit, DEFAULT_MODULE_HEAP_MB);
}

/** What the user asked the module for, to name beside the call that ran out ("position 5"). */
export function askedFor(task: UserGameTask): string {
  if (task.kind === 'table') return `the table to ${task.to}`;
  if (task.kind === 'quotient') return `the quotient of ${task.positions.join(' ')}`;
  return `position ${task.words.join(' ')}`;
}

/**
 * A worker whose heap is full does not always fail: V8 collects garbage again and again, each time
 * freeing a little, and the module crawls on until the time limit calls it an endless loop (issue
 * 39: minutes at 1 GB). So the process's resident memory is sampled: held at FULL_HEAP_SHARE of the
 * heap limit (past what the process used before the worker) for FULL_HEAP_MS, the module has run
 * out of memory, and is said to.
 */
const FULL_HEAP_SHARE = 0.95;
const FULL_HEAP_MS = 3000;
const MEMORY_SAMPLE_MS = 250;

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

/** Out of memory, naming what the user asked for and the latest call of moves (often a smaller position). */
export function outOfMemoryMessage(file: string, limitMb: number, calls: CallState, asked: string): string {
  const where = calls.inCall
    ? ` in moves${calls.position === null ? '' : `(${calls.position})`}`
    : `${at(calls)} after ${calls.started} calls of moves (does every line of play end?)`;
  return `${file}: the module ran out of memory (limit ${limitMb} MB) computing ${asked}${where}; NODE_OPTIONS=--max-old-space-size=N raises the limit`;
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
    const baselineMb = process.memoryUsage.rss() / 2 ** 20;
    let fullSince: number | null = null;
    const sampler = setInterval(() => {
      const full = process.memoryUsage.rss() / 2 ** 20 - baselineMb >= FULL_HEAP_SHARE * heapLimitMb;
      fullSince = full ? (fullSince ?? Date.now()) : null;
      if (fullSince === null || Date.now() - fullSince < FULL_HEAP_MS) return;
      clearInterval(sampler);
      clearTimeout(timer);
      void worker.terminate();
      reject(new NimlabError(outOfMemoryMessage(origin, heapLimitMb, readCalls(calls), askedFor(task))));
    }, MEMORY_SAMPLE_MS);
    const timer = setTimeout(() => {
      clearInterval(sampler);
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
      clearInterval(sampler);
      void worker.terminate();
      if (answer.ok) resolvePromise(answer);
      else reject(new NimlabError(answer.message));
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      clearInterval(sampler);
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        reject(new NimlabError(outOfMemoryMessage(origin, heapLimitMb, readCalls(calls), askedFor(task))));
      else reject(new NimlabError(`${origin}: ${error.message}`));
    });
  });
}
