import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { InputReader, loadProblem, Random, type InputSize, type NamedProblem } from '../../problems/index.js';
import { shrinkInput } from '../../problems/shrink.js';
import { normalizeText } from '../../problems/output.js';
import { toJson } from '../io/json.js';
import { parseCount } from '../io/options.js';
import { CannotRunError, killRunningPrograms, runProgram, runsInShell } from './programRun.js';
import { INTERRUPTED } from '../io/exitCodes.js';

interface StressOptions {
  seed?: string;
  runs: string;
  timeLimit: string;
  max: boolean;
  size?: string;
  shrinkTime: string;
  json?: boolean;
}

/** What the user's program did with one input. */
type Verdict = { ok: true } | { ok: false; expected: string; actual: string; reason: string };

type Failure = Extract<Verdict, { ok: false }>;

const DEFAULT_TIME_LIMIT = '5000';

/** Exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

async function judgeOnce(problem: NamedProblem, command: string[], input: string, timeLimitMs: number): Promise<Verdict> {
  const expected = normalizeText(problem.solve(InputReader.fromString(input)));
  const run = await runProgram(command, input, timeLimitMs);
  // The shell reports a command it cannot start with 126 (not executable) or 127 (not found).
  if (runsInShell(command) && (run.code === 126 || run.code === 127) && /^(\/bin\/)?sh: /.test(run.stderr)) {
    throw new CannotRunError(`cannot run '${command[0]}': ${firstLine(run.stderr)}`);
  }
  const actual = normalizeText(run.stdout);
  const failed = (reason: string): Verdict => ({ ok: false, expected, actual, reason });
  if (run.timedOut) return failed(`time limit of ${timeLimitMs} ms exceeded`);
  if (run.outputTooLarge) return failed('wrote more output than any answer needs (stopped)');
  if (run.signal !== null) return failed(`killed by signal ${run.signal}${run.stderr.trim() ? `: ${firstLine(run.stderr)}` : ''}`);
  if (run.code !== 0) return failed(`exited with code ${run.code}${run.stderr.trim() ? `: ${firstLine(run.stderr)}` : ''}`);
  if (actual !== expected) return failed('wrong answer');
  return { ok: true };
}

function isValidInput(problem: NamedProblem, input: string): boolean {
  try {
    problem.solve(InputReader.fromString(input));
    return true;
  } catch (error) {
    // A candidate nimlab refuses as input (its parser, or a problem's own check such as abc398g's
    // bipartite graph: both NimlabErrors) is simply not tried; any other error is a bug to show.
    if (error instanceof NimlabError) return false;
    throw error;
  }
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

function reproduceCommand(problem: NamedProblem, command: string[], seed: number, size: InputSize, options: StressOptions): string {
  const timeLimit = options.timeLimit === DEFAULT_TIME_LIMIT ? [] : ['--time-limit', options.timeLimit];
  return ['nimlab', 'stress', problem.id, '--seed', String(seed), '--runs', '1', '--size', size, ...timeLimit, '--', ...command]
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

export function registerStress(program: Command): void {
  program
    .command('stress')
    .description("test your solution against nimlab's on random inputs; shrink the first failure")
    .argument('<id>', "problem id (see 'nimlab judge --list')")
    .argument('<command...>', 'your program and its arguments, after -- (one string with spaces runs through the shell)')
    .option('--seed <n>', 'seed of the first run (reproduces a run)')
    .option('--runs <n>', 'number of random inputs', '200')
    .option('--time-limit <ms>', 'time limit per run in milliseconds', DEFAULT_TIME_LIMIT)
    .option('--size <class>', "every input 'small' or 'max' (default: small ones, then a few max-size ones)")
    .option('--no-max', 'only small inputs (skip the max-size runs)')
    .option('--shrink-time <s>', 'time budget for shrinking a failure, in seconds; the best failure so far is printed when it ends', '30')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  nimlab stress luogu-p2197 -- ./a.out\n  nimlab stress hdu3032 --runs 500 --seed 7 -- python3 sol.py',
    )
    .action(async (id: string, command: string[], options: StressOptions) => {
      const problem = await loadProblem(id);
      const runs = parseCount(options.runs, '--runs');
      const timeLimit = parseCount(options.timeLimit, '--time-limit');
      const shrinkSeconds = parseCount(options.shrinkTime, '--shrink-time', 0);
      if (options.size !== undefined && options.size !== 'small' && options.size !== 'max') {
        throw new NimlabError(`--size: expected 'small' or 'max', got '${options.size}'`);
      }
      const seed = options.seed === undefined ? Date.now() % 1_000_000_007 : parseCount(options.seed, '--seed', 0);
      await withInterruptHandling(async (interrupt) => {
        const progress = new Progress(options.json);
        for (let run = 0; run < runs; run++) {
          const size = sizeOfRun(run, runs, options);
          const input = problem.generate(new Random(seed + run), size);
          const verdict = await judgeOnce(problem, command, input, timeLimit);
          if (interrupt.aborted) {
            progress.end();
            process.stderr.write(`nimlab: interrupted after ${run} runs, all agreeing with nimlab (seed ${seed})\n`);
            process.exitCode = INTERRUPTED;
            return;
          }
          if (!verdict.ok) {
            progress.end();
            const failure = { run, seed: seed + run, size, input, verdict };
            await reportFailure(problem, command, timeLimit, failure, { ...options, shrinkSeconds }, interrupt);
            return;
          }
          progress.show(`run ${run + 1}/${runs} ok`);
        }
        progress.end();
        if (options.json) process.stdout.write(toJson({ problem: id, runs, seed, passed: true }) + '\n');
        else process.stdout.write(`all ${runs} runs agree with nimlab (seed ${seed})\n`);
      });
    });
}

/**
 * Ctrl-C (or a SIGTERM) stops the running program with its whole process group and aborts the
 * signal the stress loop watches; a program left running is killed when nimlab exits.
 */
async function withInterruptHandling(body: (interrupt: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  const onSignal = () => {
    controller.abort();
    killRunningPrograms();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', killRunningPrograms);
  try {
    await body(controller.signal);
  } finally {
    killRunningPrograms();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

interface FoundFailure {
  run: number;
  seed: number;
  size: InputSize;
  input: string;
  verdict: Failure;
}

/** An input printed whole when short; a long one is saved to a file, and its start printed. */
function presentInput(problem: NamedProblem, failure: FoundFailure, input: string): string[] {
  if (input.length <= 4000) return [input.trimEnd()];
  const file = join(tmpdir(), `nimlab-stress-${problem.id}-${failure.seed}.in`);
  writeFileSync(file, input);
  return [
    `${input.slice(0, 1000).trimEnd()}…`,
    `(${input.length} bytes in all, saved to ${file}; replay with: nimlab judge ${problem.id} < ${file})`,
  ];
}

async function reportFailure(
  problem: NamedProblem,
  command: string[],
  timeLimit: number,
  failure: FoundFailure,
  options: StressOptions & { shrinkSeconds: number },
  interrupt: AbortSignal,
): Promise<void> {
  process.exitCode = 1;
  const reproduce = reproduceCommand(problem, command, failure.seed, failure.size, options);
  const progress = new Progress(options.json);
  // A failure that does not recur is reported as such, never shrunk to a "failure" that passes.
  const again = await judgeOnce(problem, command, failure.input, timeLimit);
  if (again.ok && !interrupt.aborted) return reportFlaky(problem, failure, reproduce, options.json);
  let best: Failure = again.ok ? failure.verdict : again;
  const started = Date.now();
  const result = await shrinkInput(failure.input, {
    isValid: (text) => isValidInput(problem, text),
    stillFails: async (text) => {
      const verdict = await judgeOnce(problem, command, text, timeLimit);
      // A run cut short by Ctrl-C says nothing about the input.
      if (interrupt.aborted || verdict.ok) return false;
      best = verdict;
      return true;
    },
    maxFailureChecks: 1000,
    deadline: started + options.shrinkSeconds * 1000,
    signal: interrupt,
    onProgress: ({ tokens, checks }) =>
      progress.show(
        `run ${failure.run + 1} failed (${best.reason}); shrinking: ${tokens} tokens after ${checks} runs, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ),
  });
  progress.end();
  if (interrupt.aborted) process.exitCode = INTERRUPTED;
  const stoppedBy = interrupt.aborted
    ? 'interrupted'
    : `stopped at the budget of ${result.checks === 1000 ? '1000 runs' : `${options.shrinkSeconds} s`}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const shrinking = result.finished
    ? `shrunk in ${result.checks} runs (${seconds} s)`
    : `shrinking ${stoppedBy} after ${result.checks} runs (${seconds} s): the smallest failure so far`;
  if (options.json) {
    process.stdout.write(
      toJson({
        problem: problem.id,
        passed: false,
        run: failure.run + 1,
        seed: failure.seed,
        size: failure.size,
        reason: best.reason,
        flaky: false,
        input: result.input,
        expected: best.expected,
        actual: best.actual,
        reproduce,
        shrinkRuns: result.checks,
        shrinkFinished: result.finished,
      }) + '\n',
    );
    return;
  }
  const lines = [
    `run ${failure.run + 1} failed: ${best.reason}`,
    `reproduce with: ${reproduce}`,
    `${shrinking}; smallest failing input:`,
    ...presentInput(problem, failure, result.input),
    'expected (nimlab):',
    best.expected,
    'your program:',
    best.actual,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

function reportFlaky(problem: NamedProblem, failure: FoundFailure, reproduce: string, json: boolean | undefined): void {
  const reason = `failed once (${failure.verdict.reason}) but passed when re-run: the solution is not deterministic or timing-dependent`;
  if (json) {
    process.stdout.write(
      toJson({
        problem: problem.id,
        passed: false,
        run: failure.run + 1,
        seed: failure.seed,
        size: failure.size,
        reason,
        flaky: true,
        input: failure.input,
        expected: failure.verdict.expected,
        actual: failure.verdict.actual,
        reproduce,
      }) + '\n',
    );
    return;
  }
  const lines = [
    `run ${failure.run + 1} ${reason}`,
    `reproduce with: ${reproduce}`,
    'the input:',
    ...presentInput(problem, failure, failure.input),
    'expected (nimlab):',
    failure.verdict.expected,
    'your program, when it failed:',
    failure.verdict.actual,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
