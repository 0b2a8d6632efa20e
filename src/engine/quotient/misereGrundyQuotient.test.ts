import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GenusCalculator } from '../misere/genus.js';
import { GrowingQuotient } from './growingQuotient.js';
import { misereGrundyFailure, misereGrundyLabels, recalibrateMisereGrundy, withGrundyGenerator } from './misereGrundyQuotient.js';
import { DEFAULT_QUOTIENT_LIMITS, quotientElement, type GeneratorSystem, type MisereQuotient } from './misereQuotient.js';
import { MultisetOutcomes } from './multisetOutcomes.js';
import { dag, type Dag } from '../testing/misereGames.js';

/** *1 and *2 as generators 0 and 1, then the DAG's nodes (node i is generator 2 + i). */
function dagWithTwoNimHeaps(d: Dag): GeneratorSystem {
  return {
    options: (g) => (g === 0 ? [[]] : g === 1 ? [[], [0]] : d[g - 2].map((o) => [2 + o])),
    name: (g) => (g < 2 ? `*${g + 1}` : `n${g - 2}`),
  };
}

/** m of a sum of generators, by exhaustive search of the definition (m(0) = 1, else the mex of the options' m). */
function exhaustive(system: GeneratorSystem): (sum: readonly number[]) => number {
  const calculator = new GenusCalculator<number[]>({
    options: (sum) =>
      sum.flatMap((g, i) =>
        i > 0 && sum[i - 1] === g
          ? []
          : system.options(g).map((o) => [...sum.slice(0, i), ...sum.slice(i + 1), ...o].sort((a, b) => a - b)),
      ),
    key: (sum) => sum.join(','),
  });
  return (sum) => calculator.misereValue([...sum].sort((a, b) => a - b));
}

/**
 * The labels the quotient gives are right on small random games, so half the runs change one
 * element's label: the check must then refute it (or the element is never reached), and the
 * properties below would fail on a check that lets a wrong label through.
 */
const perturbation = fc.option(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 })), { freq: 2 });

function perturbed(labels: Int32Array, perturb: [number, number] | null): Int32Array {
  if (perturb === null) return labels;
  const [at, by] = perturb;
  const result = Int32Array.from(labels);
  result[at % result.length] = (result[at % result.length] + by) % 6;
  return result;
}

describe('misère Grundy labels on a misère quotient', () => {
  it('over all sums: a passed check gives every sum its misère Grundy value; a failure is a real counterexample', () => {
    fc.assert(
      fc.property(
        dag(6),
        fc.array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        perturbation,
        (d, sums, perturb) => {
          const system = dagWithTwoNimHeaps(d);
          const growth = new GrowingQuotient(system);
          const q = growth.addUpTo(2 + d.length);
          const labels = perturbed(misereGrundyLabels(growth.outcomes, q), perturb);
          const failure = misereGrundyFailure(growth.outcomes, q, labels, (g) => growth.outcomes.weight(g), Infinity, 1_000_000);
          const m = exhaustive(system);
          if (failure !== null) {
            // Lightest first with positive weights: every option of the failing sum was proved, so `actual` is its m.
            expect(failure.actual).toBe(m(failure.sum));
            expect(failure.predicted).not.toBe(failure.actual);
            expect(labels[quotientElement(q, failure.sum)]).toBe(failure.predicted);
            return;
          }
          for (const raw of sums) {
            const sum = raw.map((g) => g % (2 + d.length));
            expect(
              labels[
                quotientElement(
                  q,
                  sum.filter((g) => growth.outcomes.isLive(g)),
                )
              ],
              sum.join('+'),
            ).toBe(m(sum));
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('over a bounded closure (nim heaps weigh 0): a passed check gives every sum within the bound its misère Grundy value', () => {
    let passed = 0;
    fc.assert(
      fc.property(dag(6), fc.integer({ min: 0, max: 5 }), perturbation, (d, bound, perturb) => {
        const system = dagWithTwoNimHeaps(d);
        const growth = new GrowingQuotient(system);
        const q = growth.addUpTo(2 + d.length);
        const labels = perturbed(misereGrundyLabels(growth.outcomes, q), perturb);
        // A node weighs one more than its heaviest option: no option outweighs its generator.
        const weight = (g: number): number => (g < 2 ? 0 : growth.outcomes.weight(g));
        const failure = misereGrundyFailure(growth.outcomes, q, labels, weight, bound, 1_000_000);
        const m = exhaustive(system);
        if (failure !== null) {
          // Lightest first by (weight, depth): the failing sum's options were proved, so `actual` is its m.
          expect(failure.actual).toBe(m(failure.sum));
          expect(failure.predicted).not.toBe(failure.actual);
          return;
        }
        passed++;
        // Every sum of nodes within the bound, with up to two *1s and two *2s.
        const nodeSums: number[][] = [[]];
        for (let i = 0; i < nodeSums.length; i++) {
          const sum = nodeSums[i];
          const used = sum.reduce((t, g) => t + weight(g), 0);
          for (let g = Math.max(2, sum.at(-1) ?? 2); g < 2 + d.length; g++)
            if (used + weight(g) <= bound && weight(g) > 0) nodeSums.push([...sum, g]);
        }
        for (const nodes of nodeSums) {
          for (let ones = 0; ones <= 2; ones++) {
            for (let twos = 0; twos <= 2; twos++) {
              const sum = [...Array<number>(ones).fill(0), ...Array<number>(twos).fill(1), ...nodes];
              expect(
                labels[
                  quotientElement(
                    q,
                    sum.filter((g) => growth.outcomes.isLive(g)),
                  )
                ],
                sum.join('+'),
              ).toBe(m(sum));
            }
          }
        }
      }),
      { numRuns: 80 },
    );
    expect(passed).toBeGreaterThan(0);
  });

  it('grown a generator at a time (twin, or a free cyclic factor, then recalibration): a proved result gives every sum its misère Grundy value', () => {
    let proved = 0;
    fc.assert(
      fc.property(dag(7), fc.array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: 1, maxLength: 6 }), (d, sums) => {
        const system = dagWithTwoNimHeaps(d);
        const outcomes = new MultisetOutcomes(system);
        let quotient: MisereQuotient = {
          count: 0,
          order: 1,
          representatives: [[]],
          product: Int32Array.of(0),
          losing: [false],
          generatorElement: [],
          relations: [],
        };
        let labels: Int32Array = Int32Array.of(1);
        for (let g = 0; g < 2 + d.length; g++) {
          const candidate = withGrundyGenerator(outcomes, quotient, labels, 512);
          if (candidate === null) return;
          const result = recalibrateMisereGrundy(
            outcomes,
            candidate.quotient,
            candidate.labels,
            (h) => outcomes.weight(h),
            Infinity,
            DEFAULT_QUOTIENT_LIMITS,
          );
          if (result === null) return;
          ({ quotient, labels } = result);
        }
        proved++;
        const m = exhaustive(system);
        for (const raw of sums) {
          const sum = raw.map((g) => g % (2 + d.length));
          expect(
            labels[
              quotientElement(
                quotient,
                sum.filter((g) => outcomes.isLive(g)),
              )
            ],
            sum.join('+'),
          ).toBe(m(sum));
        }
      }),
      { numRuns: 80 },
    );
    expect(proved).toBeGreaterThan(40);
  });
});
