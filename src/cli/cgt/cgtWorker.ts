import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { toJson } from '../io/json.js';
import { CgtCalculator, PartizanLimitError } from './cgtCalculator.js';
import { progressOf, stopFlag, type CgtAnswer, type CgtRequest } from './protocol.js';

/**
 * The worker thread of `nimlab cgt EXPR`: evaluates the expression and answers once. The store
 * reads the shared stop flag where it checks its time limit and writes how many games it holds,
 * so Ctrl-C stops it inside a canonical form that takes minutes, with how far it got.
 */
const request = workerData as CgtRequest;
const stop = stopFlag(request.record);
const progress = progressOf(request.record);

function answer(): CgtAnswer {
  try {
    const calculator = new CgtCalculator({
      timeLimitMs: request.timeLimitMs,
      maxGames: request.maxGames,
      stopRequested: () => Atomics.load(stop, 0) === 1,
      onProgress: (gamesStored) => {
        progress[0] = gamesStored;
      },
    });
    const value = calculator.evaluate(request.expression);
    const text = request.json ? toJson(calculator.json(request.expression, value)) + '\n' : calculator.report(value);
    return { ok: true, text };
  } catch (error) {
    if (error instanceof PartizanLimitError)
      return { ok: false, limit: { limit: error.limit, value: error.value }, message: error.message };
    if (error instanceof NimlabError) return { ok: false, message: error.message };
    throw error;
  }
}

parentPort!.postMessage(answer());
