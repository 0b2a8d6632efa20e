import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PairIdTable } from './pairIdTable.js';

describe('PairIdTable', () => {
  it('holds what a Map of the same pairs holds, through growth and overwrites', () => {
    const id = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 0x7fffffff }));
    fc.assert(
      fc.property(fc.array(fc.tuple(id, id, fc.integer({ min: 0, max: 0x7fffffff })), { maxLength: 400 }), (writes) => {
        const table = new PairIdTable();
        const truth = new Map<string, number>();
        for (const [a, b, v] of writes) {
          table.set(a, b, v);
          truth.set(`${a},${b}`, v);
        }
        expect(table.size).toBe(truth.size);
        for (const [a, b] of writes) {
          expect(table.get(a, b)).toBe(truth.get(`${a},${b}`));
          // The pair reversed is another key.
          expect(table.get(b, a)).toBe(truth.get(`${b},${a}`) ?? -1);
        }
        expect(table.get(0x7fffffff, 0x7ffffffe)).toBe(truth.get(`${0x7fffffff},${0x7ffffffe}`) ?? -1);
      }),
    );
  });

  it('finds every one of 100,000 pairs of consecutive ids after growing from 16 cells', () => {
    const table = new PairIdTable();
    for (let a = 0; a < 1000; a++) for (let b = a; b < a + 100; b++) table.set(a, b, a * 100 + (b - a));
    expect(table.size).toBe(100_000);
    for (let a = 0; a < 1000; a++) for (let b = a; b < a + 100; b++) expect(table.get(a, b)).toBe(a * 100 + (b - a));
    expect(table.get(5, 4)).toBe(-1);
  });
});
