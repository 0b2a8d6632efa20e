/**
 * The worker thread that runs the misère census for the CLI (misereCensusRun.ts): each code's growth
 * reads the shared stop flag wherever it reads its time limit, so Ctrl-C in the main thread stops it
 * inside a heap; it reports every heap and answers with the census reached. Time limits are CPU time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { misereCensusSteps } from '../../games/heap/index.js';
import type { CensusMessage, CensusRequest } from './misereCensusProtocol.js';
import { cpuClock } from './cpuClock.js';

function run({ patterns, options, stop }: CensusRequest): CensusMessage {
  const flag = new Int32Array(stop);
  try {
    // Each code's time limit is CPU time (cpuClock.ts says why), not wall-clock.
    const steps = misereCensusSteps(patterns, { ...options, clock: cpuClock(), stopRequested: () => Atomics.load(flag, 0) === 1 });
    for (;;) {
      const step = steps.next();
      if (step.done) return { kind: 'census', census: step.value };
      parentPort!.postMessage({ kind: 'progress', progress: step.value } satisfies CensusMessage);
    }
  } catch (error) {
    if (error instanceof NimlabError) return { kind: 'refused', message: error.message };
    throw error; // a bug: the worker's 'error' event carries it to the main thread
  }
}

parentPort!.postMessage(run(workerData as CensusRequest));
