import { Worker } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { formatGrid, parseGrid, type DomineeringGrid } from '../../games/partizan/domineering/grid.js';
import { checkValuesInReach, DomineeringValueLimitError } from '../../games/partizan/domineering/valueLimitError.js';
import {
  CELLS_RACE_BYTES,
  fillCellsRace,
  type DominoMove,
  type OutcomeResult,
  type StarterResult,
} from '../../games/partizan/search/index.js';
import { formatDuration } from '../io/timeLimit.js';
import { toJson } from '../io/json.js';
import { showProgressLine } from '../io/progressLine.js';
import { endInterrupted, listenForCtrlC, onWorkerFailure } from '../io/workerCtrlC.js';
import {
  cellsRaceReady,
  progressOf,
  RECORD_BYTES,
  stopFlag,
  type PartizanSearchAnswer,
  type PartizanSearchRequest,
} from './partizanSearchProtocol.js';

/** log2 of the transposition table's entries, at most (4M entries of 12 bytes on an 8 × 9 board: 48 MB). */
const TABLE_BITS = 22;
/**
 * ... at most on boards of up to 64 cells: 8 × 8 visits about 2M positions per starter and finds
 * as many in a 2^20-entry table (12 MB, faster to clear and to read) as in a 2^22 one.
 */
const SMALL_BOARD_TABLE_BITS = 20;
/** ... and at least: a small board's table is cleared in no time. */
const MIN_TABLE_BITS = 10;

const OUTCOME_WORDS = {
  L: 'Left (vertical) wins whoever starts',
  R: 'Right (horizontal) wins whoever starts',
  N: 'the first player wins',
  P: 'the second player wins',
} as const;

/**
 * Whether a Domineering board's outcome is for this search: it has a region too large to value, as
 * the family says by its typed limit error. A bad board throws its one line.
 */
export function domineeringNeedsSearch(words: string[]): boolean {
  if (words.length !== 1) return false;
  try {
    checkValuesInReach(parseGrid(words[0]!));
    return false;
  } catch (error) {
    if (error instanceof DomineeringValueLimitError) return true;
    throw error;
  }
}

/**
 * `nimlab analyze domineering BOARD`: the outcome class by search (DomineeringSearch, in a worker
 * thread so Ctrl-C and the progress line stay live), both starters, a winning first move for each
 * starter who wins, and the positions searched. Ctrl-C ends with exit 130 and how far it got; the
 * time limit is one line, exit 2.
 */
export async function analyzeDomineeringBySearch(words: string[], options: { json?: boolean; timeLimitMs: number }): Promise<void> {
  if (words.length !== 1) throw new NimlabError(`domineering takes one board (e.g. 8x8 or '..|..'), not ${words.length} words`);
  const grid = parseGrid(words[0]!);
  const answer = await searchInWorker(grid, options.timeLimitMs);
  process.stdout.write(
    (options.json ? toJson(searchJson(grid, answer.result, answer.seconds)) : searchLines(grid, answer.result, answer.seconds).join('\n')) +
      '\n',
  );
}

function searchInWorker(grid: DomineeringGrid, timeLimitMs: number): Promise<{ result: OutcomeResult<DominoMove>; seconds: number }> {
  const record = new SharedArrayBuffer(RECORD_BYTES);
  const progress = progressOf(record);
  const where = () =>
    `after ${Math.round(progress[0]!).toLocaleString('en-US')} positions searched (${progress[1] === 0 ? 'Left' : 'Right'} moving first, ` +
    `${progress[2]} of ${progress[3]} first moves refuted)`;
  const ctrlC = listenForCtrlC(
    () => Atomics.store(stopFlag(record), 0, 1),
    () => `nimlab: domineering search interrupted (Ctrl-C) ${where()}`,
  );
  return new Promise((resolve, reject) => {
    const request: PartizanSearchRequest = {
      rows: grid.rows,
      cols: grid.cols,
      filled: grid.filled,
      timeLimitMs,
      tableBits: Math.min(
        grid.rows * grid.cols <= 64 ? SMALL_BOARD_TABLE_BITS : TABLE_BITS,
        Math.max(MIN_TABLE_BITS, grid.rows * grid.cols - 8),
      ),
      record,
      cellsRace: new SharedArrayBuffer(CELLS_RACE_BYTES),
    };
    const worker = new Worker(new URL('./partizanSearchWorker.js', import.meta.url), { workerData: request });
    // The cells race is the same for every board: this thread fills it while the worker starts
    // (about 40 ms of the worker's 60 ms start-up), rather than the worker after it.
    fillCellsRace(request.cellsRace);
    Atomics.store(cellsRaceReady(record), 0, 1);
    Atomics.notify(cellsRaceReady(record), 0);
    const clearProgress = showProgressLine((seconds) => `domineering: searching ${where()}, ${seconds} s (Ctrl-C stops)`);
    let settled = false;
    const settle = () => {
      settled = true;
      clearProgress();
      ctrlC.release('nimlab: domineering search interrupted (Ctrl-C) again');
    };
    worker.once('message', (answer: PartizanSearchAnswer) => {
      settle();
      if (answer.ok) resolve({ result: answer.result, seconds: answer.seconds });
      else if (answer.limit?.limit === 'interrupted')
        endInterrupted(
          `nimlab: domineering search interrupted (Ctrl-C) ${where().replace(/^after [\d,]+/, `after ${answer.limit.nodes.toLocaleString('en-US')}`)}`,
        );
      else if (answer.limit !== undefined)
        reject(new NimlabError(`time limit of ${formatDuration(answer.limit.value)} reached ${where()}; raise --time-limit`));
      else reject(new NimlabError(answer.message));
    });
    onWorkerFailure(
      worker,
      'domineering search',
      where,
      () => settled,
      (error) => {
        settle();
        reject(error);
      },
    );
  });
}

/**
 * A domino as its two cells, the way `analyze` names moves on boards it values and `play` takes
 * them (column letter, row number from the top): Left's vertical `b1-b2`, Right's horizontal `a2-b2`.
 */
function dominoText(move: DominoMove, left: boolean): string {
  const cell = (row: number, col: number) => `${String.fromCharCode(97 + col)}${row + 1}`;
  return `${cell(move.row, move.col)}-${left ? cell(move.row + 1, move.col) : cell(move.row, move.col + 1)}`;
}

/** The board after the domino, in CGSuite's grid string. */
function boardAfter(grid: DomineeringGrid, move: DominoMove, left: boolean): string {
  const filled = grid.filled.slice();
  const at = move.row * grid.cols + move.col;
  filled[at] = 1;
  filled[at + (left ? grid.cols : 1)] = 1;
  return formatGrid({ ...grid, filled });
}

function starterLine(who: string, starter: StarterResult<DominoMove>, grid: DomineeringGrid, left: boolean): string {
  const nodes = starter.fromTranspose
    ? "the transpose of Left's answer: the board is its own transpose"
    : `${starter.nodes.toLocaleString('en-US')} positions`;
  return starter.wins
    ? `${who} moving first: wins, e.g. ${left ? 'vertical' : 'horizontal'} domino ${dominoText(starter.move!, left)} (${nodes})`
    : `${who} moving first: loses (${nodes})`;
}

export function searchLines(grid: DomineeringGrid, result: OutcomeResult<DominoMove>, seconds: number): string[] {
  return [
    `domineering ${grid.rows}x${grid.cols} ${formatGrid(grid)}`,
    `outcome: ${result.outcome} (${OUTCOME_WORDS[result.outcome]})`,
    starterLine('Left (vertical)', result.leftFirst, grid, true),
    starterLine('Right (horizontal)', result.rightFirst, grid, false),
    `by: search (αβ over bitboards, transposition table up to symmetry, move counting): ${result.nodes.toLocaleString('en-US')} positions in ${seconds.toFixed(1)} s`,
  ];
}

export function searchJson(grid: DomineeringGrid, result: OutcomeResult<DominoMove>, seconds: number): Record<string, unknown> {
  const wins = (starter: StarterResult<DominoMove>, left: boolean) =>
    starter.wins ? [{ move: dominoText(starter.move!, left), to: boardAfter(grid, starter.move!, left) }] : [];
  return {
    game: 'domineering',
    position: formatGrid(grid),
    outcome: result.outcome,
    value: null,
    leftWins: wins(result.leftFirst, true),
    rightWins: wins(result.rightFirst, false),
    // The partizan shape of analyze.schema.json: found by search, no position valued.
    by: 'search',
    positionsValued: 0,
    search: {
      nodes: result.nodes,
      leftFirstNodes: result.leftFirst.nodes,
      rightFirstNodes: result.rightFirst.nodes,
      ...(result.rightFirst.fromTranspose && { rightFirstFromTranspose: true }),
      seconds,
    },
  };
}
