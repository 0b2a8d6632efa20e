import { describe, expect, it } from 'vitest';
import { wythoffPair } from '../../games/wythoff/fast.js';
import { checkProblem, run } from '../testing/checkProblem.js';
import { luoguP2252 } from './index.js';

checkProblem('luogu-p2252', luoguP2252, {
  examples: [
    ['0 0\n', '0'],
    ['0 1\n', '1'],
    ['1 2\n', '0'],
    ['2 1\n', '0'],
    ['5 3\n', '0'],
    ['4 4\n', '1'],
    ['6 10\n', '0'],
    ['6 11\n', '1'],
  ],
  malformed: ['1\n', '1 2 3\n', '-1 2\n', '1000000001 0\n', 'a b\n', '1.5 2\n'],
});

describe('luogu-p2252 at the limits', () => {
  it('is exact on the P-positions nearest 10^9 and their neighbours', () => {
    // The largest k with B_k ≤ 10^9 is about 10^9/φ² ≈ 381966011.
    for (const k of [381966010n, 381966011n, 381966012n, 10n ** 5n, 123456789n]) {
      const [low, high] = wythoffPair(k);
      if (high > 10n ** 9n) continue;
      expect(run(luoguP2252.solve, `${low} ${high}`)).toBe('0');
      expect(run(luoguP2252.solve, `${high} ${low}`)).toBe('0');
      expect(run(luoguP2252.solve, `${low} ${high - 1n}`)).toBe('1');
      expect(run(luoguP2252.solve, `${low + 1n} ${high}`)).toBe('1');
      expect(run(luoguP2252.solve, `${low - 1n} ${high}`)).toBe('1');
    }
  });
});
