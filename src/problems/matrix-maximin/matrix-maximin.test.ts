import { checkProblem } from '../testing/checkProblem.js';
import { matrixMaximin } from './index.js';

checkProblem('matrix-maximin', matrixMaximin, {
  examples: [
    // The statement's second example.
    ['3 4\n-1 0 2 1\n-2 0 1 0\n2 1 -1 -2\n', '-1 1'],
    // A saddle point: maximin = minimax = 2.
    ['2 3\n5 2 7\n1 0 3\n', '2 2'],
    // Matching pennies: no saddle point, -1 < 1.
    ['2 2\n1 -1\n-1 1\n', '-1 1'],
    ['1 1\n-100\n', '-100 -100'],
  ],
  malformed: ['', '1\n', '1 1\n', '1 2\n1\n', '1 1\n101\n', '0 1\n', '101 1\n', '1 1\n1 2\n', '1 1\n1.5\n'],
  independentAtMax: matrixMaximin.brute,
  maxRuns: 3,
});
