import { GrundySolver } from '../../engine/normal/grundy.js';
import type { HackenbushGraph } from '../../games/hackenbush/graph.js';
import { pinnedPrefixValues } from '../../games/hackenbush/pinned.js';
import { hackenbushGame, startPosition } from '../../games/hackenbush/rules.js';
import { treeEdges, type RootedTree } from '../../graph/index.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges } from '../randomTree.js';
import { readRootedTree } from '../readTree.js';

const LIMIT = 300_000;

function read(input: InputReader): RootedTree {
  const n = input.int('n', 1, LIMIT);
  const tree = readRootedTree(input, n);
  input.expectEnd();
  return tree;
}

/** '1' when the first player wins (value ≠ 0), else '2', for k = 1..n (as bytes: n is 3·10^5). */
function answer(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length);
  for (let k = 0; k < values.length; k++) bytes[k] = values[k] !== 0 ? 0x31 : 0x32;
  return new TextDecoder().decode(bytes);
}

export const cf1610i: Problem = {
  solve(input) {
    const tree = read(input);
    // Pinning 1, 2, …, n in turn; vertex 1 (index 0) is the tree's root.
    const order = new Int32Array(tree.vertexCount).map((_, i) => i);
    return answer(pinnedPrefixValues(tree, order));
  },
  brute(input) {
    const tree = read(input);
    const edges = treeEdges(tree);
    const values = Array.from({ length: tree.vertexCount }, (_, k) => {
      // Pinned vertices are ground: a component without one is no longer connected to it.
      const graph: HackenbushGraph = { vertexCount: tree.vertexCount, edges, ground: Array.from({ length: k + 1 }, (_, v) => v) };
      return new GrundySolver(hackenbushGame(graph)).grundy(startPosition(graph));
    });
    return answer(values);
  },
  generate(random: Random, size) {
    const n = size === 'small' ? random.int(1, 9) : LIMIT;
    const shape = size === 'small' ? randomShape(random) : random.pick(['random', 'path', 'star', 'deep'] as const);
    return [String(n), ...randomTreeEdges(random, n, shape, random.bool())].join('\n') + '\n';
  },
};
