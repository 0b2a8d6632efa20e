import { MinimaxSolver } from '../../engine/conventions/minimax.js';
import type { InputReader } from '../input.js';
import { joinIntegers } from '../output.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { carrotValues } from './fast.js';
import { carrotGame } from './rules.js';

const MAX_N = 300_000;
const MAX_VALUE = 1_000_000_000;

function readRow(input: InputReader): Float64Array {
  const n = input.int('n', 1, MAX_N);
  const row = input.ints('a_i', n, 1, MAX_VALUE);
  input.expectEnd();
  return row;
}

export const cf794e: Problem = {
  solve: (input) => joinIntegers(carrotValues(readRow(input))),
  brute(input) {
    const row = readRow(input);
    const solver = new MinimaxSolver(carrotGame(row));
    const answers: number[] = [];
    for (let k = 0; k < row.length; k++) {
      answers.push(solver.value({ lo: 0, hi: row.length - 1, extraMoves: k, firstToMove: true }));
    }
    return answers.join(' ');
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, 9) : MAX_N;
    const cap = small ? random.pick([2, 5, 20]) : MAX_VALUE;
    const row = Array.from({ length: n }, () => random.int(1, cap));
    return `${n}\n${row.join(' ')}\n`;
  },
};
