import { checkProblem } from '../testing/checkProblem.js';
import { cf2062e2 } from './index.js';

checkProblem('cf2062e2', cf2062e2, {
  examples: [
    ['1\n1\n1\n', '0'],
    // Root 1 (weight 1) with leaf 2 (weight 2): picking 2 leaves the opponent vertex 1, too light.
    ['1\n2\n1 2\n1 2\n', '0'],
    // Two leaves of weights 1 and 2 under a light root: pick leaf 3 (weight 1); the opponent must
    // take leaf 2 and then the first player cannot move and wins.
    ['1\n3\n1 2 1\n1 2\n1 3\n', '1 3'],
    ['2\n3\n1 1 1\n1 2\n2 3\n3\n3 2 1\n1 2\n2 3\n', '0\n1 2'],
  ],
  malformed: ['1\n2\n1 3\n1 2\n', '1\n2\n1 1\n1 1\n', '1\n2\n1 1\n', '0\n', '1\n3\n1 1 1\n1 2\n1 2\n', '2\n1\n1\n'],
  runs: 250,
  maxRuns: 1,
});
