import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { misereNimFirstWins } from '../../games/nim/misere.js';
import { checkProblem, run } from '../testing/checkProblem.js';
import { poj3480 } from './index.js';

checkProblem('poj3480', poj3480, {
  sampleBeyondBrute: 'heaps near 10^9 are far beyond an exhaustive misère search',
  examples: [
    ['1\n1\n1\n', 'Brother'],
    ['1\n2\n1 1\n', 'John'],
    ['1\n3\n1 1 1\n', 'Brother'],
    ['1\n1\n2\n', 'John'],
    ['1\n2\n2 2\n', 'Brother'],
    ['1\n3\n1 1 4\n', 'John'],
    ['2\n2\n3 2\n2\n6 6\n', 'John\nBrother'],
  ],
  malformed: ['0\n', '1\n0\n', '1\n51\n', '1\n1\n0\n', '1\n1\n1000000001\n', '1\n2\n1\n', '2\n1\n1\n', '1\n1\n1 2\n'],
});

describe('poj3480 with heaps up to 10^9', () => {
  it('agrees with the bigint misère Nim rule', () => {
    const heap = fc.oneof(
      fc.constant(1),
      fc.integer({ min: 1, max: 1_000_000_000 }),
      fc.constantFrom(999_999_999, 1_000_000_000, 536_870_912),
    );
    fc.assert(
      fc.property(fc.array(heap, { minLength: 1, maxLength: 50 }), fc.boolean(), (heaps, balance) => {
        // Half the time append the XOR of the others (when allowed) to make a nim-sum of 0.
        const total = heaps.reduce((acc, h) => acc ^ h, 0);
        if (balance && heaps.length < 50 && total >= 1 && total <= 1_000_000_000) heaps.push(total);
        const expected = misereNimFirstWins(heaps.map(BigInt)) ? 'John' : 'Brother';
        expect(run(poj3480.solve, `1\n${heaps.length}\n${heaps.join(' ')}\n`)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
