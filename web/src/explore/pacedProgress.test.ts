import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_BUDGET_MS, nextGroup, pacedProgress } from './pacedProgress';

/** Runs values of the given durations (ms) on a fake clock of 1 ms resolution; returns report times and clock reads. */
function simulate(durations: number[], reportEveryMs: number): { reports: number[]; reads: number } {
  let time = 0;
  let reads = 0;
  const reports: number[] = [];
  const progress = pacedProgress(
    () => reports.push(time),
    reportEveryMs,
    () => {
      reads++;
      return Math.floor(time);
    },
  );
  durations.forEach((duration, done) => {
    progress(done);
    time += duration;
  });
  return { reports, reads };
}

describe('paced progress of a table computed in the worker', () => {
  it('reports within reportEvery + the group budget when no value takes more than twice the one before', () => {
    const runs = fc.record({
      first: fc.oneof(fc.double({ min: 0, max: 0.01, noNaN: true }), fc.double({ min: 0, max: 150, noNaN: true })),
      // Growth factors up to 2, often exactly 2 (the fastest growth the bound allows).
      growth: fc.array(fc.oneof(fc.constant(2), fc.double({ min: 0.5, max: 2, noNaN: true }), fc.double({ min: 0, max: 2, noNaN: true })), {
        minLength: 1,
        maxLength: 3000,
        size: 'max',
      }),
    });
    fc.assert(
      fc.property(runs, ({ first, growth }) => {
        // Each value at most twice the one before (and never more than 150 ms: one value alone is short).
        const durations = [first];
        for (const g of growth) durations.push(Math.min(150, durations[durations.length - 1] * g + 1e-4));
        const { reports } = simulate(durations, 200);
        const end = durations.reduce((a, b) => a + b, 0);
        // Every stretch without a report, from the start, ends within the bound (or at the end).
        const marks = [0, ...reports];
        for (let i = 0; i < marks.length; i++) {
          const next = i + 1 < marks.length ? marks[i + 1] : end;
          if (next < end) expect(next - marks[i]).toBeLessThanOrEqual(200 + GROUP_BUDGET_MS + 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads the clock once per 7 values while values are fast, every value once they are slow', () => {
    expect(nextGroup(0)).toBe(7);
    expect(nextGroup(GROUP_BUDGET_MS)).toBe(1);
    // One read when created, one for each of the first two values, then one per 7.
    expect(simulate(new Array(7000).fill(0.001), 200).reads).toBeLessThanOrEqual(3 + 7000 / 7);
    expect(simulate(new Array(100).fill(300), 200).reads).toBe(101);
  });
});
