import { checkProblem } from '../testing/checkProblem.js';
import { luoguP9169 } from './index.js';

checkProblem('luogu-p9169', luoguP9169, {
  examples: [
    // Black already on row 1: black has won before any move.
    ['1 1\n2 2\nXO\nO.\n', 'Black 0'],
    // Red cannot move at all (both pieces walled in by each other and obstacles): black wins at once.
    ['1 1\n4 2\n..\n#X\nO#\nO#\n', 'Black 0'],
    // Red captures black in one move.
    ['1 1\n3 3\n...\n.XO\n..O\n', 'Red 1'],
    // Black shuttles in a walled corridor the red pieces cannot reach: nobody can force a win.
    ['1 1\n4 3\n###\nX..\n###\nOO.\n', 'Tie'],
    // Black walks up a corridor the red pieces cannot enter: red, black, red, black reaches row 1.
    ['1 1\n4 3\n#.#\n#X#\n###\nOO.\n', 'Black 2'],
  ],
  malformed: [
    '1\n1\n2 2\nXO\n..\n', // one red piece
    '1\n1\n2 2\nXO\nOX\n', // two black pieces
    '1\n1\n2 2\nXO\nO\n', // short row
    '1\n1\n11 1\n', // too many rows
    '1\n1\n2 2\nXO\nOx\n', // bad character
    '1\n2\n2 2\nXO\nO.\n', // T larger than the tests given
  ],
  runs: 120,
  maxRuns: 1,
});
