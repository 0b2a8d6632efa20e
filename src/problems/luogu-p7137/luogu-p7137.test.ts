import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random } from '../random.js';
import { checkProblem } from '../testing/checkProblem.js';
import { cakeShareText, exactShare, formatMicros, roundedMicros } from './fast.js';
import { luoguP7137 } from './index.js';

describe('cutting cakes', () => {
  it('rounds to six decimals, exact ties to even', () => {
    expect(formatMicros(roundedMicros(1n, 7))).toBe('0.007812'); // 0.0078125
    expect(formatMicros(roundedMicros(3n, 7))).toBe('0.023438'); // 0.0234375
    expect(formatMicros(roundedMicros(121n, 1))).toBe('60.500000');
    expect(formatMicros(roundedMicros(2n ** 60n + 1n, 60))).toBe('1.000000');
    expect(formatMicros(roundedMicros(0n, 0))).toBe('0.000000');
  });

  it('prints exact ties like C printf (values with denominator 128, found by search)', () => {
    // Both paths must agree: the fixed-point pass cannot tell a tie from a near-tie, so it hands
    // these to the exact DP.
    expect(cakeShareText([1, 2, 4, 8, 9, 9, 9], 5)).toBe('21.632812'); // 21.6328125
    expect(cakeShareText([2, 3, 4, 5, 8, 8, 9], 5)).toBe('20.117188'); // 20.1171875
    const exact = exactShare([1, 2, 4, 8, 9, 9, 9], 5);
    expect(Number(exact.numerator) / 2 ** exact.shift).toBe(21.6328125);
  });

  it('the fixed-point pass gives the exact DP’s rounding on large random inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const random = new Random(seed);
        const n = random.int(50, 400);
        const sizes = Array.from({ length: n }, () => random.int(0, random.pick([10, 1000, 1_000_000_000])));
        const tokens = random.int(0, n + 2);
        const exact = exactShare(
          [...sizes].sort((a, b) => a - b),
          tokens,
        );
        expect(cakeShareText(sizes, tokens)).toBe(formatMicros(roundedMicros(exact.numerator, exact.shift)));
      }),
      { numRuns: 30 },
    );
  });
});

checkProblem('luogu-p7137', luoguP7137, {
  examples: [
    ['1 1\n3\n', '1.500000'], // B takes the larger half whatever the cut: A cuts evenly
    ['2 0\n14 93\n', '107.000000'], // no tokens: A keeps everything
    ['2 2\n14 93\n', '53.500000'], // a token per cake: half of everything
    // Largest first would give (93 + 14 + 7)/2 = 57; smallest first: A keeps the 14 whole (B saves
    // the token for the 93) and then gets 93/2 → 60.5, the official sample's answer, with m = 1.
    ['2 1\n93 14\n', '60.500000'],
    ['3 1\n0 0 5\n', '2.500000'],
  ],
  malformed: ['0 1\n\n', '2 1\n3\n', '1 2501\n3\n', '1 1\n-3\n', '1 1\n1000000001\n', '1 1\n3 4\n', '1 1\n2.5\n'],
  runs: 120,
});
