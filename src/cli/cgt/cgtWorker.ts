import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { toJson } from '../io/json.js';
import { CgtCalculator, PartizanLimitError } from './cgtCalculator.js';
import { progressOf, stopFlag, type CgtAnswer, type CgtLine, type CgtRequest } from './protocol.js';

/**
 * The worker thread of `nimlab cgt`: evaluates one expression and answers once, or (a session)
 * keeps one calculator and answers each line it is sent, its store's clock restarted per line so
 * each gets the whole time limit. The store reads the shared stop flag where it checks its time
 * limit and writes how many games it holds, so Ctrl-C stops it inside a canonical form that takes
 * minutes, with how far it got; the calculator stays usable after a stopped line.
 */
const request = workerData as CgtRequest;
const stop = stopFlag(request.record);
const progress = progressOf(request.record);

const calculator = new CgtCalculator({
  timeLimitMs: request.timeLimitMs,
  maxGames: request.maxGames,
  stopRequested: () => Atomics.load(stop, 0) === 1,
  onProgress: (gamesStored) => {
    progress[0] = gamesStored;
  },
});

function attempt(work: () => string): CgtAnswer {
  try {
    return { ok: true, text: work() };
  } catch (error) {
    if (error instanceof PartizanLimitError)
      return { ok: false, limit: { limit: error.limit, value: error.value }, message: error.message };
    if (error instanceof NimlabError) return { ok: false, message: error.message };
    throw error;
  }
}

if (request.mode === 'session') {
  parentPort!.on('message', ({ line }: CgtLine) => {
    calculator.games.store.restartClock();
    parentPort!.postMessage(attempt(() => calculator.line(line)));
  });
} else {
  parentPort!.postMessage(
    attempt(() => {
      const value = calculator.evaluate(request.expression);
      return request.json ? toJson(calculator.json(request.expression, value)) + '\n' : calculator.report(value);
    }),
  );
}
