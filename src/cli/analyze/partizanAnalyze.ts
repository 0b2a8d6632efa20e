import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import type { PartizanFamily, PartizanReport } from '../../games/index.js';
import { INTERRUPTED } from '../io/exitCodes.js';
import { toJson } from '../io/json.js';
import { formatDuration } from '../io/timeLimit.js';
import { showProgressLine } from '../io/progressLine.js';
import { endInterrupted, listenForCtrlC, onWorkerFailure } from '../io/workerCtrlC.js';
import {
  PARTIZAN_RECORD_BYTES,
  partizanProgress,
  partizanStopFlag,
  type PartizanAnswer,
  type PartizanRequest,
} from './partizanProtocol.js';

const OUTCOME_WORDS = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the first player wins',
  P: 'the second player wins',
} as const;

/**
 * `nimlab analyze GAME POSITION` for a partizan game: the position is read here (bad input is one
 * line, exit 2, before any thread starts), then valued in a worker thread (`partizanWorker.ts`) so
 * this thread keeps the progress line and Ctrl-C: the first Ctrl-C sets the shared stop flag, the
 * store stops at its next check, and the run ends with exit 130 and how many positions it valued.
 */
export async function analyzePartizanGame<P>(
  family: PartizanFamily<P>,
  words: string[],
  options: { json: boolean; timeLimitMs: number; maxGames: number },
): Promise<void> {
  family.parse(words);
  const report = await valueInWorker(family.name, words, options.timeLimitMs, options.maxGames);
  process.stdout.write(options.json ? partizanJson(report) + '\n' : partizanLines(report).join('\n') + '\n');
}

function valueInWorker(game: string, words: string[], timeLimitMs: number, maxGames: number): Promise<PartizanReport> {
  const record = new SharedArrayBuffer(PARTIZAN_RECORD_BYTES);
  const progress = partizanProgress(record);
  const where = () => `after valuing ${progress[0]} positions`;
  const ctrlC = listenForCtrlC(
    () => Atomics.store(partizanStopFlag(record), 0, 1),
    () => `nimlab: analyze interrupted (Ctrl-C) ${where()} (a second Ctrl-C: nothing shown)`,
  );
  return new Promise((resolve, reject) => {
    const request: PartizanRequest = { game, words, timeLimitMs, maxGames, record };
    const worker = new Worker(new URL('./partizanWorker.js', import.meta.url), { workerData: request });
    const clearProgress = showProgressLine((seconds) => `analyze ${game}: ${progress[0]} positions valued, ${seconds} s (Ctrl-C stops)`);
    let settled = false;
    const settle = () => {
      settled = true;
      clearProgress();
      ctrlC.release('nimlab: analyze interrupted (Ctrl-C) again');
    };
    worker.once('message', (answer: PartizanAnswer) => {
      settle();
      if (answer.ok) resolve(answer.report);
      else if (answer.limit?.limit === 'interrupted') {
        process.exitCode = INTERRUPTED;
        endInterrupted(`nimlab: analyze interrupted (Ctrl-C) ${where()}`);
      } else if (answer.limit?.limit === 'time')
        reject(new NimlabError(`time limit of ${formatDuration(timeLimitMs)} reached ${where()}; raise --time-limit`));
      else if (answer.limit?.limit === 'games')
        reject(new NimlabError(`the game store passed its limit of ${maxGames} games ${where()}; raise --max-games`));
      else reject(new NimlabError(answer.message));
    });
    onWorkerFailure(
      worker,
      'partizan solver',
      where,
      () => settled,
      (error) => {
        settle();
        reject(error);
      },
    );
  });
}

/** The report for people: value, outcome, each side's winning moves, the regions. */
export function partizanLines(report: PartizanReport): string[] {
  const moves = (list: PartizanReport['leftWins']) =>
    list.length === 0 ? ['    none: every move loses'] : list.map((move) => `    ${move.move} → ${move.to}`);
  return [
    `game: ${report.game}`,
    `position: ${report.position}`,
    `value: ${report.value ?? '(not computed: the outcome is by search)'}`,
    `outcome: ${report.outcome} (${OUTCOME_WORDS[report.outcome]})`,
    `Left's winning moves when Left starts (${report.leftWins.length}):`,
    ...moves(report.leftWins),
    `Right's winning moves when Right starts (${report.rightWins.length}):`,
    ...moves(report.rightWins),
    ...(report.regions === undefined
      ? []
      : ['regions (the value is their sum):', ...report.regions.map((r) => `    ${r.position} = ${r.value}`)]),
    `by: ${report.by === 'values' ? 'canonical values' : 'search'} (${report.positionsValued} positions valued)`,
  ];
}

/** One line of JSON: { game, position, outcome, value, leftWins, rightWins, regions?, by, positionsValued }. */
export function partizanJson(report: PartizanReport): string {
  return toJson({
    game: report.game,
    position: report.position,
    outcome: report.outcome,
    value: report.value,
    leftWins: report.leftWins,
    rightWins: report.rightWins,
    ...(report.regions === undefined ? {} : { regions: report.regions }),
    by: report.by,
    positionsValued: report.positionsValued,
  });
}
