import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grow } from './growTypedArray.js';

describe('grow', () => {
  it('keeps the kind and the elements, doubles (or reaches `needed`) and fills the rest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 40 }),
        fc.nat(200),
        fc.integer({ min: -5, max: 5 }),
        (items, needed, fill) => {
          const array = Int32Array.from(items);
          const bigger = grow(array, needed, fill);
          expect(bigger).toBeInstanceOf(Int32Array);
          expect(bigger.length).toBe(Math.max(2 * items.length, needed));
          const expected = [...items, ...Array<number>(bigger.length - items.length).fill(fill)];
          expect(Array.from(bigger)).toEqual(expected);
          // The original is left as it was: callers may still hold views of it.
          expect(Array.from(array)).toEqual(items);
        },
      ),
    );
  });

  it('grows every kind the solvers use', () => {
    expect(grow(Uint8Array.of(7, 8))).toEqual(Uint8Array.of(7, 8, 0, 0));
    expect(grow(Uint16Array.of(300), 3)).toEqual(Uint16Array.of(300, 0, 0));
    expect(grow(Uint32Array.of(1, 2, 3), 0, 9)).toEqual(Uint32Array.of(1, 2, 3, 9, 9, 9));
    expect(grow(Float64Array.of(0.5))).toEqual(Float64Array.of(0.5, 0));
  });

  it('an empty array grows to `needed`', () => {
    expect(grow(new Int32Array(0), 4, -1)).toEqual(Int32Array.of(-1, -1, -1, -1));
  });
});
