import { expect, it } from 'vitest';
import { fusionValue } from '../../games/hackenbush/fusion.js';
import { rootedAt0 } from '../../games/hackenbush/graph.js';
import { rootTree, treeEdges } from '../../graph/index.js';
import { InputReader } from '../input.js';
import { readTree } from '../readTree.js';
import { checkProblem } from '../testing/checkProblem.js';
import { treeHackenbush } from './index.js';

/** The tree valued as a general grounded graph: bridges by depth-first search, then fusion. */
function byFusion(input: InputReader): string {
  const n = input.int('n', 1, 100_000);
  const tree = rootTree(readTree(input, n));
  return fusionValue(rootedAt0(n, treeEdges(tree))) !== 0 ? 'Alice' : 'Bob';
}

checkProblem('tree-hackenbush', treeHackenbush, {
  examples: [
    ['1\n', 'Bob'], // no edges
    ['2\n2 1\n', 'Alice'], // one edge: *1
    ['3\n1 2\n1 3\n', 'Bob'], // two branches *1 ⊕ *1
    ['4\n1 2\n2 3\n2 4\n', 'Alice'], // (0+1 ⊕ 0+1) + 1 = *1
    ['5\n1 2\n1 3\n3 4\n3 5\n', 'Bob'], // *1 ⊕ ((1 ⊕ 1) + 1) = *1 ⊕ *1
  ],
  malformed: ['', '0\n', '3\n1 2\n', '3\n1 2\n2 4\n', '3\n1 2\n1 2\n', '3\n1 1\n2 3\n', '2\n1 x\n', '2\n1 2\n2 1\n', '100001\n'],
  runs: 200,
  maxRuns: 4,
  independentAtMax: byFusion,
});

it('deep paths do not overflow: a path of 10^5 vertices from an end, and two equal arms', () => {
  const n = 100_000;
  const path = `${n}\n${Array.from({ length: n - 1 }, (_, i) => `${i + 1} ${i + 2}`).join('\n')}\n`;
  expect(treeHackenbush.solve(InputReader.fromString(path))).toBe('Alice'); // a stalk of n − 1 edges
  // Root 1 in the middle of a path of 99 999 vertices: two stalks of 49 999 edges, *k ⊕ *k = 0.
  const arm = (first: number) => Array.from({ length: 49_999 }, (_, i) => `${i === 0 ? 1 : first + i - 1} ${first + i}`);
  const balanced = [...arm(2), ...arm(50_001)];
  expect(treeHackenbush.solve(InputReader.fromString(`99999\n${balanced.join('\n')}\n`))).toBe('Bob');
});
