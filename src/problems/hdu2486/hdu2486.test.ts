import { describe, expect, it } from 'vitest';
import { checkProblem, run } from '../testing/checkProblem.js';
import { hdu2486 } from './index.js';

checkProblem('hdu2486', hdu2486, {
  examples: [
    // k = 1: powers of two lose; otherwise take the lowest set bit.
    ['3\n2 1\n12 1\n16 1\n', 'Case 1: lose\nCase 2: 4\nCase 3: lose'],
    // k = 2 (Fibonacci Nim): 20 = 13 + 5 + 2 → take 2; 21 is a Fibonacci number.
    ['2\n20 2\n21 2\n', 'Case 1: 2\nCase 2: lose'],
    // While k + 1 ≥ n every heap is a term (the terms start 1, 2, …, k + 1): the first player loses.
    ['3\n2 5\n3 5\n7 100\n', 'Case 1: lose\nCase 2: lose\nCase 3: lose'],
  ],
  malformed: ['1\n1 1\n', '1\n5 0\n', '1\n100000001 1\n', '1\n5 100001\n', '21\n', '2\n5 1\n', '1\n5\n', '1\n5 1 7\n'],
});

describe('hdu2486 at the limits', () => {
  it('answers 20 maximal tests with k = 10^5', () => {
    const input = `20\n${Array.from({ length: 20 }, (_, i) => `${100_000_000 - i} 100000`).join('\n')}\n`;
    const lines = run(hdu2486.solve, input).split('\n');
    expect(lines).toHaveLength(20);
    for (const [i, line] of lines.entries()) expect(line).toMatch(new RegExp(`^Case ${i + 1}: (lose|[1-9][0-9]*)$`));
  });

  it('knows the Fibonacci and power-of-two losses near 10^8', () => {
    // F(39) = 63245986, F(40) = 102334155.
    expect(run(hdu2486.solve, '2\n63245986 2\n63245987 2\n')).toBe('Case 1: lose\nCase 2: 1');
    expect(run(hdu2486.solve, '2\n67108864 1\n67108863 1\n')).toBe('Case 1: lose\nCase 2: 1');
  });
});
