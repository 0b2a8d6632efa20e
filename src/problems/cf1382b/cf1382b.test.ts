import { describe, expect, it } from 'vitest';
import { checkProblem, run } from '../testing/checkProblem.js';
import { cf1382b } from './index.js';

checkProblem('cf1382b', cf1382b, {
  examples: [
    ['1\n1\n1\n', 'First'],
    ['1\n2\n1 1\n', 'Second'],
    ['1\n2\n1 5\n', 'Second'],
    ['1\n3\n1 1 5\n', 'First'],
    ['1\n4\n2 1 1 1\n', 'First'],
    ['2\n3\n1 1 1\n1\n7\n', 'First\nFirst'],
  ],
  malformed: [
    '0\n',
    '1001\n',
    '1\n0\n',
    '1\n1\n0\n',
    '1\n1\n1000000001\n',
    '1\n2\n1\n',
    '2\n1\n1\n',
    '1\n1\n1 1\n',
    // The sum of n over the tests exceeds 10^5.
    `2\n60000\n${'1 '.repeat(60000)}\n60000\n${'1 '.repeat(60000)}\n`,
  ],
});

describe('cf1382b with large heaps', () => {
  it('only the run of 1s matters, not the size of the heaps', () => {
    expect(run(cf1382b.solve, '3\n1\n1000000000\n2\n1 1000000000\n3\n1000000000 1 1\n')).toBe('First\nSecond\nFirst');
  });
});
