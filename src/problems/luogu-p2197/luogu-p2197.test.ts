import { checkProblem } from '../testing/checkProblem.js';
import { luoguP2197 } from './index.js';

checkProblem(luoguP2197, {
  examples: [['2\n2\n1 1\n2\n1 0\n', 'No\nYes']],
  malformed: ['1\n2\n1\n', '1\n2\n1 x\n', '11\n', '1\n1\n10001\n'],
});
