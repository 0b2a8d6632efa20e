import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { builtInGames, type PositionReport } from '../../games/index.js';
import {
  analyzeHeapPosition,
  GrundySequencer,
  isHeapGameName,
  MAX_ANALYZED_HEAP,
  parseHeapGame,
  proofRuleFor,
} from '../../games/heap/index.js';
import { parseHeaps } from '../../games/parse.js';
import { misereHeapReport } from './misereHeapReport.js';
import { analyzeDomineeringBySearch, domineeringNeedsSearch } from './partizanSearchReport.js';
import { BUILT_IN_TIME_LIMIT, MODULE_TIME_LIMIT } from './timeLimits.js';
import { ALL_MOVES_MAX, analyzeJson, MOVES_LISTED, printReport } from '../report/analyzeReport.js';
import { formatDuration, parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { isModulePath } from '../userGame/modulePath.js';
import { runUserGameTask } from '../userGame/runTask.js';
import { positionWords } from '../io/positionFile.js';
import { analyzeStarts, printPositionTable } from './positionTable.js';
import { runSequence } from '../io/sequenceRun.js';
import { INTERRUPTED } from '../io/exitCodes.js';
import { parseCount } from '../io/options.js';
import { findPartizanGame } from '../../games/index.js';
import { analyzePartizanGame } from './partizanAnalyze.js';

/** Default --max-games of a partizan game's store, as `nimlab cgt`'s. */
const PARTIZAN_MAX_GAMES = 20_000_000;

interface AnalyzeOptions {
  json?: boolean;
  explain?: boolean;
  timeLimit?: string;
  start?: string;
  misere?: boolean;
  canonical?: boolean;
  allMoves?: boolean;
  maxGames?: string;
}

export function registerAnalyze(program: Command): void {
  program
    .command('analyze')
    .description('outcome, Grundy value and winning moves of a position')
    .argument('<game>', "game name, e.g. nim, bash:3, moore:2, wythoff (see 'nimlab games')")
    .argument('<position...>', 'the position, e.g. heap sizes; for hackenbush, geography and loopy a file (at most 2 MiB)')
    .option(
      '--json',
      'print JSON: { game, position, outcome, grundy, winningMoves }; partizan games: { game, position, outcome, value, leftWins, rightWins }',
    )
    .option('--explain', "say why: the theorem used, with this position's numbers")
    .option(
      '--time-limit <time>',
      timeLimitHelp(
        `stop after this long (default: ${MODULE_TIME_LIMIT} for a game module, ${BUILT_IN_TIME_LIMIT} for a built-in game)`,
        's',
      ),
    )
    .option('--all-moves', `list every winning move (default: the first ${MOVES_LISTED}, then how many more; at most ${ALL_MOVES_MAX})`)
    .option('--start <vertex>', 'games on graphs (geography, loopy): analyse this start only; without it every start is listed')
    .option('--misere', 'misère play (the last player to move loses): heap games by their misère quotient, game modules by canonical forms')
    .option('--max-games <N>', `partizan games: the most games the store of canonical forms may hold (default ${PARTIZAN_MAX_GAMES})`)
    .option('--canonical', 'with --misere and a game module: print the misère canonical form, genus and phylum')
    .addHelpText(
      'after',
      '\nExamples:\n  nimlab analyze nim 3 4 5\n  nimlab analyze kayles 5 7 9 --misere\n  nimlab analyze ./mygame.ts 6 --misere --canonical\n  nimlab analyze wythoff 3 5 --json\n  nimlab analyze bash:3 10 --explain\n  nimlab analyze clobber "xoxo|ox.."   (partizan: value in CGSuite notation, outcome L/R/N/P)\n  nimlab analyze toads-and-frogs TT..FF --json\n  nimlab analyze domineering 3x4   (a region past 24 empty cells, e.g. 8x8: the outcome by search)\n  nimlab analyze ./mygame.ts 10 12   (a module exporting moves(position))',
    )
    .action(async (gameName: string, words: string[], options: AnalyzeOptions) => {
      const partizan = isModulePath(gameName) ? undefined : findPartizanGame(gameName);
      if (partizan !== undefined) {
        const refused = (['misere', 'canonical', 'start', 'explain'] as const).find((flag) => options[flag] !== undefined);
        if (refused !== undefined)
          throw new NimlabError(`--${refused} is not for partizan games ('${partizan.name}': value, outcome class and winning moves)`);
        const timeLimitMs = parseTimeLimit(options.timeLimit ?? BUILT_IN_TIME_LIMIT, 's');
        if (partizan.name === 'domineering' && domineeringNeedsSearch(words)) {
          if (options.maxGames !== undefined)
            throw new NimlabError('--max-games is for values; this Domineering board is too large to value, so it is searched');
          return analyzeDomineeringBySearch(words, { json: options.json, timeLimitMs });
        }
        const maxGames = parseCount(options.maxGames ?? String(PARTIZAN_MAX_GAMES), '--max-games', 100, 60_000_000);
        return analyzePartizanGame(partizan, words, { json: options.json ?? false, timeLimitMs, maxGames });
      }
      if (options.maxGames !== undefined) throw new NimlabError('--max-games is for partizan games (their store of canonical forms)');
      const moduleTimeLimitMs = parseTimeLimit(options.timeLimit ?? MODULE_TIME_LIMIT, 's');
      if (options.canonical && !options.misere) throw new NimlabError('--canonical needs --misere (misère canonical forms)');
      // Options a mode would ignore are refused, so no one waits for what will not come.
      if (options.misere && options.explain)
        throw new NimlabError("--explain is for normal play; with --misere the report's 'by:' line says how the outcome was found");
      if (options.misere && options.allMoves) throw new NimlabError('--all-moves is for normal play; --misere lists every winning move');
      if (options.misere) {
        const { lines, json } = await analyzeMisere(gameName, words, options.canonical ?? false, moduleTimeLimitMs);
        process.stdout.write(options.json ? analyzeJson(json) + '\n' : lines.join('\n') + '\n');
        return;
      }
      const starts = analyzeStarts(gameName, words, options.start);
      if (starts && 'table' in starts) return printPositionTable(starts.name, starts.table, options);
      const answer =
        starts ??
        (isTakeBreakGame(gameName)
          ? await analyzeHeaps(gameName, words, options)
          : await analyzeGame(gameName, words, moduleTimeLimitMs, options.allMoves ? ALL_MOVES_MAX : MOVES_LISTED));
      if (answer === null) return;
      printReport(answer.name, answer.report, options);
    });
}

/** A name the catalog answers with a take-and-break code (`0.77`, `kayles`), not a game of its own (`nim`). */
function isTakeBreakGame(gameName: string): boolean {
  return !isModulePath(gameName) && isHeapGameName(gameName) && builtInGames.resolve(gameName).name === parseHeapGame(gameName).name;
}

/**
 * A sum of heaps of a take-and-break game: the values are computed first in slices, with a
 * progress bar on a terminal, a time limit, and Ctrl-C saying how far it got (null then).
 */
async function analyzeHeaps(
  gameName: string,
  words: string[],
  options: AnalyzeOptions,
): Promise<{ name: string; report: PositionReport } | null> {
  const game = parseHeapGame(gameName);
  const heaps = parseHeaps(words);
  const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
  const target = Number(largest > BigInt(MAX_ANALYZED_HEAP) ? BigInt(MAX_ANALYZED_HEAP) : largest) + 1;
  if (largest > BigInt(MAX_ANALYZED_HEAP) && proofRuleFor(game.code) === null) {
    throw new NimlabError(
      `heap ${largest} is past the ${MAX_ANALYZED_HEAP} values computed, and no periodicity theorem applies to ${game.name} to give the rest`,
    );
  }
  const sequencer = new GrundySequencer(game.code);
  const timeLimitMs = parseTimeLimit(options.timeLimit ?? BUILT_IN_TIME_LIMIT, 's');
  const { interrupted, timedOut } = await runSequence(sequencer, target, { timeLimitMs, onCtrlC: 'stops and says how far it got' });
  const progress = `after computing G(0..${sequencer.computed - 1}) of the ${target} values needed (${Math.floor((100 * sequencer.computed) / target)}%)`;
  if (timedOut) throw new NimlabError(`time limit of ${formatDuration(timeLimitMs)} reached ${progress}; raise --time-limit`);
  if (interrupted) {
    process.stderr.write(`nimlab: interrupted ${progress}\n`);
    process.exitCode = INTERRUPTED;
    return null;
  }
  const movesListed = options.allMoves ? ALL_MOVES_MAX : MOVES_LISTED;
  return { name: game.name, report: analyzeHeapPosition(game, words, { movesListed, sequencer }) };
}

/** A built-in game by name, or a user's module (run in a worker under a time limit). */
async function analyzeGame(
  gameName: string,
  words: string[],
  timeLimitMs: number,
  movesListed: number,
): Promise<{ name: string; report: PositionReport }> {
  if (isModulePath(gameName)) {
    const answer = await runUserGameTask({ kind: 'analyze', file: gameName, words }, timeLimitMs);
    if (answer.kind !== 'analyze') throw new Error('worker answered the wrong task');
    return { name: answer.name, report: answer.report };
  }
  const game = builtInGames.resolve(gameName);
  return { name: game.name, report: game.analyze(game.readsPositionFile ? positionWords(words) : words, { movesListed }) };
}

/** Misère analysis: heap games through their quotient, game modules through canonical forms. */
async function analyzeMisere(
  gameName: string,
  words: string[],
  canonical: boolean,
  timeLimitMs: number,
): Promise<{ lines: string[]; json: Record<string, unknown> }> {
  if (isModulePath(gameName)) {
    const answer = await runUserGameTask({ kind: 'misere', file: gameName, words, canonical }, timeLimitMs);
    if (answer.kind !== 'misere') throw new Error('worker answered the wrong task');
    return { lines: answer.lines, json: answer.json };
  }
  if (canonical) throw new NimlabError('--canonical works on game modules (./mygame.ts); for heap games use nimlab table <code> --misere');
  if (!isHeapGameName(gameName))
    throw new NimlabError(
      `--misere works on heap games (take-and-break codes, S(…), kayles, …) and game modules, not '${gameName}' (misère Nim is 'misere-nim')`,
    );
  return misereHeapReport(parseHeapGame(gameName), parseHeaps(words), timeLimitMs);
}
