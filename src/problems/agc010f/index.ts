import { GrundySolver } from '../../engine/normal/grundy.js';
import type { Graph } from '../../graph/index.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { randomShape, randomTreeEdges } from '../randomTree.js';
import { readTree } from '../readTree.js';
import { winningStarts } from './fast.js';
import { stonesGame } from './rules.js';

const LIMIT = 3000;
const MAX_STONES = 1_000_000_000;

function read(input: InputReader): { tree: Graph; stones: Float64Array } {
  const n = input.int('n', 1, LIMIT);
  const stones = input.ints('a_i', n, 0, MAX_STONES);
  const tree = readTree(input, n);
  input.expectEnd();
  return { tree, stones };
}

const line = (starts: readonly number[]): string => starts.map((v) => v + 1).join(' ');

export const agc010f: Problem = {
  solve(input) {
    const { tree, stones } = read(input);
    return line(winningStarts(tree, stones));
  },
  brute(input) {
    const { tree, stones } = read(input);
    const initial = Array.from(stones);
    const solver = new GrundySolver(stonesGame(tree, initial));
    const starts: number[] = [];
    for (let v = 0; v < tree.n; v++) if (solver.grundy({ token: v, stones: initial }) !== 0) starts.push(v);
    return line(starts);
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, 6) : LIMIT;
    const cap = small ? random.pick([1, 2, 3]) : random.pick([3, 1000, MAX_STONES]);
    const stones = Array.from({ length: n }, () => random.int(0, cap));
    const shape = small ? randomShape(random) : random.pick(['random', 'path', 'star'] as const);
    return [String(n), stones.join(' '), ...randomTreeEdges(random, n, shape)].join('\n') + '\n';
  },
};
