import { checkProblem } from '../testing/checkProblem.js';
import { luoguP4055 } from './index.js';

checkProblem('luogu-p4055', luoguP4055, {
  examples: [
    // A 2×2 block has a perfect matching: every cell is in every maximum matching.
    ['2 2\n..\n..\n', 'LOSE'],
    // One free cell: the second player cannot move from it, so the chooser wins there.
    ['1 1\n.\n', 'WIN\n1 1'],
    ['1 1\n#\n', 'LOSE'],
    // A row of three: only the middle cell is in every maximum matching.
    ['1 3\n...\n', 'WIN\n1 1\n1 3'],
    ['3 3\n...\n.#.\n...\n', 'LOSE'],
  ],
  malformed: ['2 2\n..\n.\n', '1 2\n.x\n', '0 1\n', '101 1\n', '1 1\n.\n.\n', '2 2\n...\n..\n'],
  runs: 150,
  maxRuns: 3,
});
