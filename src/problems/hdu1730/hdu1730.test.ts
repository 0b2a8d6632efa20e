import { checkProblem } from '../testing/checkProblem.js';
import { hdu1730 } from './index.js';

checkProblem('hdu1730', hdu1730, {
  sampleBeyondBrute: 'five rows on twelve columns: about 2.5·10^9 board states',
  examples: [
    // One row with no gap: the first player cannot advance and every retreat is answered.
    ['1 5\n2 3\n', 'BAD LUCK!'],
    ['1 5\n1 3\n', 'I WIN!'],
    // Gaps 1 and 1, then gaps 2 and 1; two boards in one input, no blank line at the end.
    ['2 4\n1 3\n4 2\n2 5\n5 2\n1 3', 'BAD LUCK!\nI WIN!'],
    // Empty input: no boards, no output.
    ['', ''],
  ],
  malformed: ['1 5\n3 3\n', '1 5\n1 6\n', '1 1\n1 1\n', '0 5\n', '1001 5\n', '1 101\n', '1 5\n1\n', '2 5\n1 2\n', '1 5\n1 x\n'],
});
