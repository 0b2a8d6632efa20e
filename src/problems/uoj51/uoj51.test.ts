import { checkProblem } from '../testing/checkProblem.js';
import { uoj51 } from './index.js';

checkProblem('uoj51', uoj51, {
  examples: [
    // n = 2: from 2^1 nothing is legal (3 > 2, 4 > 2).
    ['2 1\n2 1\n', 'No'],
    // n = 4: 2^1 → 3^1 → 4^1 is the chain, and 2^1 → 2^2 ends at once: moving to 2^2 wins.
    ['4 3\n2 1\n3 1\n2 2\n', 'Yes\nYes\nNo'],
  ],
  malformed: ['10 1\n4 2\n', '10 1\n1 1\n', '10 1\n2 0\n', '10 2\n2 1\n', '1000000001 1\n2 1\n', '10 1\n2 x\n', '10 1\n2 31\n'],
});
