import { MisereSolver } from '../../engine/misere/misere.js';
import type { Graph } from '../../graph/index.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges } from '../randomTree.js';
import { readTree } from '../readTree.js';
import { winningFirstMoves } from './fast.js';
import { formatMoves } from './formatMoves.js';
import { deletionGame, subtreeMasks } from './rules.js';

const TOTAL_LIMIT = 400_000;

/** Reads every test, handing each tree and its weights to `decide` (which returns the winning first moves). */
function answerTests(input: InputReader, decide: (tree: Graph, weights: Float64Array) => number[]): string {
  let total = 0;
  return eachTest(input, { name: 't', max: TOTAL_LIMIT }, () => {
    const n = input.int('n', 1, TOTAL_LIMIT);
    total += n;
    if (total > TOTAL_LIMIT) input.fail(`the sum of n exceeds ${TOTAL_LIMIT}`);
    const weights = input.ints('w_i', n, 1, n);
    const tree = readTree(input, n);
    return formatMoves(decide(tree, weights));
  });
}

export const cf2062e2: Problem = {
  solve: (input) => answerTests(input, winningFirstMoves),
  brute: (input) =>
    answerTests(input, (tree, weights) => {
      const solver = new MisereSolver(deletionGame(tree, weights));
      const subtree = subtreeMasks(tree);
      const everything = (1 << tree.n) - 1;
      const wins: number[] = [];
      for (let u = 0; u < tree.n; u++) {
        // Any vertex may be picked first; the first player wins if the opponent, to move, loses.
        if (solver.outcome([{ remaining: everything & ~subtree[u], last: weights[u] }]) === 'P') wins.push(u);
      }
      return wins;
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : random.pick([1, 1, 4]);
    const out = [String(tests)];
    for (let t = 0; t < tests; t++) {
      const n = small ? random.int(1, 9) : TOTAL_LIMIT / tests;
      const cap = random.pick([n, Math.max(1, n >> 1), 2]);
      const weights = Array.from({ length: n }, () => random.int(1, Math.min(cap, n)));
      const shape = small ? randomShape(random) : random.pick(['random', 'path', 'star', 'deep'] as const);
      out.push(String(n), weights.join(' '), randomTreeEdges(random, n, shape).join('\n'));
    }
    return out.join('\n') + '\n';
  },
};
