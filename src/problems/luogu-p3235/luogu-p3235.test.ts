import { checkProblem } from '../testing/checkProblem.js';
import { luoguP3235 } from './index.js';

checkProblem('luogu-p3235', luoguP3235, {
  examples: [
    // F = 1: a heap of 1 cannot split (j ≥ 2 > 1); a heap of 2 splits into 1 + 1 and wins.
    ['2 1\n1 1\n1 2\n', '0 1'],
    // F = 3: heaps 2 and 1 are below F, so nothing moves. Heap 3 → 1+1+1 (value 0) wins.
    ['2 3\n2 2 1\n1 3\n', '0 1'],
    // Heaps 3 and 3 cancel.
    ['1 1\n2 3 3\n', '0'],
  ],
  malformed: ['1 1\n1 0\n', '1 0\n1 1\n', '1 1\n2 1\n', '101 1\n', '1 1\n1 100001\n', '1 1\n1 1 1\n'],
});
