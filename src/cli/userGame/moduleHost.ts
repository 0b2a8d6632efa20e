/**
 * The child process that runs a user's game module for the CLI (see runTask.ts): it takes one
 * task over IPC, runs it in a worker thread under the time and heap limits (workerRun.ts), relays
 * what the worker is doing every RELAY_MS (so the parent can name the latest position should V8
 * end this process), and sends the answer, or the error as one line.
 */
import { NimlabError } from '../../engine/errors.js';
import { newCallRecord, readCalls, type CallState } from './callTracker.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';
import { runInWorker } from './workerRun.js';

export interface HostRequest {
  task: UserGameTask;
  /** The module as the user named it, for messages. */
  origin: string;
  timeLimitMs: number;
  heapLimitMb: number;
}

export type HostMessage = { kind: 'calls'; calls: CallState } | { kind: 'answer'; answer: UserGameAnswer };

/** How often the worker's call record is relayed to the parent. */
const RELAY_MS = 100;

function send(message: HostMessage): Promise<void> {
  return new Promise((resolve) => process.send!(message, () => resolve()));
}

async function host({ task, origin, timeLimitMs, heapLimitMb }: HostRequest): Promise<void> {
  const calls = newCallRecord();
  const relay = setInterval(() => void send({ kind: 'calls', calls: readCalls(calls) }), RELAY_MS);
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
process.once('message', (request: HostRequest) => void host(request));
