/**
 * The child process that runs a user's game module for the CLI (see runTask.ts): it takes one
 * task over IPC, runs it in a worker thread under the time and heap limits (workerRun.ts), relays
 * what the worker is doing every RELAY_MS (so the parent can name the latest position should V8
 * end this process), and sends the answer, or the error as one line.
 */
import { NimlabError } from '../../engine/core/errors.js';
import { newCallRecord, readCalls, type CallState } from './callTracker.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';
import { QUOTIENT_PROGRESS } from './quotientReport.js';
import { runInWorker } from './workerRun.js';

export interface HostRequest {
  task: UserGameTask;
  /** The module as the user named it, for messages. */
  origin: string;
  timeLimitMs: number;
  heapLimitMb: number;
}

/** Asks a task that can stop between steps (a quotient) to stop there and answer with what it reached. */
export interface HostStop {
  stop: true;
}

/** What the host relays: the latest call of moves and, for a quotient, its progress (QUOTIENT_PROGRESS). */
export type HostMessage = { kind: 'calls'; calls: CallState; progress: number[] | null } | { kind: 'answer'; answer: UserGameAnswer };

/** How often the worker's call record is relayed to the parent. */
const RELAY_MS = 100;

function send(message: HostMessage): Promise<void> {
  return new Promise((resolve) => process.send!(message, () => resolve()));
}

/** A quotient's progress and stop flag, shared with the worker; null for other tasks. */
let progress: Int32Array | null = null;

function askToStop(): void {
  if (progress !== null) Atomics.store(progress, QUOTIENT_PROGRESS.stop, 1);
}

async function host({ task, origin, timeLimitMs, heapLimitMb }: HostRequest): Promise<void> {
  const calls = newCallRecord();
  if (task.kind === 'quotient') {
    progress = new Int32Array(new SharedArrayBuffer(QUOTIENT_PROGRESS.length * 4));
    task = { ...task, progress: progress.buffer as SharedArrayBuffer };
  }
  const relay = setInterval(
    () => void send({ kind: 'calls', calls: readCalls(calls), progress: progress && Array.from(progress) }),
    RELAY_MS,
  );
  let answer: UserGameAnswer;
  try {
    answer = await runInWorker(task, origin, timeLimitMs, heapLimitMb, calls);
  } catch (error) {
    if (!(error instanceof NimlabError)) throw error;
    answer = { ok: false, message: error.message };
  } finally {
    clearInterval(relay);
  }
  await send({ kind: 'answer', answer });
  process.disconnect();
}

// The parent gone (killed, or Ctrl-C'd), there is no one to answer: stop.
process.once('disconnect', () => process.exit());
// Ctrl-C at a terminal reaches the whole process group, this process too. The parent decides what
// it means (stop a quotient between steps, or end this process), so it must not end us first.
process.on('SIGINT', askToStop);
process.on('message', (message: HostRequest | HostStop) => {
  if ('stop' in message) askToStop();
  else void host(message);
});
