import { checkProblem } from '../testing/checkProblem.js';
import { agc010f } from './index.js';

checkProblem('agc010f', agc010f, {
  examples: [
    ['1\n5\n', ''], // a stone but no neighbour to move to
    ['2\n1 0\n1 2\n', '1'],
    ['2\n1 1\n1 2\n', ''], // the players shuttle the token; the first runs out first
    ['2\n2 1\n1 2\n', '1'],
    ['3\n0 1 0\n1 2\n2 3\n', '2'],
    ['3\n1 2 3\n1 2\n2 3\n', '2'],
  ],
  malformed: ['2\n1\n1 2\n', '2\n1 -1\n1 2\n', '3\n1 1 1\n1 2\n1 2\n', '2\n1 1\n', '3001\n', '2\n1 1000000001\n1 2\n'],
  runs: 150,
  maxRuns: 2,
});
