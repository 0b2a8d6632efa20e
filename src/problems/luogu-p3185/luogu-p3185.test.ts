import { checkProblem } from '../testing/checkProblem.js';
import { luoguP3185 } from './index.js';

checkProblem('luogu-p3185', luoguP3185, {
  examples: [
    // Empty bottles: no move at all.
    ['1\n3\n0 0 0\n', '-1 -1 -1\n0'],
    // One bean in bottle 0 of 2: value S(1) = 1; the only move (0, 1, 1) leaves 2 beans in bottle 1.
    ['1\n2\n1 0\n', '0 1 1\n1'],
    // Two beans in bottle 0 cancel: a P-position, even though moves exist.
    ['1\n2\n2 0\n', '-1 -1 -1\n0'],
  ],
  malformed: ['1\n2\n1\n', '1\n22\n', '1\n2\n1 10001\n', '1\n0\n', '1\n2\n1 -1\n', '0\n'],
});
