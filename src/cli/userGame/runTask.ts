import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NimlabError } from '../../engine/core/errors.js';
import type { CallState } from './callTracker.js';
import type { HostMessage, HostRequest, HostStop } from './moduleHost.js';
import type { UserGameAnswer, UserGameTask } from './protocol.js';
import { askedFor, moduleHeapLimitMb, outOfMemoryMessage, timeOutMessage } from './workerRun.js';
import { INTERRUPTED } from '../io/exitCodes.js';

export { moduleHeapLimitMb } from './workerRun.js';
export { isModulePath } from './modulePath.js';

/** How long past the time limit the host may take to report its own time-out before it is killed. */
const HOST_GRACE_MS = 10_000;
/** Stderr kept from a host that dies (V8's fatal report runs to a few kB; the first lines say why). */
const STDERR_KEPT = 16_384;

/**
 * Runs a task on a user's game module in a child process (moduleHost.js), which runs it in a worker
 * thread with a heap limit and a time limit (workerRun.ts). A worker's heap limit catches most
 * runaway allocation, but not all: a large allocation (a Map or array of positions rehashed or
 * grown past the limit) ends the whole process with V8's fatal "heap out of memory" (exit 133 or
 * SIGABRT, no message we can catch). Only the host dies then; this process reads its death and
 * says it in one line, naming the latest call of moves the host relayed.
 */
/** How a task that can stop between steps (a quotient) takes Ctrl-C, and what it reports meanwhile. */
export interface GracefulStop {
  /** The task's progress numbers as the host relays them. */
  onProgress(progress: readonly number[]): void;
  /** The line for a second Ctrl-C, which ends the task where it is. */
  interruptedLine(): string;
}

/**
 * Ctrl-C ends the host at once and says how many calls of moves ran; with `graceful`, the first
 * Ctrl-C asks the task to stop between steps and answer with what it reached (the caller then exits
 * 130), and a second one ends it.
 */
export function runUserGameTask(
  task: UserGameTask,
  timeLimitMs: number,
  heapLimitMb = moduleHeapLimitMb(),
  graceful?: GracefulStop,
): Promise<Extract<UserGameAnswer, { ok: true }>> {
  const file = resolve(task.file);
  if (!existsSync(file)) return Promise.reject(new NimlabError(`${task.file}: no such file`));
  return new Promise((resolvePromise, reject) => {
    let calls: CallState = { started: 0, inCall: false, position: null };
    // Ctrl-C reaches the host too (one process group); say how far the module got, and end.
    let interrupts = 0;
    const sayInterrupted = () =>
      process.stderr.write(`${graceful ? graceful.interruptedLine() : `nimlab: interrupted after ${calls.started} calls of moves`}\n`);
    const onSigint = () => {
      interrupts++;
      // A host still starting up may already be gone (Ctrl-C reached it first): 'close' below says so.
      if (graceful && interrupts === 1) {
        if (host.connected) host.send({ stop: true } satisfies HostStop, () => {}); // a host already gone: 'close' says so
        return;
      }
      host.kill('SIGKILL');
      sayInterrupted();
      process.exit(INTERRUPTED);
    };
    // The handler is in place before the host exists: a Ctrl-C to the group once the host is forked
    // must find it, not Node's default, which would end this process by the signal with no line.
    // (It runs on a later turn of the event loop, when `host` below is set.)
    process.on('SIGINT', onSigint);
    // The host inherits this process's Node flags and NODE_OPTIONS; its own heap is bounded too (the
    // module's worker has heapLimitMb; the host holds only the answer, a copy of the worker's).
    let host: ReturnType<typeof fork>;
    try {
      host = fork(new URL('./moduleHost.js', import.meta.url), [], {
        execArgv: [...process.execArgv, `--max-old-space-size=${2 * heapLimitMb}`],
        stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
        serialization: 'advanced',
      });
    } catch (error) {
      process.removeListener('SIGINT', onSigint);
      throw error;
    }
    let answer: UserGameAnswer | null = null;
    let stderr = '';
    host.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString();
    });
    const guard = setTimeout(() => {
      host.kill('SIGKILL');
      reject(new NimlabError(timeOutMessage(task.file, timeLimitMs / 1000, calls)));
    }, timeLimitMs + HOST_GRACE_MS);
    host.on('message', (message: HostMessage) => {
      if (message.kind === 'answer') answer = message.answer;
      else {
        calls = message.calls;
        if (message.progress !== null) graceful?.onProgress(message.progress);
      }
    });
    host.once('error', (error) => {
      clearTimeout(guard);
      process.removeListener('SIGINT', onSigint);
      reject(new NimlabError(`${task.file}: cannot start the process that runs the module: ${error.message}`));
    });
    host.once('close', (code, signal) => {
      clearTimeout(guard);
      process.removeListener('SIGINT', onSigint);
      if (!answer && (interrupts > 0 || signal === 'SIGINT')) {
        // Ctrl-C ended the host before it could take the stop request (it was still starting, so it
        // had no handler of its own yet): the same line and exit as a stop that lands mid-task. The
        // host's death may be read before this process's own SIGINT handler runs, so a host ended
        // by SIGINT counts as interrupted too.
        sayInterrupted();
        process.exit(INTERRUPTED);
      }
      if (answer?.ok) resolvePromise(answer);
      else if (answer) reject(new NimlabError(answer.message));
      else if (/out of memory|Allocation failed/i.test(stderr))
        reject(new NimlabError(outOfMemoryMessage(task.file, heapLimitMb, calls, askedFor(task))));
      else
        reject(
          new NimlabError(
            `${task.file}: the process running the module ended without an answer (${signal ?? `exit code ${code}`})${firstLine(stderr)}`,
          ),
        );
    });
    // A host that dies before it reads the task (Ctrl-C while it starts) fails this write with EPIPE;
    // that is not a failure to start, and 'close' reports how the host ended.
    host.send({ task: { ...task, file }, origin: task.file, timeLimitMs, heapLimitMb } satisfies HostRequest, (error) => {
      if (error !== null) stderr ||= `could not send the task: ${error.message}`;
    });
  });
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '');
  return line === undefined ? '' : `: ${line.trim()}`;
}
