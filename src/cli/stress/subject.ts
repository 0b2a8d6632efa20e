import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NimlabError } from '../../engine/core/errors.js';
import { InputReader, Random, type InputSize, type NamedProblem } from '../../problems/index.js';
import { normalizeText } from '../../problems/output.js';
import type { ProgramRun, ProgramRunner } from './programRun.js';
import { lastLine } from './text.js';

/**
 * What a stress run is held against: where inputs come from (the problem's generator, or the
 * user's `--gen`), what the right answer is (nimlab's solver, or the user's `--brute`), and how an
 * output is judged (equal answers after normalising white space, or the user's `--checker` in
 * testlib's convention: `checker input output answer`, exit 0 accepted, 1 wrong answer, 2
 * presentation error, anything else the checker's own failure).
 */
export interface StressSubject {
  /** The input of the run with this seed and size class. */
  generate(seed: number, size: InputSize): Promise<string>;
  /** The right answer to `input`, or why there is none (an input the reference refuses). */
  answer(input: string): Promise<{ answer: string } | { refused: string }>;
  /** Null when `output` is accepted for `input`, else why not. */
  judge(input: string, output: string, answer: string): Promise<string | null>;
  /** Whether `input` is one nimlab's problem admits (shrinking tries only those); true without a problem (the reference refuses then). */
  admits(input: string): boolean;
}

/** The user's own programs, each a command as `runsInShell` reads it. */
export interface UserPrograms {
  gen: string[] | null;
  brute: string[] | null;
  checker: string[] | null;
}

/** Output a reference or a checker may write: far more than any answer, short of filling memory. */
const REFERENCE_OUTPUT = 1 << 26;
/** A reference (brute force) or checker is slower than a solution: it gets this many times the time limit. */
const REFERENCE_TIME_FACTOR = 10;

/** A user's helper program failed: stress cannot go on (one line, exit 2). */
export class HelperFailedError extends NimlabError {
  override name = 'HelperFailedError';
}

function failureOf(run: ProgramRun): string | null {
  if (run.timedOut) return 'did not finish in time';
  if (run.outputTooLarge) return 'wrote too much output';
  if (run.signal !== null) return `killed by signal ${run.signal}${lastLine(run.stderr, ': ')}`;
  if (run.code !== 0) return `exited with code ${run.code}${lastLine(run.stderr, ': ')}`;
  return null;
}

/** A command with one more argument (a shell line gets it appended, quoted). */
function withArgument(command: string[], argument: string, shell: boolean): string[] {
  return shell ? [`${command[0]} ${argument}`] : [...command, argument];
}

export function stressSubject(
  problem: NamedProblem | null,
  programs: UserPrograms,
  runner: ProgramRunner,
  timeLimitMs: number,
  runsInShell: (command: string[]) => boolean,
): StressSubject {
  const helperLimits = { timeMs: REFERENCE_TIME_FACTOR * timeLimitMs, outputBytes: REFERENCE_OUTPUT, memoryMb: null };
  const solves = (input: string): boolean => {
    try {
      problem!.solve(InputReader.fromString(input));
      return true;
    } catch (error) {
      // A candidate nimlab refuses as input (its parser, or a problem's own check such as abc398g's
      // bipartite graph: both NimlabErrors) is simply not tried; any other error is a bug to show.
      if (error instanceof NimlabError) return false;
      throw error;
    }
  };
  return {
    async generate(seed, size) {
      if (programs.gen === null) return problem!.generate(new Random(seed), size);
      const run = await runner.run(withArgument(programs.gen, String(seed), runsInShell(programs.gen)), '', helperLimits);
      const failed = failureOf(run);
      if (failed !== null) throw new HelperFailedError(`--gen failed on seed ${seed}: it ${failed}`);
      return run.stdout;
    },
    async answer(input) {
      if (programs.brute === null) {
        if (!solves(input)) return { refused: 'nimlab refuses the input' };
        return { answer: normalizeText(problem!.solve(InputReader.fromString(input))) };
      }
      const run = await runner.run(programs.brute, input, helperLimits);
      const failed = failureOf(run);
      return failed === null ? { answer: normalizeText(run.stdout) } : { refused: `--brute ${failed}` };
    },
    admits(input) {
      return problem === null || solves(input);
    },
    async judge(input, output, answer) {
      if (programs.checker === null) return normalizeText(output) === answer ? null : 'wrong answer';
      const directory = mkdtempSync(join(tmpdir(), 'nimlab-stress-check-'));
      try {
        const files = ['input.txt', 'output.txt', 'answer.txt'].map((name) => join(directory, name));
        [input, output, answer].forEach((text, i) => writeFileSync(files[i], text));
        const shell = runsInShell(programs.checker);
        const command = shell ? [`${programs.checker[0]} ${files.join(' ')}`] : [...programs.checker, ...files];
        const run = await runner.run(command, '', helperLimits);
        if (run.code === 0) return null;
        if (run.code === 1 || run.code === 2) {
          const verdict = run.code === 1 ? 'wrong answer' : 'presentation error';
          return `${verdict} (checker${lastLine(run.stderr || run.stdout, ': ')})`;
        }
        throw new HelperFailedError(`--checker failed: it ${failureOf(run) ?? `exited with code ${run.code}`}`);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
