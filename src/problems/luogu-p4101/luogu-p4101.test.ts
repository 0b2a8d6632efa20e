import { describe, expect, it } from 'vitest';
import { checkProblem, run } from '../testing/checkProblem.js';
import { luoguP4101 } from './index.js';

checkProblem('luogu-p4101', luoguP4101, {
  examples: [
    // m = 1: no merge is ever legal, the first player loses.
    ['2\n1 1\n5 1\n', '1\n1'],
    // m ≥ n: every play merges down to one pile, n − 1 moves.
    ['3\n2 5\n3 3\n4 100\n', '0\n1\n0'],
    // n = 7, m = 3: at most 7 − 3 = 4 moves → second wins; n = 8, m = 3: 8 − 3 = 5 → first wins.
    ['2\n7 3\n8 3\n', '1\n0'],
  ],
  runs: 150,
  malformed: ['1\n0 3\n', '1\n3 0\n', '101\n', '1\n1000000001 2\n', '2\n3 3\n', '1\n3\n', '1\n3 3 3\n'],
});

describe('luogu-p4101 at the limits', () => {
  it('counts the longest play exactly for n, m up to 10^9', () => {
    // 10^9 − 1 moves (odd) → first wins; 10^9 − 5·10^8 (even) → second; 10^9 − ⌈10^9/999999999⌉ = 10^9 − 2.
    expect(run(luoguP4101.solve, '3\n1000000000 1000000000\n1000000000 2\n1000000000 999999999\n')).toBe('0\n1\n1');
  });
});
