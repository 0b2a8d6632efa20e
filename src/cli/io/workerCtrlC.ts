import type { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { INTERRUPTED } from './exitCodes.js';

/** Ends the process at once after Ctrl-C: a terminal's progress line cleared, `line` on stderr, exit 130. */
export function endInterrupted(line: string): never {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  process.stderr.write(`${line}\n`);
  process.exit(INTERRUPTED);
}

/** Ctrl-C while a worker thread computes (listenForCtrlC). */
export interface WorkerCtrlC {
  /** Whether Ctrl-C came. */
  interrupted(): boolean;
  /**
   * The worker has answered: stop listening. After a Ctrl-C, a second one that comes while the
   * caller shows what was reached (and then exits 130) ends the process at once with `againLine`,
   * never by Node's default death by signal.
   */
  release(againLine: string): void;
}

/**
 * Ctrl-C for work that runs in a worker thread (quotientRun.ts, misereCensusRun.ts): the first calls
 * `stop`, which sets a flag shared with the worker that its work reads wherever it reads its time
 * limit (so it stops inside a step that takes minutes and answers with what it reached); a second
 * ends the process at once, exit 130, with the line `hardStopLine()` gives (how far it got). Call it
 * before the worker starts: from then on Ctrl-C is ours, never Node's default exit.
 */
export function listenForCtrlC(stop: () => void, hardStopLine: () => string): WorkerCtrlC {
  let interrupts = 0;
  const onSigint = () => {
    interrupts++;
    if (interrupts === 1) stop();
    else endInterrupted(hardStopLine());
  };
  process.on('SIGINT', onSigint);
  return {
    interrupted: () => interrupts > 0,
    release(againLine) {
      process.removeListener('SIGINT', onSigint);
      if (interrupts > 0) process.once('SIGINT', () => endInterrupted(againLine));
    },
  };
}

/**
 * Calls `onEnd` once if a worker ends without the answer it owes, with one line for the user (the
 * CLI prints a NimlabError as one line, not a stack): running out of memory names `where()`; any
 * other error in the worker is a bug, said as one; so is an exit without an answer. `answered()`
 * says whether it has answered (its exit after that is the normal one).
 */
export function onWorkerFailure(
  worker: Worker,
  what: string,
  where: () => string,
  answered: () => boolean,
  onEnd: (error: NimlabError) => void,
): void {
  let ended = false;
  const end = (message: string) => {
    if (ended || answered()) return;
    ended = true;
    onEnd(new NimlabError(message));
  };
  worker.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') end(`${what}: out of memory ${where()}`);
    else end(`internal error in the ${what}'s worker (${where()}): ${error.message} (please report the command)`);
  });
  worker.once('exit', (exitCode) =>
    end(`internal error: the ${what}'s worker ended without an answer (exit code ${exitCode}, ${where()})`),
  );
}
