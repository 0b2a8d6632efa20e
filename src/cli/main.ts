#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { NimlabError } from '../engine/core/errors.js';
import { shortenTokens } from '../engine/core/quoteToken.js';
import { fileErrorMessage, isFileSystemError } from './io/fileError.js';
import { USAGE_ERROR } from './io/exitCodes.js';

type Register = (program: Command) => void;

/**
 * Each command's module, loaded on demand: `nimlab judge` then starts without loading every game
 * and problem, which matters when a judge times the whole process.
 */
const commands: Record<string, () => Promise<Register>> = {
  analyze: async () => (await import('./analyze/analyze.js')).registerAnalyze,
  census: async () => (await import('./census/census.js')).registerCensus,
  cgt: async () => (await import('./cgt/cgt.js')).registerCgt,
  games: async () => (await import('./games/games.js')).registerGames,
  judge: async () => (await import('./judge/judge.js')).registerJudge,
  'misere-census': async () => (await import('./misere-census/misereCensus.js')).registerMisereCensus,
  nash: async () => (await import('./nash/nash.js')).registerNash,
  nimber: async () => (await import('./nimber/nimber.js')).registerNimber,
  play: async () => (await import('./play/play.js')).registerPlay,
  quotient: async () => (await import('./quotient/quotient.js')).registerQuotient,
  stress: async () => (await import('./stress/stress.js')).registerStress,
  table: async () => (await import('./table/table.js')).registerTable,
  worker: async () => (await import('./census/worker.js')).registerWorker,
};

/**
 * What `nimlab --help` lists, so that it loads no command (start-up: issue 21). Each line must
 * match the command's own registration; src/cli/e2e/startUp.e2e.test.ts checks that it does.
 */
const SUMMARIES: Record<string, { usage: string; description: string }> = {
  analyze: { usage: '<game> <position...>', description: 'outcome, Grundy value and winning moves of a position' },
  census: {
    usage: '[patterns...]',
    description: 'Grundy sequences of every game a pattern names (0.???, 4.???): period proofs, equivalences, a database and a report',
  },
  cgt: {
    usage: '[expression...]',
    description:
      "partizan games in CGSuite's notation: canonical form, outcome, stops, mean, temperature, thermograph; no expression: a session",
  },
  games: { usage: '', description: 'list every built-in game with its rule and an example' },
  judge: { usage: '[id] [input]', description: 'solve a contest problem: judge input from a file or stdin, judge output on stdout' },
  'misere-census': {
    usage: '[patterns...]',
    description:
      'misère quotients of every code a pattern names (0.??, 0.???, 4.??), each to a proven solution or a stated limit: a table, JSON, Markdown',
  },
  nash: {
    usage: '<game>',
    description: 'Nash equilibria of a game without turns (a payoff matrix or a Gambit .nfg file), exactly; the value of a zero-sum game',
  },
  nimber: {
    usage: '<expression...>',
    description: 'nimber calculator: + nim-sum, * nim-product, / division, ^ power, inv, sqrt, ugly product',
  },
  play: { usage: '<game> <position...>', description: 'play a game in the terminal against the perfect opponent' },
  quotient: {
    usage: '<game>',
    description:
      'the misère quotient of a heap game (Plambeck–Siegel): monoid, P-portion, presentation, heap map; stops when the periodicity theorem proves it',
  },
  stress: {
    usage: '<id> <command...>',
    description: "test your solution against nimlab's (or your own brute force) on random inputs; shrink the first failure",
  },
  table: { usage: '<game>', description: 'Grundy values of a heap game for heaps 0..N, the largest value, P-positions and the period' },
  worker: {
    usage: '',
    description: 'take census jobs from a BullMQ queue on Redis and run them, one per core, until stopped (Ctrl-C, SIGTERM)',
  },
};

function version(): string {
  const packageJson = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/** The program with the named command only, or with every command (help, unknown names). */
export async function buildProgram(commandName?: string): Promise<Command> {
  const { Command } = await import('commander');
  const program = new Command('nimlab')
    .description('Solve two-player combinatorial games exactly.')
    .version(version())
    .configureOutput({ outputError: (message) => fail(commanderMessage(message, commandName)) })
    .exitOverride();
  const known = commandName !== undefined && Object.hasOwn(commands, commandName);
  if (!known && isTopLevel(commandName)) {
    // `nimlab`, `nimlab --help`, `nimlab --version`: the list of commands, none of them loaded.
    for (const [name, { usage, description }] of Object.entries(SUMMARIES)) {
      program.command(`${name} ${usage}`.trim()).description(description).option('-h, --help', 'display help for command');
    }
    return program;
  }
  const wanted = known ? [commandName] : Object.keys(commands);
  for (const register of await Promise.all(wanted.map((name) => commands[name]()))) register(program);
  for (const command of program.commands) command.exitOverride();
  return program;
}

/** No command named: only the program's own help or version is wanted. */
function isTopLevel(first: string | undefined): boolean {
  return first === undefined || ['-h', '--help', '-V', '--version'].includes(first);
}

/** Every user error, ours or the argument parser's: one line `nimlab: …` on stderr, exit code 2. */
function fail(message: string): void {
  process.stderr.write(`nimlab: ${shortenTokens(message).replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = USAGE_ERROR;
}

/**
 * Commander's `error: unknown option '--frob'` (sometimes with a second line `(Did you mean …?)`)
 * in our style, with where to read the usage, as ripgrep and cargo end their usage errors.
 */
function commanderMessage(message: string, commandName: string | undefined): string {
  const text = message.trim().replace(/^error: /, '');
  const help = commandName !== undefined && Object.hasOwn(commands, commandName) ? `nimlab ${commandName} --help` : 'nimlab --help';
  return `${text} (see '${help}')`;
}

/** Commander's own errors (loaded lazily, so recognised by their `commander.*` code). */
function isCommanderError(error: unknown): error is Error & { exitCode: number } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('commander.');
}

/** better-sqlite3's errors (the census database): a file that is no database, a locked or read-only one. */
function isSqliteError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && error.name === 'SqliteError' && typeof code === 'string';
}

/** `nimlab judge <id>` alone: what contest judges time, so it skips loading the argument parser. */
function isPlainJudgeRun(argv: string[]): boolean {
  return argv.length === 4 && argv[2] === 'judge' && /^[a-z][a-z0-9-]*$/.test(argv[3]);
}

/** Exit code after SIGTERM (128 + 15), as shells report it. */
const TERMINATED = 143;

/**
 * SIGTERM (kill, a service manager, a timeout) stops a command as Ctrl-C does: the same handlers
 * run (each command's own, which stop its workers and programs and say how far it got), then the
 * exit code is SIGTERM's. A command with no Ctrl-C handler ends at once, as Node would.
 */
function stopOnSigterm(): void {
  process.once('SIGTERM', () => {
    // A command that stops on SIGTERM by itself (the queue worker: its documented way to stop, exit 0) keeps its own ending.
    if (process.listenerCount('SIGTERM') > 0) return;
    process.on('exit', () => {
      process.exitCode = TERMINATED;
    });
    if (process.listenerCount('SIGINT') === 0) process.exit(TERMINATED);
    process.emit('SIGINT', 'SIGINT');
  });
}

/** `nimlab help NAME` for a name that is no command: one line, exit 2 (commander would print the whole help). */
function checkHelpTopic(argv: string[]): void {
  if (argv[2] !== 'help' || argv[3] === undefined || argv[3].startsWith('-') || Object.hasOwn(commands, argv[3])) return;
  throw new NimlabError(`help: unknown command '${argv[3]}' (commands: ${Object.keys(SUMMARIES).join(', ')})`);
}

/** Commands whose first argument is a game, which may be a module file. */
const GAME_COMMANDS = new Set(['analyze', 'table', 'quotient', 'play']);

/**
 * `-` is standard input wherever a file of data is read (positions, matrices, codes, judge input);
 * a game module is code whose imports resolve beside its file, so it is not read from a pipe.
 */
function checkModuleFromStdin(argv: string[]): void {
  if (GAME_COMMANDS.has(argv[2]) && argv[3] === '-')
    throw new NimlabError(
      `${argv[2]}: a game module is read from its file (its imports resolve beside it), not from standard input ('-'): save it as a .mjs file and name that`,
    );
}

async function main(argv: string[]): Promise<void> {
  stopOnSigterm();
  try {
    checkHelpTopic(argv);
    checkModuleFromStdin(argv);
    if (isPlainJudgeRun(argv)) {
      await (await import('./judge/judge.js')).judge(argv[3], undefined, { brute: false });
      return;
    }
    // A searched Domineering board starts its search before the analyze command is loaded (and ends
    // the process once answered); a board it does not search goes on below.
    if (argv[2] === 'analyze' && argv[3] === 'domineering') {
      const quick = await import('./analyze/quickDomineering.js');
      const request = quick.quickDomineeringRequest(argv.slice(2));
      if (request !== null) await quick.searchQuickly(request);
    }
    // A small `analyze` skips the argument parser too: start-up is most of its time (issue 21).
    if (argv[2] === 'analyze') {
      const quick = await import('./analyze/quickAnalyze.js');
      const request = quick.quickAnalyzeRequest(argv.slice(2));
      if (request !== null && quick.analyzeQuickly(request)) return;
    }
    await (await buildProgram(argv[2])).parseAsync(argv);
  } catch (error) {
    if (isCommanderError(error)) {
      const { exitCode } = error;
      // Help and --version exit cleanly; commander has already printed its own message otherwise.
      process.exitCode = exitCode === 0 ? 0 : USAGE_ERROR;
    } else if (error instanceof NimlabError) {
      fail(error.message);
    } else if (isFileSystemError(error)) {
      // A path a user gave (--out, --db, …) that cannot be written or read: one line, as any user error.
      fail(fileErrorMessage(error));
    } else if (isSqliteError(error)) {
      fail(`the database: ${error.message} (${error.code})`);
    } else if (error instanceof RangeError && /call stack/i.test(error.message)) {
      fail('internal error: the computation recursed too deeply (please report this game and input)');
    } else {
      throw error;
    }
  }
}

// A reader that stops early (`nimlab games | head`) closes the pipe: that ends the output, not in an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

await main(process.argv);
