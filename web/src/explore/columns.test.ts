import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseBlocks, summariseColumns, ticks } from './columns';

describe('per-column summaries of a sequence', () => {
  it('each column holds the min, max and P-positions of exactly its heaps, every heap in one column', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.nat(20), fc.nat(300)), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 80 }),
        fc.nat(50),
        fc.nat(50),
        fc.constantFrom(0, 1, 3, 8),
        (values, width, a, b, blockSize) => {
          const from = Math.min(a, values.length - 1);
          const to = Math.min(values.length, from + 1 + b);
          const columns = summariseColumns(values, from, to, width, blockSize > 0 ? summariseBlocks(values, blockSize) : undefined);
          const covered: number[] = [];
          for (let c = 0; c < width; c++) {
            const heaps = [];
            for (let n = from; n < to; n++)
              if (n >= from + (c * (to - from)) / width && n < from + ((c + 1) * (to - from)) / width) heaps.push(n);
            covered.push(...heaps);
            expect(columns.empty[c]).toBe(heaps.length === 0 ? 1 : 0);
            if (heaps.length === 0) continue;
            const inColumn = heaps.map((n) => values[n]);
            expect(columns.min[c]).toBe(Math.min(...inColumn));
            expect(columns.max[c]).toBe(Math.max(...inColumn));
            expect(columns.hasP[c]).toBe(inColumn.includes(0) ? 1 : 0);
            if (columns.present)
              for (let v = 0; v <= columns.top; v++) expect(columns.present[c * (columns.top + 1) + v]).toBe(inColumn.includes(v) ? 1 : 0);
          }
          expect(covered).toEqual(Array.from({ length: to - from }, (_, i) => from + i));
        },
      ),
    );
  });

  it('ticks are round and inside the axis', () => {
    expect(ticks(0, 1_000_000, 5)).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
    expect(ticks(0, 9, 4)).toEqual([0, 5]);
  });
});
