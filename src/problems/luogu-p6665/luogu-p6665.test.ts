import { checkProblem } from '../testing/checkProblem.js';
import { luoguP6665 } from './index.js';

checkProblem('luogu-p6665', luoguP6665, {
  examples: [
    ['1\n1 0\n', 'Alice'], // one vertex: *1
    ['1\n2 0\n', 'Bob'], // two lone vertices: *1 ⊕ *1
    ['1\n4 3\n1 2\n1 3\n1 4\n', 'Alice'], // a star of three leaves: *2
    // Root 1 with two leaves: options 0 and *1, so *2. Then a tree rooted at 1 (its smallest
    // vertex, not 3): 1-3-2 is a path of three, options *2, *1, 0, so *3.
    ['2\n3 2\n1 2\n1 3\n3 2\n3 1\n3 2\n', 'Alice\nAlice'],
    // Roots matter: 2-1, 2-3 is rooted at 1, a path 1-2-3 (*3) with vertex 4 alone (*1): *2.
    ['1\n4 2\n2 1\n2 3\n', 'Alice'],
    // A path of three (*3) beside a path of two (*2) and a lone vertex (*1): 0.
    ['1\n6 3\n1 2\n2 3\n4 5\n', 'Bob'],
  ],
  malformed: [
    '',
    '1\n',
    '1\n3 1\n1\n',
    '1\n3 2\n1 2\n2 1\n',
    '1\n3 3\n1 2\n2 3\n3 1\n',
    '1\n2 1\n1 3\n',
    '1\n0 0\n',
    '1\n2 1\n1 x\n',
    '2\n1 0\n',
    '1\n1 0\nextra\n',
  ],
  runs: 200,
  maxRuns: 2,
});
