import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, InputReader } from '../input.js';
import { normalizeText } from '../output.js';
import { problemEntry } from '../catalog.js';
import type { Problem } from '../problem.js';
import { Random } from '../random.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The official sample of a problem, kept beside its solver (`src/problems/<id>/sample.in` and
 * `sample.out`, also shown in `docs/problems/<id>.md`). A missing file fails the test that reads it.
 */
export function sampleOf(id: string): { input: string; output: string } {
  const directory = join(here, '..', id);
  return { input: readFileSync(join(directory, 'sample.in'), 'utf8'), output: readFileSync(join(directory, 'sample.out'), 'utf8') };
}

export interface ProblemChecks {
  /** Hand-checked (input, output) pairs besides the official sample. */
  examples?: readonly (readonly [string, string])[];
  /** Inputs that must be rejected with an InputError. */
  malformed?: readonly string[];
  /** Random small inputs compared between solve and brute (default 200). */
  runs?: number;
  /** Max-size inputs solved once each, to show the limits are handled (default 1). */
  maxRuns?: number;
  /**
   * A second method, independent of `solve` (another algorithm, or the brute force where it copes
   * at the limits), that must give the same answer on every max-size input. Without one the
   * max-size test only shows that `solve` handles the limits.
   */
  independentAtMax?: (input: InputReader) => string;
  /**
   * Why the official sample is beyond exhaustive search (e.g. heaps of 10^9), if it is: then the
   * sample checks the fast solver only; the brute force still meets it on every small input.
   */
  sampleBeyondBrute?: string;
}

/** Output as every checker compares it (see output.ts). */
export const normalizeOutput = normalizeText;

export function run(solver: (input: InputReader) => string, text: string): string {
  return normalizeOutput(solver(InputReader.fromString(text)));
}

/**
 * The standard test suite of a judge problem: official sample, examples, solve = brute on random
 * small inputs, max-size inputs, and malformed inputs rejected with a clear InputError.
 */
export function checkProblem(id: string, problem: Problem, checks: ProblemChecks = {}): void {
  // The id must be registered in the catalog: an unregistered problem fails here.
  describe(`problem ${problemEntry(id).id}`, () => {
    it('solves the official sample (fast and brute force)', () => {
      const { input, output } = sampleOf(id);
      const expected = normalizeOutput(output);
      expect(run(problem.solve, input)).toBe(expected);
      if (checks.sampleBeyondBrute === undefined) expect(run(problem.brute, input)).toBe(expected);
    });

    for (const [index, [input, output]] of (checks.examples ?? []).entries()) {
      it(`solves hand-checked example ${index + 1}`, () => {
        expect(run(problem.solve, input)).toBe(normalizeOutput(output));
        expect(run(problem.brute, input)).toBe(normalizeOutput(output));
      });
    }

    it('agrees with the brute-force model on random small inputs', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
          const input = problem.generate(new Random(seed), 'small');
          expect(run(problem.solve, input), `input:\n${input}`).toBe(run(problem.brute, input));
        }),
        { numRuns: checks.runs ?? 200 },
      );
    });

    const independent = checks.independentAtMax;
    it(independent ? 'solves max-size generated inputs as an independent method does' : 'solves max-size generated inputs', () => {
      for (let seed = 1; seed <= (checks.maxRuns ?? 1); seed++) {
        const input = problem.generate(new Random(seed), 'max');
        if (independent) expect(run(problem.solve, input)).toBe(run(independent, input));
        else expect(() => problem.solve(InputReader.fromString(input))).not.toThrow();
      }
    });

    it('generated inputs are valid judge input', () => {
      for (let seed = 1; seed <= 20; seed++) {
        const input = problem.generate(new Random(seed), 'small');
        expect(() => problem.solve(InputReader.fromString(input))).not.toThrow();
      }
    });

    for (const [index, input] of (checks.malformed ?? []).entries()) {
      it(`rejects malformed input ${index + 1} with a clear error`, () => {
        expect(() => problem.solve(InputReader.fromString(input))).toThrow(InputError);
      });
    }
  });
}
