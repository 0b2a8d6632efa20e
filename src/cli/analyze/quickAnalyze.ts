/**
 * `nimlab analyze GAME N…` of a small position, answered without the argument parser and without
 * the rest of the analyze command (progress bars, time limits, module runner, misère quotients),
 * which a small position never needs: start-up is most of its time (issue 21: at most 1.5× a bare
 * `node -e 0`; bench/cases/start-up.mjs). Anything else falls through to the full command, which
 * prints the same for what both answer (src/cli/e2e/startUp.e2e.test.ts compares them).
 */
import { NimlabError } from '../../engine/core/errors.js';
import { builtInGames, type PositionReport } from '../../games/index.js';
import { analyzeHeapPosition, GrundySequencer, isHeapGameName, parseHeapGame } from '../../games/heap/index.js';
import { parseHeaps } from '../../games/parse.js';
import { MOVES_LISTED, printReport } from '../report/analyzeReport.js';
import { isModulePath } from '../userGame/modulePath.js';

/**
 * Heaps of take-and-break games up to this size are computed here by the JavaScript kernels
 * (milliseconds, so no progress display or time limit is wanted, and compiling the WebAssembly
 * kernels would cost more than it saves); larger ones go to the full command.
 */
const QUICK_HEAP = 1024n;

/** The flags the quick path understands; any other word starting with '-' takes the full path. */
const QUICK_FLAGS = new Set(['--json', '--explain']);

/** `analyze GAME WORDS… [--json] [--explain]` with a game name and position words, or null. */
export function quickAnalyzeRequest(args: readonly string[]): { game: string; words: string[]; json: boolean; explain: boolean } | null {
  if (args[0] !== 'analyze') return null;
  const rest = args.slice(1);
  if (!rest.every((word) => !word.startsWith('-') || QUICK_FLAGS.has(word))) return null;
  const [game, ...words] = rest.filter((word) => !QUICK_FLAGS.has(word));
  if (game === undefined || words.length === 0) return null;
  return { game, words, json: rest.includes('--json'), explain: rest.includes('--explain') };
}

/**
 * Answers the request and returns true, or returns false (having printed nothing) for the full
 * command. Bad input also goes there, to be told in the one error style: this file is bundled
 * apart (scripts/bundle-cli.mjs), so its NimlabError is not main.js's.
 */
export function analyzeQuickly(request: { game: string; words: string[]; json: boolean; explain: boolean }): boolean {
  let answer: { name: string; report: PositionReport } | null;
  try {
    answer = quickReport(request.game, request.words);
  } catch (error) {
    if (error instanceof NimlabError) return false;
    throw error;
  }
  if (answer === null) return false;
  printReport(answer.name, answer.report, request);
  return true;
}

function quickReport(gameName: string, words: string[]): { name: string; report: PositionReport } | null {
  if (isModulePath(gameName)) return null;
  const game = builtInGames.resolve(gameName);
  // Games on graphs list every start, and read files: the full command's table.
  if (game.analyzeAll || game.readsPositionFile) return null;
  if (!(isHeapGameName(gameName) && game.name === parseHeapGame(gameName).name))
    return { name: game.name, report: game.analyze(words, { movesListed: MOVES_LISTED }) };
  const heapGame = parseHeapGame(gameName);
  if (parseHeaps(words).some((heap) => heap > QUICK_HEAP)) return null;
  const sequencer = new GrundySequencer(heapGame.code, { engine: 'js' });
  return { name: heapGame.name, report: analyzeHeapPosition(heapGame, words, { movesListed: MOVES_LISTED, sequencer }) };
}
