import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import type { MisereCensus, MisereCensusOptions, MisereCensusProgress } from '../../games/heap/index.js';
import type { CensusMessage, CensusRequest } from './misereCensusProtocol.js';
import { listenForCtrlC, onWorkerFailure } from '../io/workerCtrlC.js';

/** How far the census had got at its last report, after "out of memory" or "interrupted". */
function reached(last: MisereCensusProgress | null): string {
  if (last === null) return 'before its first heap was done';
  return `after ${last.done} of ${last.total} codes and heap ${last.heap} of ${last.code} (order ${last.order})`;
}

/**
 * Runs the misère census in a worker thread (misereCensusWorker.ts), so that Ctrl-C is seen inside a
 * heap that takes minutes: the first Ctrl-C sets the shared stop flag, which each code's growth reads
 * wherever it reads its time limit; the heap being grown is dropped and the census answers with the
 * codes done and the interrupted code's row (`interrupted` set). A second Ctrl-C ends the process at
 * once (exit 130) with one line saying how far it got. On a terminal stderr shows where it is after
 * every heap; without one, a line says it has started.
 */
export function runMisereCensus(patterns: string[], options: Omit<MisereCensusOptions, 'stopRequested' | 'clock'>): Promise<MisereCensus> {
  const stop = new SharedArrayBuffer(4);
  const tty = process.stderr.isTTY;
  let last: MisereCensusProgress | null = null;
  const where = () => reached(last);
  const ctrlC = listenForCtrlC(
    () => Atomics.store(new Int32Array(stop), 0, 1),
    () => `nimlab: misère census interrupted (Ctrl-C) twice, ${where()}; the table is not shown`,
  );
  return new Promise((resolve, reject) => {
    const request: CensusRequest = { patterns, options, stop };
    const worker = new Worker(new URL('./misereCensusWorker.js', import.meta.url), { workerData: request });
    let settled = false;
    const settle = () => {
      settled = true;
      if (tty) process.stderr.write('\r\x1b[K');
      ctrlC.release('nimlab: misère census interrupted (Ctrl-C) again while showing the codes reached');
    };
    worker.on('message', (message: CensusMessage) => {
      if (message.kind === 'progress') {
        const { done, total, code, heap, order } = message.progress;
        // Without a terminal, one line says it has started (a terminal gets the progress line instead).
        if (!tty && last === null)
          process.stderr.write(`misère census: computing ${total} code(s) (Ctrl-C stops and prints the codes reached)\n`);
        if (tty)
          process.stderr.write(
            `\rmisère census: ${done} of ${total} codes done; ${code}: heap ${heap}, order ${order} (Ctrl-C stops)\x1b[K`,
          );
        last = message.progress;
        return;
      }
      settle();
      if (message.kind === 'census') resolve(message.census);
      else reject(new NimlabError(message.message));
    });
    onWorkerFailure(
      worker,
      'misère census',
      where,
      () => settled,
      (error) => {
        settle();
        reject(error);
      },
    );
  });
}
