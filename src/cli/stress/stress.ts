import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { loadProblem, problemCatalog, type InputSize, type NamedProblem } from '../../problems/index.js';
import { shrinkInput } from '../../problems/shrink.js';
import { normalizeText } from '../../problems/output.js';
import { toJson } from '../io/json.js';
import { parseCount } from '../io/options.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { compiledCommand } from './compile.js';
import { reportFailure, reportFlaky, type Failure, type FoundFailure } from './failureReport.js';
import { CannotRunError, ProgramRunner, runsInShell, type RunLimits } from './programRun.js';
import { stressSubject, type StressSubject, type UserPrograms } from './subject.js';
import { count, lastLine } from './text.js';
import { GroupWatchdog } from './watchdog.js';
import { INTERRUPTED } from '../io/exitCodes.js';

interface StressOptions {
  seed?: string;
  runs: string;
  timeLimit: string;
  max: boolean;
  size?: string;
  shrinkTime: string;
  json?: boolean;
  gen?: string;
  brute?: string;
  checker?: string;
  memoryLimit?: string;
  jobs: string;
}

/** What the user's program did with one input. */
type Verdict = { ok: true; wallMs: number } | ({ ok: false } & Failure);

const DEFAULT_TIME_LIMIT = '5000';

/** Output a solution may write past the expected answer's length before it is stopped (a checker may accept another answer). */
const OUTPUT_SLACK = 1 << 16;

/** A run's inputs and the tools that judge it, held for one stress command. */
interface Stress {
  id: string;
  subject: StressSubject;
  runner: ProgramRunner;
  /** The solution as run (a compiled C++ source: its binary). */
  command: string[];
  /** The solution as the user gave it, for the command that reproduces a run. */
  userCommand: string[];
  timeLimitMs: number;
  memoryMb: number | null;
  /** Strays already named (each is said once). */
  strays: Set<string>;
}

/** The verdict on `input`, or null when the reference refuses it (an input not to try). */
async function judgeOnce(stress: Stress, input: string): Promise<Verdict | null> {
  const reference = await stress.subject.answer(input);
  if ('refused' in reference) return null;
  const expected = reference.answer;
  const limits: RunLimits = {
    timeMs: stress.timeLimitMs,
    outputBytes: 2 * Buffer.byteLength(expected) + OUTPUT_SLACK,
    memoryMb: stress.memoryMb,
  };
  const run = await stress.runner.run(stress.command, input, limits);
  for (const stray of run.strays) {
    if (stress.strays.has(stray.name)) continue;
    stress.strays.add(stray.name);
    process.stderr.write(
      `nimlab: killed '${stray.name}' (pid ${stray.pid}): your program left it running outside its process group, holding its output open\n`,
    );
  }
  // The shell reports a command it cannot start with 126 (not executable) or 127 (not found).
  if (runsInShell(stress.command) && (run.code === 126 || run.code === 127) && /^(\/bin\/)?sh: /.test(run.stderr)) {
    throw new CannotRunError(`cannot run '${stress.command[0]}': ${lastLine(run.stderr)}`);
  }
  const failed = (reason: string): Verdict => ({
    ok: false,
    expected,
    actual: normalizeText(run.stdout),
    reason,
    actualBytes: run.outputBytesSeen,
    outputCut: run.outputTooLarge,
    wallMs: run.wallMs,
  });
  if (run.timedOut) return failed(`time limit of ${stress.timeLimitMs} ms exceeded`);
  if (run.memoryExceeded) return failed(`memory limit of ${stress.memoryMb} MB exceeded`);
  if (run.outputTooLarge) return failed('wrote more output than any answer needs (stopped)');
  if (run.signal !== null) return failed(`killed by signal ${run.signal}${lastLine(run.stderr, ': ')}`);
  if (run.code !== 0) return failed(`exited with code ${run.code}${lastLine(run.stderr, ': ')}`);
  const wrong = await stress.subject.judge(input, run.stdout, expected);
  return wrong === null ? { ok: true, wallMs: run.wallMs } : failed(wrong);
}

/**
 * The size class of each run: small inputs first (they shrink well and run fast), then a few
 * max-size ones spread from a tenth of the way in to the last run, so a bug that shows only at the
 * limits is met early too. The class is a function of the run alone, so `--size` replays it.
 */
function sizeOfRun(run: number, runs: number, options: StressOptions): InputSize {
  if (options.size === 'small' || options.size === 'max') return options.size;
  const maxRuns = options.max ? Math.min(3, Math.floor(runs / 10)) : 0;
  if (maxRuns === 0) return 'small';
  if (maxRuns === 1) return run === runs - 1 ? 'max' : 'small';
  const first = Math.floor(runs / 10);
  for (let k = 0; k < maxRuns; k++) if (run === first + Math.floor(((runs - 1 - first) * k) / (maxRuns - 1))) return 'max';
  return 'small';
}

/** A word as a POSIX shell reads it back. */
function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

function reproduceCommand(id: string, command: string[], seed: number, size: InputSize, options: StressOptions): string {
  const timeLimit = options.timeLimit === DEFAULT_TIME_LIMIT ? [] : ['--time-limit', options.timeLimit];
  const programs = (['gen', 'brute', 'checker'] as const).flatMap((name) =>
    options[name] === undefined ? [] : [`--${name}`, options[name]!],
  );
  const memory = options.memoryLimit === undefined ? [] : ['--memory-limit', options.memoryLimit];
  return [
    'nimlab',
    'stress',
    id,
    '--seed',
    String(seed),
    '--runs',
    '1',
    '--size',
    size,
    ...timeLimit,
    ...memory,
    ...programs,
    '--',
    ...command,
  ]
    .map(shellQuote)
    .join(' ');
}

/** Progress on a terminal only: one line rewritten in place. */
class Progress {
  private readonly enabled: boolean;
  private lastWrite = 0;

  constructor(json: boolean | undefined) {
    this.enabled = !json && process.stderr.isTTY === true;
  }

  show(text: string, force = false): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (!force && now - this.lastWrite < 100) return;
    this.lastWrite = now;
    process.stderr.write(`\r\x1b[K${text}`);
  }

  end(): void {
    if (this.enabled) process.stderr.write('\r\x1b[K');
  }
}

/** A user's program given as an option: one string, a shell line when it has spaces, compiled when a C++ source. */
function programOption(text: string | undefined, name: string): string[] | null {
  if (text === undefined) return null;
  if (text.trim() === '') throw new NimlabError(`--${name}: expected a command, got an empty string`);
  return compiledCommand([text], `--${name}`);
}

/** The built-in problem `id`, or null when the user's --gen and --brute stand for it (any name will do then). */
async function problemFor(id: string, options: StressOptions): Promise<NamedProblem | null> {
  const known = problemCatalog.some((entry) => entry.id === id);
  if (!known && options.gen !== undefined && options.brute !== undefined) return null;
  return loadProblem(id);
}

export function registerStress(program: Command): void {
  program
    .command('stress')
    .description("test your solution against nimlab's (or your own brute force) on random inputs; shrink the first failure")
    .argument('<id>', "problem id (see 'nimlab judge --list'); any name of your own with --gen and --brute")
    .argument(
      '<command...>',
      'your program and its arguments, after -- (one string with spaces runs through the shell; a .cpp file is compiled with g++ first)',
    )
    .option('--seed <n>', 'seed of the first run (reproduces a run)')
    .option('--runs <n>', 'number of random inputs', '200')
    .option('--time-limit <time>', timeLimitHelp('time limit per run', 'ms'), DEFAULT_TIME_LIMIT)
    .option('--memory-limit <MB>', "peak resident memory per run, in MB (the run's processes summed, sampled every 20 ms)")
    .option('-j, --jobs <N>', 'runs at a time', '1')
    .option('--size <class>', "every input 'small' or 'max' (default: small ones, then a few max-size ones)")
    .option('--no-max', 'only small inputs (skip the max-size runs)')
    .option('--shrink-time <s>', 'time budget for shrinking a failure, in seconds; the best failure so far is printed when it ends', '30')
    .option('--gen <cmd>', "your generator: run as CMD SEED, its output is the input (default: the problem's)")
    .option('--brute <cmd>', "your reference solution: its output is the right answer (default: nimlab's)")
    .option(
      '--checker <cmd>',
      'your checker, for problems with several right answers: run as CMD INPUT OUTPUT ANSWER (testlib: exit 0 accepted, 1 wrong, 2 presentation error)',
    )
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
Each run's processes are killed with it, also when nimlab itself is killed (SIGKILL, a closed
terminal): a watchdog process kills what is left. A process that escapes the run's group but holds
its output open is killed and named. Output past twice the expected answer stops the program.

Examples:
  nimlab stress luogu-p2197 -- ./a.out
  nimlab stress hdu3032 --runs 500 --seed 7 -j 2 -- python3 sol.py
  nimlab stress luogu-p2197 --time-limit 2s -- ./a.out
  nimlab stress luogu-p2197 sol.cpp                       compiled once with g++ -O2 -std=gnu++17
  nimlab stress my-problem --gen ./gen --brute 'python3 brute.py' --checker ./check -- ./a.out`,
    )
    .action(async (id: string, command: string[], options: StressOptions) => {
      const problem = await problemFor(id, options);
      const runs = parseCount(options.runs, '--runs');
      const timeLimitMs = parseTimeLimit(options.timeLimit, 'ms');
      const shrinkSeconds = parseCount(options.shrinkTime, '--shrink-time', 0);
      const jobs = parseCount(options.jobs, '--jobs', 1, 64);
      const memoryMb = options.memoryLimit === undefined ? null : parseCount(options.memoryLimit, '--memory-limit', 1, 1 << 20);
      if (options.size !== undefined && options.size !== 'small' && options.size !== 'max') {
        throw new NimlabError(`--size: expected 'small' or 'max', got '${options.size}'`);
      }
      const seed = options.seed === undefined ? Date.now() % 1_000_000_007 : parseCount(options.seed, '--seed', 0);
      const programs: UserPrograms = {
        gen: programOption(options.gen, 'gen'),
        brute: programOption(options.brute, 'brute'),
        checker: programOption(options.checker, 'checker'),
      };
      const solution = compiledCommand(command, 'your solution');
      await withInterruptHandling(async (runner, interrupt) => {
        const stress: Stress = {
          id,
          subject: stressSubject(problem, programs, runner, timeLimitMs, runsInShell),
          runner,
          command: solution,
          userCommand: command,
          timeLimitMs,
          memoryMb,
          strays: new Set(),
        };
        const reference = programs.brute === null ? 'nimlab' : 'your --brute';
        const progress = new Progress(options.json);
        const times: number[] = [];
        const found = await firstFailure(runs, jobs, interrupt, async (run) => {
          const size = sizeOfRun(run, runs, options);
          const input = await stress.subject.generate(seed + run, size);
          const verdict = await judgeOnce(stress, input);
          if (verdict === null) throw new NimlabError(`the reference refused the input of run ${run + 1} (seed ${seed + run})`);
          if (verdict.ok) {
            times.push(verdict.wallMs);
            progress.show(`run ${times.length}/${runs} ok`);
            return null;
          }
          return { run, seed: seed + run, size, input, verdict };
        });
        progress.end();
        if (found === null && interrupt.aborted) {
          process.stderr.write(`nimlab: interrupted after ${count(times.length, 'run')}, all agreeing with ${reference} (seed ${seed})\n`);
          process.exitCode = INTERRUPTED;
          return;
        }
        if (found !== null) {
          await shrinkAndReport(stress, found, { ...options, shrinkSeconds }, reference, interrupt);
          return;
        }
        const timing = timeFigures(times);
        if (options.json) process.stdout.write(toJson({ problem: id, runs, seed, passed: true, timeMs: timing.json }) + '\n');
        else
          process.stdout.write(
            `${runs === 1 ? '1 run agrees' : `all ${runs} runs agree`} with ${reference} (seed ${seed}); ${timing.text}\n`,
          );
      });
    });
}

/** Per-run time figures of the solution: median and slowest. */
function timeFigures(times: number[]): { text: string; json: { median: number; max: number } } {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const max = sorted.at(-1) ?? 0;
  return { text: `time per run: median ${median} ms, slowest ${max} ms`, json: { median, max } };
}

/**
 * Runs 0..runs−1, `jobs` at a time, until one fails; returns the failure of the lowest run that
 * failed (so `-j` finds the failure a single lane would), or null when all passed or Ctrl-C came.
 * Once a run fails, no later run starts, and the runs before it still going are waited for.
 */
async function firstFailure(
  runs: number,
  jobs: number,
  interrupt: AbortSignal,
  runOne: (run: number) => Promise<FoundFailure | null>,
): Promise<FoundFailure | null> {
  let next = 0;
  let first: FoundFailure | null = null;
  const lane = async () => {
    while (next < runs && !interrupt.aborted && (first === null || next < first.run)) {
      const run = next++;
      const failure = await runOne(run);
      // A run cut short by Ctrl-C says nothing about the solution.
      if (failure !== null && !interrupt.aborted && (first === null || run < first.run)) first = failure;
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, runs) }, lane));
  return first;
}

/**
 * Ctrl-C (or a SIGTERM) stops the running programs with their whole process groups and aborts the
 * signal the stress loop watches; a program left running is killed when nimlab exits, and by the
 * watchdog (watchdog.ts) when nimlab dies without running any code of its own.
 */
async function withInterruptHandling(body: (runner: ProgramRunner, interrupt: AbortSignal) => Promise<void>): Promise<void> {
  const watchdog = process.platform === 'win32' ? null : new GroupWatchdog();
  const runner = new ProgramRunner(watchdog);
  const controller = new AbortController();
  const onSignal = () => {
    controller.abort();
    runner.killAll();
  };
  const onExit = () => runner.killAll();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', onExit);
  try {
    await body(runner, controller.signal);
  } finally {
    runner.killAll();
    watchdog?.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function shrinkAndReport(
  stress: Stress,
  failure: FoundFailure,
  options: StressOptions & { shrinkSeconds: number },
  reference: string,
  interrupt: AbortSignal,
): Promise<void> {
  process.exitCode = 1;
  const reproduce = reproduceCommand(stress.id, stress.userCommand, failure.seed, failure.size, options);
  const progress = new Progress(options.json);
  // A failure that does not recur is reported as such, never shrunk to a "failure" that passes.
  const again: Verdict = (await judgeOnce(stress, failure.input)) ?? { ok: false, ...failure.verdict };
  if (again.ok && !interrupt.aborted) return reportFlaky(stress.id, failure, reproduce, reference, options.json);
  let best: Failure = again.ok ? failure.verdict : again;
  const started = Date.now();
  const result = await shrinkInput(failure.input, {
    // Without a problem of nimlab's, the user's reference judges a candidate: one it refuses is not tried.
    isValid: (text) => stress.subject.admits(text),
    stillFails: async (text) => {
      const verdict = await judgeOnce(stress, text);
      // A run cut short by Ctrl-C says nothing about the input.
      if (interrupt.aborted || verdict === null || verdict.ok) return false;
      best = verdict;
      return true;
    },
    maxFailureChecks: 1000,
    deadline: started + options.shrinkSeconds * 1000,
    signal: interrupt,
    onProgress: ({ tokens, checks }) =>
      progress.show(
        `run ${failure.run + 1} failed (${best.reason}); shrinking: ${tokens} tokens after ${count(checks, 'run')}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ),
  });
  progress.end();
  if (interrupt.aborted) process.exitCode = INTERRUPTED;
  const stoppedBy = interrupt.aborted
    ? 'interrupted'
    : `stopped at the budget of ${result.checks === 1000 ? '1000 runs' : `${options.shrinkSeconds} s`}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const text = result.finished
    ? `shrunk in ${count(result.checks, 'run')} (${seconds} s)`
    : `shrinking ${stoppedBy} after ${count(result.checks, 'run')} (${seconds} s): the smallest failure so far`;
  reportFailure(
    stress.id,
    failure,
    best,
    { input: result.input, checks: result.checks, finished: result.finished, text },
    reproduce,
    reference,
    options.json,
  );
}
