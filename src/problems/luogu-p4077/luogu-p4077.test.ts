import { checkProblem } from '../testing/checkProblem.js';
import { luoguP4077 } from './index.js';

checkProblem('luogu-p4077', luoguP4077, {
  examples: [
    // Coin 1 (a = b = 0) has no move at all: a lone 0 there loses.
    ['1\n1 5\n0\n', 'lose'],
    // Coins 1 and 2 showing 0: coin 2 (a = 1) turns 2 and 1 together, leaving nothing to do.
    ['1\n2 1\n0 0\n', 'win'],
    // Only coin 2 shows 0: turning 2 and 1 leaves coin 1 at 0, which cannot move → first wins.
    ['2\n2 1\n1 0\n3 3\n1 1 1\n', 'win\nlose'],
  ],
  runs: 120,
  malformed: ['1\n2 1\n0\n', '1\n2 1\n0 2\n', '1\n2 21\n0 0\n', '1\n30001 1\n', '0\n', '1\n2 1\n0 0 1\n'],
});
