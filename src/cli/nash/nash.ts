import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { MatrixLimitError } from '../../engine/matrix/index.js';
import { NASH_METHODS, writeNfgOutcomes, writeNfgPayoffs, type NashMethod } from '../../games/matrix/index.js';
import { toJson } from '../io/json.js';
import { parseCount } from '../io/options.js';
import { writeOut } from '../io/writeOut.js';
import { readGameArgument } from './gameInput.js';
import { gambitLines, nashJson, nashText } from './render.js';
import { NashSolverThread } from './solveRun.js';

/** The default --time-limit, in seconds. */
export const NASH_TIME_LIMIT_S = 60;

interface NashOptions {
  method?: string;
  label?: string;
  json?: boolean;
  gambit?: boolean;
  nfg?: string | boolean;
  timeLimit?: string;
}

export function registerNash(program: Command): void {
  program
    .command('nash')
    .description('Nash equilibria of a game without turns (a payoff matrix or a Gambit .nfg file), exactly; the value of a zero-sum game')
    .argument(
      '<game>',
      "a file (.nfg, or rows of numbers; 'A | B' rows for a bimatrix), - for standard input, or a classic: matching-pennies, rps, prisoners-dilemma, battle-of-the-sexes, chicken, blotto:S,F",
    )
    .option('--method <method>', 'support, vertex, lemke, lp (zero-sum) or pure; default vertex for two players, pure for more')
    .option('--label <k>', 'with --method lemke: start from this one label (1 … m+n: rows, then columns) instead of every label')
    .option(
      '--json',
      'print JSON: { value?, equilibria: [ { strategies: [[…], […]], payoffs: […] } ] }, numbers as exact fractions ("1/3"), then how they were found (valuePath, method, coverage, degenerate, convexSets, lemkePath, labels)',
    )
    .option('--gambit', "print Gambit's lines: NE,p1,…,q1,… per equilibrium")
    .option('--nfg [version]', 'print the game as a Gambit .nfg file instead (payoff or outcome version; default payoff)')
    .option('--time-limit <seconds>', `stop after this many seconds (default ${NASH_TIME_LIMIT_S})`)
    .addHelpText(
      'after',
      [
        '',
        'A plain matrix: one row per line, numbers (integers, decimals, fractions) separated by spaces or commas;',
        "rows alone are a zero-sum game (the row player's payoffs), 'a1 a2 | b1 b2' rows give both players'.",
        'Every equilibrium printed is checked exactly: no player gains by any pure deviation.',
        '',
        'Examples:',
        '  nimlab nash rps',
        '  nimlab nash battle-of-the-sexes --json',
        '  nimlab nash game.nfg --method lemke --label 1',
        "  printf '3 0 | 3 5\\n5 1 | 0 1\\n' | nimlab nash -",
        '  nimlab nash blotto:5,3 --nfg > blotto.nfg',
      ].join('\n'),
    )
    .action(async (argument: string, options: NashOptions) => {
      // Started first: the thread's start-up runs beside the reading of the game.
      const solver = options.nfg === undefined ? new NashSolverThread() : undefined;
      try {
        await runNash(argument, options, solver);
      } finally {
        solver?.close();
      }
    });
}

async function runNash(argument: string, options: NashOptions, solver: NashSolverThread | undefined): Promise<void> {
  const game = readGameArgument(argument);
  if (solver === undefined) {
    const version = options.nfg === true || options.nfg === undefined ? 'payoff' : options.nfg;
    if (version !== 'payoff' && version !== 'outcome') throw new NimlabError(`--nfg: expected payoff or outcome, got '${version}'`);
    await writeOut([version === 'payoff' ? writeNfgPayoffs(game) : writeNfgOutcomes(game)]);
    return;
  }
  if (options.json && options.gambit) throw new NimlabError('choose one of --json and --gambit');
  const method = parseMethod(options.method);
  if (options.label !== undefined && method !== 'lemke') throw new NimlabError('--label goes with --method lemke');
  const labels = game.table.strategyCounts.reduce((a, b) => a + b, 0);
  const label = options.label === undefined ? undefined : parseCount(options.label, '--label', 1, labels) - 1;
  const timeLimitS = options.timeLimit === undefined ? NASH_TIME_LIMIT_S : parseCount(options.timeLimit, '--time-limit', 1, 1_000_000);
  let report;
  try {
    report = await solver.solve(game.table, { method, label, timeLimitMs: timeLimitS * 1000 });
  } catch (error) {
    if (error instanceof MatrixLimitError && error.limit === 'time') throw new NimlabError(`${error.message}; raise it with --time-limit`);
    throw error;
  }
  await writeOut([options.json ? toJson(nashJson(report)) + '\n' : options.gambit ? gambitLines(report) : nashText(game, report)]);
}

function parseMethod(text: string | undefined): NashMethod | undefined {
  if (text === undefined) return undefined;
  if (!(NASH_METHODS as readonly string[]).includes(text))
    throw new NimlabError(`--method: expected ${NASH_METHODS.join(', ')}, got '${text}'`);
  return text as NashMethod;
}
