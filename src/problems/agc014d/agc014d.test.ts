import { checkProblem } from '../testing/checkProblem.js';
import { agc014d } from './index.js';

checkProblem(agc014d, {
  examples: [
    ['1\n', 'First'],
    ['2\n1 2\n', 'Second'],
    ['3\n1 2\n2 3\n', 'First'],
    // A star on 4 vertices has no perfect matching; a path on 4 has one.
    ['4\n1 2\n1 3\n1 4\n', 'First'],
    ['4\n1 2\n2 3\n3 4\n', 'Second'],
    ['6\n1 2\n2 3\n1 4\n2 5\n3 6\n', 'Second'],
  ],
  malformed: ['3\n1 2\n', '3\n1 2\n1 2\n', '3\n1 1\n2 3\n', '2\n1 3\n', '0\n', '2\n1 2\n2 1\n', '100001\n'],
  runs: 150,
  maxRuns: 3,
});
