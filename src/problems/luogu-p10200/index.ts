import { MinimaxSolver } from '../../engine/conventions/minimax.js';
import type { InputReader } from '../input.js';
import { joinIntegers } from '../output.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { guardedSequence } from './fast.js';
import { mazeGame, type Maze } from './rules.js';

const MAX_DEPTH = 16;
const MAX_TOTAL_LEAVES = 100_000;
const MAX_COST = 1_000_000_000_000;

function readMazes(input: InputReader): Maze[] {
  const tests = input.int('T', 1, MAX_TOTAL_LEAVES);
  const mazes: Maze[] = [];
  let totalLeaves = 0;
  for (let t = 0; t < tests; t++) {
    const depth = input.int('n', 0, MAX_DEPTH);
    const budget = input.int('K', 0, MAX_COST);
    const leaves = 1 << depth;
    totalLeaves += leaves;
    if (totalLeaves > MAX_TOTAL_LEAVES) input.fail(`the sum of 2^n over the tests exceeds ${MAX_TOTAL_LEAVES}`);
    const cost = new Float64Array(leaves);
    for (let u = 1; u < leaves; u++) cost[u] = input.int('w_i', 0, MAX_COST);
    const leafValue = new Int32Array(leaves);
    const seen = new Uint8Array(leaves + 1);
    for (let i = 0; i < leaves; i++) {
      const v = input.int('leaf value', 1, leaves);
      if (seen[v]) input.fail(`leaf value ${v} appears twice: the leaves must hold a permutation of 1..${leaves}`);
      seen[v] = 1;
      leafValue[i] = v;
    }
    mazes.push({ depth, budget, cost, leafValue });
  }
  input.expectEnd();
  return mazes;
}

export const luoguP10200: Problem = {
  solve: (input) =>
    readMazes(input)
      .map((maze) => joinIntegers(guardedSequence(maze)))
      .join('\n'),
  brute: (input) =>
    readMazes(input)
      .map((maze) => new MinimaxSolver(mazeGame(maze)).value({ phase: 'mark' }).join(' '))
      .join('\n'),
  generate(random: Random, size) {
    // Depth 3 (128 markings, each with a walk of 15 steps) costs the brute force ~0.3 s: kept rare.
    const depths =
      size === 'small' ? Array.from({ length: random.int(1, 2) }, () => (random.bool(0.06) ? 3 : random.int(0, 2))) : [16, 15, 10];
    const out = [String(depths.length)];
    for (const depth of depths) {
      const leaves = 1 << depth;
      // Small costs against a budget that buys some but not all marks; at max size, costs near
      // 10^12 so the capped sums are exercised.
      const costCap = size === 'small' ? random.pick([3, 10]) : random.pick([1000, MAX_COST]);
      const costs = Array.from({ length: leaves - 1 }, () => random.int(0, costCap));
      const budget = size === 'small' ? random.int(0, costCap * leaves) : random.int(0, MAX_COST);
      const values = random.shuffle(Array.from({ length: leaves }, (_, i) => i + 1));
      out.push(`${depth} ${budget}`, costs.join(' '), values.join(' '));
    }
    return out.join('\n') + '\n';
  },
};
