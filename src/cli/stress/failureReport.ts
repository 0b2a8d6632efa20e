import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InputSize } from '../../problems/index.js';
import { toJson } from '../io/json.js';
import { shownOutput } from './text.js';

/** What the solution did with one input that it got wrong. */
export interface Failure {
  expected: string;
  actual: string;
  reason: string;
  /** Bytes the program wrote (more than `actual` holds when it was cut). */
  actualBytes: number;
  /** It was stopped for writing more than any answer needs. */
  outputCut: boolean;
  wallMs: number;
}

export interface FoundFailure {
  run: number;
  seed: number;
  size: InputSize;
  input: string;
  verdict: Failure;
}

/** How the failure was shrunk (or not). */
export interface Shrinking {
  input: string;
  checks: number;
  finished: boolean;
  text: string;
}

/** An input printed whole when short; a long one is saved to a file, and its start printed. */
function presentInput(id: string, failure: FoundFailure, input: string): string[] {
  if (input.length <= 4000) return [input.trimEnd()];
  const file = join(tmpdir(), `nimlab-stress-${id}-${failure.seed}.in`);
  writeFileSync(file, input);
  return [
    `${input.slice(0, 1000).trimEnd()}…`,
    `(${input.length} bytes in all, saved to ${file}; replay with: nimlab judge ${id} < ${file})`,
  ];
}

export function reportFailure(
  id: string,
  failure: FoundFailure,
  best: Failure,
  shrinking: Shrinking,
  reproduce: string,
  reference: string,
  json: boolean | undefined,
): void {
  if (json) {
    process.stdout.write(
      toJson({
        problem: id,
        passed: false,
        run: failure.run + 1,
        seed: failure.seed,
        size: failure.size,
        reason: best.reason,
        flaky: false,
        input: shrinking.input,
        expected: best.expected,
        actual: best.actual,
        actualBytes: best.actualBytes,
        timeMs: best.wallMs,
        reproduce,
        shrinkRuns: shrinking.checks,
        shrinkFinished: shrinking.finished,
      }) + '\n',
    );
    return;
  }
  const lines = [
    `run ${failure.run + 1} failed: ${best.reason} (${best.wallMs} ms)`,
    `reproduce with: ${reproduce}`,
    `${shrinking.text}; smallest failing input:`,
    ...presentInput(id, failure, shrinking.input),
    `expected (${reference}):`,
    best.expected,
    'your program:',
    shownOutput(best.actual, best.actualBytes, best.outputCut),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

export function reportFlaky(id: string, failure: FoundFailure, reproduce: string, reference: string, json: boolean | undefined): void {
  const reason = `failed once (${failure.verdict.reason}) but passed when re-run: the solution is not deterministic or timing-dependent`;
  if (json) {
    process.stdout.write(
      toJson({
        problem: id,
        passed: false,
        run: failure.run + 1,
        seed: failure.seed,
        size: failure.size,
        reason,
        flaky: true,
        input: failure.input,
        expected: failure.verdict.expected,
        actual: failure.verdict.actual,
        actualBytes: failure.verdict.actualBytes,
        reproduce,
      }) + '\n',
    );
    return;
  }
  const lines = [
    `run ${failure.run + 1} ${reason}`,
    `reproduce with: ${reproduce}`,
    'the input:',
    ...presentInput(id, failure, failure.input),
    `expected (${reference}):`,
    failure.verdict.expected,
    'your program, when it failed:',
    shownOutput(failure.verdict.actual, failure.verdict.actualBytes, failure.verdict.outputCut),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
