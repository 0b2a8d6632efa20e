import { parentPort, workerData } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { isZeroSum, MatrixLimitError, type FloatLpSolver, type PayoffTable } from '../../engine/matrix/index.js';
import { FLOAT_LP_FROM_CELLS, solveNash } from '../../games/matrix/index.js';
import { plainReport, progressOf, stopFlag, tableFromPlain, type NashAnswer, type NashRequest, type NashWorkerData } from './protocol.js';

/**
 * The worker thread of `nimlab nash`: started before the game is read, it waits for the one
 * request, solves the game and answers once. It reads the shared stop flag and writes its progress
 * where the solvers check their time limit, so Ctrl-C stops it inside a solve that takes minutes,
 * with how far it got.
 */
const { record } = workerData as NashWorkerData;
const stop = stopFlag(record);
const progress = progressOf(record);

/** HiGHS (WebAssembly), loaded only for a zero-sum game large enough to send to it. */
async function floatLpFor(table: PayoffTable): Promise<FloatLpSolver | undefined> {
  const [rows, columns] = table.strategyCounts;
  if (table.strategyCounts.length !== 2 || rows * columns < FLOAT_LP_FROM_CELLS || !isZeroSum(table)) return undefined;
  // highs ships CommonJS types: its default export is the loader.
  const loader = (await import('highs')).default as unknown as () => Promise<FloatLpSolver>;
  return loader();
}

async function answer(request: NashRequest): Promise<NashAnswer> {
  try {
    const table = tableFromPlain(request);
    const report = solveNash(table, {
      floatLp: await floatLpFor(table),
      method: request.method,
      label: request.label,
      control: {
        timeLimitMs: request.timeLimitMs,
        stopRequested: () => Atomics.load(stop, 0) === 1,
        onProgress: (done, total) => {
          progress[0] = done;
          progress[1] = total;
        },
      },
    });
    return { ok: true, report: plainReport(report) };
  } catch (error) {
    if (error instanceof MatrixLimitError)
      return { ok: false, limit: { limit: error.limit, value: error.value, progress: error.progress }, message: error.message };
    if (error instanceof NimlabError) return { ok: false, message: error.message };
    throw error;
  }
}

parentPort!.once('message', (request: NashRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
