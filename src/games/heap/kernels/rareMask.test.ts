import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parity } from './kernelState.js';
import { bestRareSplit } from './rareMask.js';

/** Heaps whose tag t has parity(t & mask) = rareClass, counted directly. */
function countRare(histogram: number[], mask: number, rareClass: 0 | 1): number {
  return histogram.reduce((sum, heaps, t) => sum + (parity(t & mask) === rareClass ? heaps : 0), 0);
}

describe('bestRareSplit', () => {
  it('returns an allowed split with the fewest rare heaps, counted right (against trying every mask)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 63 }),
        fc.constantFrom<0 | 1 | null>(0, 1, null),
        fc.infiniteStream(fc.nat(50)),
        (maxValue, oddMaskClass, counts) => {
          const size = 2 << (32 - Math.clz32(maxValue));
          const histogram = Array.from({ length: size }, (_, t) => (t >> 1 <= maxValue ? counts.next().value : 0));
          const split = bestRareSplit(histogram, maxValue, oddMaskClass)!;
          expect(split.rareHeaps).toBe(countRare(histogram, split.mask, split.rareClass));
          if (split.mask & 1) expect(split.rareClass).toBe(oddMaskClass);
          else expect(split.rareClass).toBe(0);
          for (let mask = 1; mask < size; mask++) {
            if (mask & 1 && oddMaskClass === null) continue;
            expect(split.rareHeaps).toBeLessThanOrEqual(countRare(histogram, mask, mask & 1 ? oddMaskClass! : 0));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
