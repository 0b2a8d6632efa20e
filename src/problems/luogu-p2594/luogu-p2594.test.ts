import { checkProblem } from '../testing/checkProblem.js';
import { luoguP2594 } from './index.js';

checkProblem('luogu-p2594', luoguP2594, {
  examples: [
    // One T coin: turn it over and the opponent has no move.
    ['1\n1 1\nT\n', '-_-'],
    ['1\n1 1\nH\n', '=_='],
    // T at (1, 1) and (2, 2)... values 1 and 4: a win. T at (1, 2) and (2, 1): values 2 and 2 cancel.
    ['2\n2 2\nTH\nHT\n2 2\nHT\nTH\n', '-_-\n=_='],
  ],
  runs: 80,
  malformed: ['1\n1 2\nT\n', '1\n1 1\nX\n', '1\n0 1\n', '1\n1 101\n', '1\n2 1\nT\n', '1\n1 1\nT\nT\n'],
});
