import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slicesUpTo } from './progressSlices.js';

describe('the adaptive slice loop shared by the engine, the CLI, census links and the playground', () => {
  it('continues from `from`, extends to each yielded count in increasing order and ends at the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.double({ min: 0, max: 0.05, noNaN: true }), { minLength: 1, maxLength: 5 }),
        (from, more, firstSlice, costs) => {
          const total = from + more;
          let time = 0;
          const extended: number[] = [];
          const yielded: number[] = [];
          const slices = slicesUpTo(
            total,
            (count) => {
              time += (count - (extended.at(-1) ?? from)) * costs[extended.length % costs.length];
              extended.push(count);
            },
            { from, firstSlice, now: () => time },
          );
          for (const reached of slices) yielded.push(reached);
          expect(yielded).toEqual(extended);
          expect(yielded.at(-1) ?? from).toBe(total);
          if (yielded.length > 0) expect(yielded[0]).toBe(Math.min(total, from + firstSlice));
          for (let i = 1; i < yielded.length; i++) expect(yielded[i]).toBeGreaterThan(yielded[i - 1]);
        },
      ),
    );
  });

  it('computes nothing more once the caller leaves its loop (a stop between slices)', () => {
    const extended: number[] = [];
    for (const reached of slicesUpTo(1_000_000, (count) => extended.push(count), { now: () => 0 })) {
      if (reached >= 768) break;
    }
    expect(extended).toEqual([256, 768]);
  });

  it('halves a slice that takes longer than everyMs, down to one step', () => {
    let time = 0;
    const sizes: number[] = [];
    let last = 0;
    for (const reached of slicesUpTo(
      40,
      (count) => {
        time += (count - last) * 1000;
        sizes.push(count - last);
        last = count;
      },
      { firstSlice: 16, everyMs: 150, now: () => time },
    )) {
      expect(reached).toBe(last);
    }
    expect(sizes.slice(0, 6)).toEqual([16, 8, 4, 2, 1, 1]);
  });
});
