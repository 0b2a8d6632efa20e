import { MinimaxSolver } from '../../engine/conventions/minimax.js';
import { graphFromEdges, type RootedTree } from '../../graph/index.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges } from '../randomTree.js';
import { readRootedTree } from '../readTree.js';
import { firstPlayerWinsColouring } from './fast.js';
import { colouringGame } from './rules.js';

const LIMIT = 100_000;

function read(input: InputReader): RootedTree {
  const n = input.int('n', 1, LIMIT);
  const tree = readRootedTree(input, n);
  input.expectEnd();
  return tree;
}

const winner = (firstWins: boolean): string => (firstWins ? 'First' : 'Second');

export const agc014d: Problem = {
  solve: (input) => winner(firstPlayerWinsColouring(read(input))),
  brute(input) {
    const { vertexCount, order, parent } = read(input);
    const ends = Array.from(order.subarray(1), (v) => [parent[v], v]).flat();
    return winner(new MinimaxSolver(colouringGame(graphFromEdges(vertexCount, ends))).value(0) === 1);
  },
  generate(random: Random, size) {
    const n = size === 'small' ? random.int(1, 8) : LIMIT;
    // Trees with a perfect matching are rare among random ones: build one half the time by
    // hanging a leaf on every vertex of a random tree.
    if (size === 'small' && n % 2 === 0 && random.bool()) {
      const half = n / 2;
      const core = randomTreeEdges(random, half, randomShape(random));
      const lines = [...core, ...Array.from({ length: half }, (_, v) => `${v + 1} ${half + v + 1}`)];
      return [String(n), ...random.shuffle(lines)].join('\n') + '\n';
    }
    return (
      [
        String(n),
        ...randomTreeEdges(random, n, size === 'small' ? randomShape(random) : random.pick(['random', 'path', 'star'] as const)),
      ].join('\n') + '\n'
    );
  },
};
