import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SplitConstraint } from './code.js';
import { forEachPartition } from './partitions.js';

/** Every non-decreasing tuple of `count` positive parts summing to `total`, by brute force. */
function bruteForce(total: number, count: number, smallest = 1): number[][] {
  if (count === 0) return total === 0 ? [[]] : [];
  const out: number[][] = [];
  for (let first = smallest; first * count <= total; first++) {
    for (const rest of bruteForce(total - first, count - 1, first)) out.push([first, ...rest]);
  }
  return out;
}

const allows: Record<SplitConstraint, (parts: number[]) => boolean> = {
  any: () => true,
  unequal: (p) => p.length < 2 || new Set(p).size === p.length,
  notAllEqual: (p) => p.length < 2 || new Set(p).size > 1,
  allEqual: (p) => new Set(p).size <= 1,
};

describe('forEachPartition', () => {
  it('visits exactly the partitions the constraint allows, each once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom<SplitConstraint>('any', 'unequal', 'notAllEqual', 'allEqual'),
        (total, count, constraint) => {
          const seen: string[] = [];
          forEachPartition(total, count, constraint, (parts) => seen.push(Array.from(parts).join(',')));
          const expected = bruteForce(total, count)
            .filter((p) => count < 2 || allows[constraint](p))
            .map((p) => p.join(','));
          expect(seen.sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});
