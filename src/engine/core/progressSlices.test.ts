import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendInSlices } from './progressSlices.js';

describe('extending a computation in slices with progress', () => {
  it('extends to every reported count in increasing order, ending at the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.double({ min: 0, max: 0.01, noNaN: true }), { minLength: 1, maxLength: 5 }),
        (total, costs) => {
          let time = 0;
          const extended: number[] = [];
          const reports: number[] = [];
          extendInSlices(
            total,
            (count) => {
              time += (count - (extended.at(-1) ?? 0)) * costs[extended.length % costs.length];
              extended.push(count);
            },
            (done, all) => {
              expect(all).toBe(total);
              reports.push(done);
            },
            { now: () => time },
          );
          expect(reports).toEqual(extended);
          expect(reports.at(-1)).toBe(total);
          for (let i = 1; i < reports.length; i++) expect(reports[i]).toBeGreaterThan(reports[i - 1]);
        },
      ),
    );
  });

  it('shrinks slices to one step when each step is slow, and grows them when steps are fast', () => {
    let time = 0;
    const slices: number[] = [];
    let last = 0;
    extendInSlices(
      2000,
      (count) => {
        time += (count - last) * (count < 1000 ? 300 : 0.001);
        slices.push(count - last);
        last = count;
      },
      () => {},
      { now: () => time, everyMs: 200 },
    );
    expect(slices).toContain(1);
    expect(slices.at(-1)).toBeGreaterThan(1);
  });

  it('stops as soon as the computation says it has finished', () => {
    const counts: number[] = [];
    extendInSlices(
      1_000_000,
      (count) => counts.push(count),
      () => {},
      { finished: () => counts.length >= 3, now: () => 0 },
    );
    expect(counts).toEqual([256, 768, 1792]);
  });
});
