import { checkProblem } from '../testing/checkProblem.js';
import { hdu3595 } from './index.js';

checkProblem('hdu3595', hdu3595, {
  examples: [
    ['1\n3 1\n', 'MM'], // take all three at once
    ['1\n2 3\n', 'GG'], // (3,2) → (1,2) → (1,0): remoteness 2
    ['1\n0 7\n', 'GG'], // over already: the first player cannot move
    ['2\n2 3\n3 1\n', 'GG'], // longest sub-game has remoteness 2
    ['2\n5 2\n2 3\n', 'MM'], // (5,2) has remoteness 3 > 2
    ['0\n', 'GG'],
    ['1\n4 4\n1\n5 3\n', 'MM\nMM'],
  ],
  malformed: ['', '1\n', '2\n1 2\n', '1\n1001 1\n', '1\n1 -1\n', '1001\n', '1\n1 x\n', '1\n2 3\n2\n1 1\n'],
  runs: 200,
});
