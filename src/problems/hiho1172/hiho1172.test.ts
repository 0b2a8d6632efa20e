import { checkProblem } from '../testing/checkProblem.js';
import { hiho1172 } from './index.js';

checkProblem('hiho1172', hiho1172, {
  examples: [
    ['1\nT\n', 'Bob'],
    ['1\nH\n', 'Alice'],
    // Heads at 1, 2, 3: 1 ⊕ 2 ⊕ 3 = 0.
    ['3\nHHH\n', 'Bob'],
    ['5\nTTTTH\n', 'Alice'],
    // Heads at 1, 4, 5: 1 ⊕ 4 ⊕ 5 = 0.
    ['5\nHTTHH\n', 'Bob'],
  ],
  malformed: ['3\nHHT H\n', '3\nHH\n', '3\nHHX\n', '0\n\n', '10001\nH\n', '2\nHT\nextra\n', ''],
});
