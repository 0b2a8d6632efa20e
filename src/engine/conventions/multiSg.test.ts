import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, analyzeSum } from '../normal/analysis.js';
import { sum, type Game } from '../core/game.js';
import { GrundySolver } from '../normal/grundy.js';

/**
 * Multi-SG: a move may split one component into several. The engine needs nothing new for it: a
 * move to `sum(a, b, c)` is valued as the XOR of its parts. Here the "split into three" heap game
 * (take any number of stones, or split a heap into three non-empty heaps) shows it.
 */
const splitIntoThree: Game<number> = {
  *moves(heap) {
    for (let smaller = heap - 1; smaller >= 0; smaller--) yield smaller;
    for (let a = 1; 3 * a <= heap; a++) {
      for (let b = a; a + 2 * b <= heap; b++) yield sum(a, b, heap - a - b);
    }
  },
  key: (heap) => heap,
};

/** The known values: G(8k) = 8k − 1, G(8k+7) = 8k + 8, every other heap its own size. */
function splitIntoThreeValue(heap: number): number {
  if (heap > 0 && heap % 8 === 0) return heap - 1;
  if (heap % 8 === 7) return heap + 1;
  return heap;
}

/** The same game with the whole multiset of heaps as one position: no engine sums at all. */
const wholeMultiset: Game<number[]> = {
  *moves(heaps) {
    for (let i = 0; i < heaps.length; i++) {
      const rest = heaps.filter((_, j) => j !== i);
      for (let smaller = heaps[i] - 1; smaller >= 0; smaller--) yield [...rest, smaller].filter((h) => h > 0);
      for (let a = 1; 3 * a <= heaps[i]; a++) {
        for (let b = a; a + 2 * b <= heaps[i]; b++) yield [...rest, a, b, heaps[i] - a - b];
      }
    }
  },
  key: (heaps) => [...heaps].sort((x, y) => x - y).join(','),
};

describe('Multi-SG through engine sums', () => {
  const solver = new GrundySolver(splitIntoThree);

  it('split-into-three values: G(8k) = 8k−1, G(8k+7) = 8k+8, else G(n) = n', () => {
    for (let heap = 0; heap <= 48; heap++) expect(solver.grundy(heap)).toBe(splitIntoThreeValue(heap));
  });

  it('values of sums with splits agree with a search over whole multisets', () => {
    const wholeSolver = new GrundySolver(wholeMultiset);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }), (heaps) => {
        const live = heaps.filter((h) => h > 0);
        expect(analyzeSum(splitIntoThree, heaps, solver).outcome).toBe(analyze(wholeMultiset, live, wholeSolver).outcome);
      }),
      { numRuns: 100 },
    );
  });
});
