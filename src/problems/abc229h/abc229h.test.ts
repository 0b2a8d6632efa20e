import { describe, expect, it } from 'vitest';
import { checkProblem, run } from '../testing/checkProblem.js';
import { abc229h } from './index.js';

checkProblem('abc229h', abc229h, {
  examples: [
    ['2\n..\nWW\n', 'Snuke'], // sample 2 of the statement
    ['1\n.\n', 'Snuke'], // no move: Takahashi loses
    ['1\nB\n', 'Takahashi'], // he eats it
    ['2\nW.\nB.\n', 'Snuke'], // the column W over B is {−1 | 1/2} = 0: the second player wins
  ],
  malformed: ['', '0\n', '9\n', '2\nW.\n', '2\nW.\nBX\n', '2\nW.\nB..\n', '1\nW\nB\n'],
  maxRuns: 3,
});

describe('abc229h past the brute force', () => {
  it('solves sample 3 of the statement: columns −1/2, −2, 3/2, −3/2 add up to −5/2', () => {
    expect(run(abc229h.solve, '4\nWWBW\nWWWW\nBWB.\nBBBB\n')).toBe('Snuke');
  });
});
