import { breadthFirst, type Graph } from '../../graph/index.js';
import type { InputReader } from '../input.js';
import { readTree } from '../readTree.js';
import { checkProblem } from '../testing/checkProblem.js';
import { agc010f } from './index.js';

/** The characterisation applied root by root, one bottom-up pass each (O(n²)): independent of the re-rooting in fast.ts. */
function winningStartsRootByRoot(tree: Graph, stones: ArrayLike<number>): number[] {
  const { n, offsets, targets } = tree;
  const wins = new Uint8Array(n);
  const result: number[] = [];
  for (let root = 0; root < n; root++) {
    const { order, parent } = breadthFirst(tree, root);
    for (let i = n - 1; i >= 0; i--) {
      const u = order[i];
      let win = 0;
      for (let e = offsets[u]; e < offsets[u + 1] && !win; e++) {
        const c = targets[e];
        if (c !== parent[u] && stones[c] < stones[u] && !wins[c]) win = 1;
      }
      wins[u] = win;
    }
    if (wins[root]) result.push(root);
  }
  return result;
}

function rootByRoot(input: InputReader): string {
  const n = input.int('n', 1, 3000);
  const stones = input.ints('a_i', n, 0, 1e9);
  const tree = readTree(input, n);
  return winningStartsRootByRoot(tree, stones)
    .map((v) => v + 1)
    .join(' ');
}

checkProblem('agc010f', agc010f, {
  examples: [
    ['1\n5\n', ''], // a stone but no neighbour to move to
    ['2\n1 0\n1 2\n', '1'],
    ['2\n1 1\n1 2\n', ''], // the players shuttle the token; the first runs out first
    ['2\n2 1\n1 2\n', '1'],
    ['3\n0 1 0\n1 2\n2 3\n', '2'],
    ['3\n1 2 3\n1 2\n2 3\n', '2'],
  ],
  malformed: ['2\n1\n1 2\n', '2\n1 -1\n1 2\n', '3\n1 1 1\n1 2\n1 2\n', '2\n1 1\n', '3001\n', '2\n1 1000000001\n1 2\n'],
  runs: 150,
  maxRuns: 2,
  independentAtMax: rootByRoot,
});
