import { spawnSync } from 'node:child_process';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/errors.js';
import { InputReader, loadProblem, Random, type NamedProblem } from '../../problems/index.js';
import { shrinkInput } from '../../problems/shrink.js';
import { normalizeText } from '../../problems/output.js';
import { toJson } from '../json.js';
import { parseCount } from '../options.js';

interface StressOptions {
  seed?: string;
  runs: string;
  timeLimit: string;
  max: boolean;
  json?: boolean;
}

/** What the user's program did with one input. */
interface Verdict {
  ok: boolean;
  expected: string;
  actual: string;
  reason: string;
}

function judgeOnce(problem: NamedProblem, command: string[], input: string, timeLimitMs: number): Verdict {
  const expected = normalizeText(problem.solve(InputReader.fromString(input)));
  const shell = command.length === 1 && /\s/.test(command[0]);
  const result = spawnSync(command[0], command.slice(1), { input, encoding: 'utf8', timeout: timeLimitMs, shell, maxBuffer: 1 << 28 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new NimlabError(`cannot run '${command[0]}': no such program`);
  }
  const actual = normalizeText(result.stdout ?? '');
  if (result.error || result.signal === 'SIGTERM') return { ok: false, expected, actual, reason: `time limit of ${timeLimitMs} ms exceeded` };
  if (result.status !== 0) return { ok: false, expected, actual, reason: `exited with code ${result.status}${result.stderr ? `: ${result.stderr.trim().split('\n')[0]}` : ''}` };
  if (actual !== expected) return { ok: false, expected, actual, reason: 'wrong answer' };
  return { ok: true, expected, actual, reason: '' };
}

function isValidInput(problem: NamedProblem, input: string): boolean {
  try {
    problem.solve(InputReader.fromString(input));
    return true;
  } catch {
    return false;
  }
}

export function registerStress(program: Command): void {
  program
    .command('stress')
    .description("test your solution against nimlab's on random inputs; shrink the first failure")
    .argument('<id>', "problem id (see 'nimlab judge --list')")
    .argument('<command...>', 'your program and its arguments, after --')
    .option('--seed <n>', 'seed of the first run (reproduces a run)')
    .option('--runs <n>', 'number of random inputs', '200')
    .option('--time-limit <ms>', 'time limit per run in milliseconds', '5000')
    .option('--no-max', 'only small inputs (skip the max-size runs at the end)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExamples:\n  nimlab stress luogu-p2197 -- ./a.out\n  nimlab stress hdu3032 --runs 500 --seed 7 -- python3 sol.py')
    .action(async (id: string, command: string[], options: StressOptions) => {
      const problem = await loadProblem(id);
      const runs = parseCount(options.runs, '--runs');
      const timeLimit = parseCount(options.timeLimit, '--time-limit');
      const seed = options.seed === undefined ? Date.now() % 1_000_000_007 : parseCount(options.seed, '--seed', 0);
      // Small inputs first (they shrink well and run fast); a few max-size ones at the end.
      const maxRuns = options.max ? Math.min(3, Math.floor(runs / 10)) : 0;
      for (let run = 0; run < runs; run++) {
        const size = run >= runs - maxRuns ? 'max' : 'small';
        const input = problem.generate(new Random(seed + run), size);
        const verdict = judgeOnce(problem, command, input, timeLimit);
        if (!verdict.ok) return reportFailure(problem, command, timeLimit, { run, seed: seed + run, size, input, verdict }, options.json);
        if (!options.json && process.stderr.isTTY) process.stderr.write(`\rrun ${run + 1}/${runs} ok`);
      }
      if (process.stderr.isTTY && !options.json) process.stderr.write('\n');
      if (options.json) process.stdout.write(toJson({ problem: id, runs, seed, passed: true }) + '\n');
      else process.stdout.write(`all ${runs} runs agree with nimlab (seed ${seed})\n`);
    });
}

interface Failure {
  run: number;
  seed: number;
  size: string;
  input: string;
  verdict: Verdict;
}

function reportFailure(problem: NamedProblem, command: string[], timeLimit: number, failure: Failure, json?: boolean): void {
  if (process.stderr.isTTY && !json) process.stderr.write(`\nrun ${failure.run + 1} failed (${failure.verdict.reason}); shrinking…\n`);
  const shrunk = shrinkInput(failure.input, {
    isValid: (text) => isValidInput(problem, text),
    stillFails: (text) => !judgeOnce(problem, command, text, timeLimit).ok,
    maxFailureChecks: failure.size === 'max' ? 200 : 2000,
  });
  const verdict = judgeOnce(problem, command, shrunk, timeLimit);
  process.exitCode = 1;
  if (json) {
    process.stdout.write(toJson({ problem: problem.id, passed: false, run: failure.run + 1, seed: failure.seed, reason: verdict.reason, input: shrunk, expected: verdict.expected, actual: verdict.actual }) + '\n');
    return;
  }
  const lines = [
    `run ${failure.run + 1} failed: ${verdict.reason} (reproduce with --seed ${failure.seed} --runs 1${failure.size === 'max' ? '' : ' --no-max'})`,
    'smallest failing input:',
    shrunk.trimEnd(),
    'expected (nimlab):',
    verdict.expected,
    'your program:',
    verdict.actual,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
