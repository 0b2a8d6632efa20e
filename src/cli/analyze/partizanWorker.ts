import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { PartizanLimitError } from '../../engine/partizan/index.js';
import { analyzePartizan, findPartizanGame } from '../../games/index.js';
import { partizanProgress, partizanStopFlag, type PartizanAnswer, type PartizanRequest } from './partizanProtocol.js';

/**
 * The worker thread of `nimlab analyze` for a partizan game: values the position and answers
 * once. The store asks `stopRequested` now and then; that is where it reads the Ctrl-C flag and
 * writes how many positions it has valued.
 */
const request = workerData as PartizanRequest;
const stop = partizanStopFlag(request.record);
const progress = partizanProgress(request.record);

function answer(): PartizanAnswer {
  try {
    const family = findPartizanGame(request.game);
    if (family === undefined) throw new NimlabError(`unknown partizan game '${request.game}'`);
    const report = analyzePartizan(family, family.parse(request.words), {
      timeLimitMs: request.timeLimitMs,
      maxGames: request.maxGames,
      // Part B's αβ search plugs in here (`search`, with `valueTimeLimitMs`): past the store or the
      // value budget, it answers the outcome and the winning moves.
      stopRequested: () => Atomics.load(stop, 0) === 1,
      onProgress: (valued) => {
        progress[0] = valued;
      },
    });
    return { ok: true, report };
  } catch (error) {
    if (error instanceof PartizanLimitError)
      return { ok: false, limit: { limit: error.limit, value: error.value }, message: error.message };
    if (error instanceof NimlabError) return { ok: false, message: error.message };
    throw error;
  }
}

parentPort!.postMessage(answer());
