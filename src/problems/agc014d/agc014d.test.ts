import { rootTree } from '../../graph/index.js';
import type { InputReader } from '../input.js';
import { readTree } from '../readTree.js';
import { checkProblem } from '../testing/checkProblem.js';
import { agc014d } from './index.js';

/**
 * The theorem (second player wins iff the tree has a perfect matching) with the matching found by
 * dynamic programming instead of the solver's greedy: free[v] / taken[v] = the largest matching of
 * v's subtree with v unmatched / matched to a child.
 */
function byMatchingDp(input: InputReader): string {
  const n = input.int('n', 1, 100_000);
  const { order, parent } = rootTree(readTree(input, n));
  const free = new Int32Array(n);
  const taken = new Int32Array(n).fill(-1);
  for (let i = order.length - 1; i > 0; i--) {
    const c = order[i];
    const p = parent[c];
    const best = Math.max(free[c], taken[c]);
    // Matching p with c instead: c's subtree gives free[c] and the pair adds one edge.
    taken[p] = Math.max(taken[p] < 0 ? -1 : taken[p] + best, free[p] + free[c] + 1);
    free[p] += best;
  }
  return 2 * Math.max(free[order[0]], taken[order[0]]) === n ? 'Second' : 'First';
}

checkProblem('agc014d', agc014d, {
  examples: [
    ['1\n', 'First'],
    ['2\n1 2\n', 'Second'],
    ['3\n1 2\n2 3\n', 'First'],
    // A star on 4 vertices has no perfect matching; a path on 4 has one.
    ['4\n1 2\n1 3\n1 4\n', 'First'],
    ['4\n1 2\n2 3\n3 4\n', 'Second'],
    ['6\n1 2\n2 3\n1 4\n2 5\n3 6\n', 'Second'],
  ],
  malformed: ['3\n1 2\n', '3\n1 2\n1 2\n', '3\n1 1\n2 3\n', '2\n1 3\n', '0\n', '2\n1 2\n2 1\n', '100001\n'],
  runs: 150,
  maxRuns: 6,
  independentAtMax: byMatchingDp,
});
