import { checkProblem } from '../testing/checkProblem.js';
import { luoguP3179 } from './index.js';

checkProblem('luogu-p3179', luoguP3179, {
  examples: [
    // n = 1: the lone coin is heads → the first player turns it and wins.
    ['1 2\n1 1\n0\n', 'Yes\nNo'],
    // n = 2: heads {1, 2}: values G(2) = mex{0, G(1)} = 2 and G(1) = 1 → 3, a win (turn 1 and 2).
    ['2 1\n2 1 2\n', 'Yes'],
    // n = 3, heads {2, 3}: both coins have m = 1, value 1 each → 0: the first player loses.
    ['3 1\n2 2 3\n', 'No'],
  ],
  malformed: ['0 1\n1 1\n', '5 1\n1 6\n', '5 1\n2 1\n', '5 101\n', '5 1\n1 x\n', '1000000001 1\n1 1\n', '5 1\n1 1 1\n'],
});
