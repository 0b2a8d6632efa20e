import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { toBitboard } from '../../games/partizan/domineering/index.js';
import { DomineeringSearch, SearchLimitError, useCellsRace } from '../../games/partizan/search/index.js';
import { cellsRaceReady, progressOf, stopFlag, type PartizanSearchAnswer, type PartizanSearchRequest } from './partizanSearchProtocol.js';

/**
 * The worker thread of `nimlab analyze domineering`: searches both starters and answers once. It
 * reads the shared stop flag and writes its progress at the search's checks, so Ctrl-C stops a
 * search that takes hours with how far it got.
 */
const request = workerData as PartizanSearchRequest;
const stop = stopFlag(request.record);
const progress = progressOf(request.record);

function answer(): PartizanSearchAnswer {
  const started = Date.now();
  // The main thread fills the cells race while this thread starts; it is done by now, as a rule.
  Atomics.wait(cellsRaceReady(request.record), 0, 0);
  useCellsRace(request.cellsRace);
  try {
    const grid = { rows: request.rows, cols: request.cols, filled: request.filled };
    const search = new DomineeringSearch(toBitboard(grid), {
      tableBits: request.tableBits,
      timeLimitMs: request.timeLimitMs,
      shouldStop: () => Atomics.load(stop, 0) === 1,
      onProgress: ({ nodes, starter, rootMovesDone, rootMoves }) => {
        progress[0] = nodes;
        progress[1] = starter === 'left' ? 0 : 1;
        progress[2] = rootMovesDone;
        progress[3] = rootMoves;
      },
    });
    return { ok: true, result: search.outcome(), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    if (error instanceof SearchLimitError)
      return { ok: false, limit: { limit: error.limit, value: error.value, nodes: error.nodes }, message: error.message };
    if (error instanceof NimlabError) return { ok: false, message: error.message };
    throw error;
  }
}

parentPort!.postMessage(answer());
