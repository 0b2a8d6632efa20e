import { GrundySolver } from '../../engine/normal/grundy.js';
import { beanValues, beanWinningMoves } from '../../games/bean-split/fast.js';
import { applyBeanMove, beanMoves, beanSplitGame, type BeanMove } from '../../games/bean-split/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

/** Reads T tests of n and a_0..a_{n−1}; `winning(bottles)` lists the winning moves in (i, j, k) order. */
function answerTests(input: InputReader, winning: (bottles: number[]) => BeanMove[]): string {
  return eachTest(input, { name: 'T', max: 1000 }, () => {
    const n = input.int('n', 1, 21);
    const moves = winning(Array.from(input.ints('a_i', n, 0, 10_000)));
    const first = moves[0];
    return `${first ? `${first.i} ${first.j} ${first.k}` : '-1 -1 -1'}\n${moves.length}`;
  });
}

export const luoguP3185: Problem = {
  solve: (input) => answerTests(input, (bottles) => beanWinningMoves(bottles, beanValues(bottles.length))),
  brute(input) {
    const solver = new GrundySolver(beanSplitGame);
    // Every first move, in order, that leaves the opponent a position of value 0.
    return answerTests(input, (bottles) => [...beanMoves(bottles)].filter((move) => solver.grundy(applyBeanMove(bottles, move)) === 0));
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 10;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      // Beans multiply as they move right: up to 4 bottles of 2 beans, or 5 bottles of 1, stay small.
      const n = small ? random.int(1, random.pick([4, 5])) : 21;
      const cap = small ? (n <= 4 ? random.pick([1, 2]) : 1) : 10_000;
      lines.push(String(n), Array.from({ length: n }, () => random.int(0, cap)).join(' '));
    }
    return lines.join('\n') + '\n';
  },
};
