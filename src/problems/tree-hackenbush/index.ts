import { GrundySolver } from '../../engine/normal/grundy.js';
import { rootedAt0 } from '../../games/hackenbush/graph.js';
import { hackenbushGame, startPosition } from '../../games/hackenbush/rules.js';
import { colonValues } from '../../games/hackenbush/colon.js';
import { rootTree, treeEdges, type RootedTree } from '../../graph/index.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges } from '../randomTree.js';
import { readTree } from '../readTree.js';

const LIMIT = 100_000;

function read(input: InputReader): RootedTree {
  const n = input.int('n', 1, LIMIT);
  const tree = rootTree(readTree(input, n));
  input.expectEnd();
  return tree;
}

const winner = (value: number): string => (value !== 0 ? 'Alice' : 'Bob');

export const treeHackenbush: Problem = {
  // Colon principle, bottom-up over the BFS order: no recursion, any depth.
  solve: (input) => winner(colonValues(read(input))[0]),
  brute(input) {
    const tree = read(input);
    const graph = rootedAt0(tree.vertexCount, treeEdges(tree));
    return winner(new GrundySolver(hackenbushGame(graph)).grundy(startPosition(graph)));
  },
  generate(random: Random, size) {
    const n = size === 'small' ? random.int(1, 11) : LIMIT;
    const shape = size === 'small' ? randomShape(random) : random.pick(['random', 'path', 'star', 'deep'] as const);
    return [String(n), ...randomTreeEdges(random, n, shape, shape === 'path' && random.bool())].join('\n') + '\n';
  },
};
