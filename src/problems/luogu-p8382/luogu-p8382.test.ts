import { checkProblem } from '../testing/checkProblem.js';
import { luoguP8382 } from './index.js';

checkProblem('luogu-p8382', luoguP8382, {
  examples: [
    ['10 3\n7 8 9\n', '3'], // each piece of the block ending at m − 1 jumps onto m
    ['10 1\n7\n', '1'], // 7 → 8 forces the opponent onto 9
    ['10 1\n8\n', '0'], // 8 → 9 hands over cell 10
    ['5 0\n\n', '0'], // no piece, no move
    ['10 4\n1 2 5 9\n', '1'], // only the piece on 9 wins: it jumps to 10
    ['8 2\n1 3\n', '1'], // blocks {1} on step 4 and {3} on step 3: move 3 → 4 empties the odd step
  ],
  malformed: [
    '',
    '10\n',
    '10 2\n3\n',
    '10 2\n5 3\n',
    '10 1\n10\n',
    '10 1\n0\n',
    '10 2\n4 4\n',
    '3 3\n1 2 3\n',
    '1000000001 0\n',
    '10 1\n5 6\n',
    '10 1\nx\n',
  ],
  runs: 300,
});
