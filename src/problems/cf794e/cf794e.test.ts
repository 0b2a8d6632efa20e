import { checkProblem } from '../testing/checkProblem.js';
import { cf794e } from './index.js';

checkProblem('cf794e', cf794e, {
  examples: [
    // One carrot: nothing to play.
    ['1\n7\n', '7'],
    // Two carrots, k = 0: the first player eats the 1 and leaves the 9; k = 1 the same.
    ['2\n1 9\n', '9 9'],
    // k = 0 on [3 1 2]: whatever the first player eats, the second leaves the smaller of the pair
    // → max(min(3,1), min(1,2)) = 1; k = 1: windows [3 1] and [1 2] give 3 and 2 → 3; k = 2: 3.
    ['3\n3 1 2\n', '1 3 3'],
    // k=0: even length, middle pair → max(2,3) = 3; k=1: windows [1 2 3] → max(min(1,2), min(2,3)) = 2
    // and [2 3 5] → 3, so 3; k=2: pairs (1,2) (2,3) (3,5) → 5; k=3: the largest carrot, 5.
    ['4\n1 2 3 5\n', '3 3 5 5'],
  ],
  malformed: ['0\n', '2\n1\n', '2\n1 0\n', '1\n1000000001\n', '1\n5 6\n', '2\nx 1\n'],
});
