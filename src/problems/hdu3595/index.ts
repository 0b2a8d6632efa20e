import { everySgOutcome, RemotenessSolver } from '../../engine/conventions/everySg.js';
import { everyEuclidFirstWins } from '../../games/euclid/fast.js';
import { euclidGame, type EuclidPosition } from '../../games/euclid/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const LIMIT = 1000;

/** Tests until the end of input, each `n` then n sub-games `x y`; at least one test. */
function answerTests(input: InputReader, firstWins: (games: EuclidPosition[]) => boolean): string {
  return eachTest(input, 'until end', () => {
    const n = input.int('n', 0, LIMIT);
    const games: EuclidPosition[] = [];
    for (let i = 0; i < n; i++) games.push([input.int('x', 0, LIMIT), input.int('y', 0, LIMIT)]);
    return firstWins(games) ? 'MM' : 'GG';
  });
}

export const hdu3595: Problem = {
  solve: (input) => answerTests(input, everyEuclidFirstWins),
  brute(input) {
    const solver = new RemotenessSolver(euclidGame);
    return answerTests(input, (games) => everySgOutcome(euclidGame, games, solver) === 'N');
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 4) : 50;
    const out: string[] = [];
    for (let t = 0; t < tests; t++) {
      const n = small ? random.int(0, 4) : LIMIT;
      const cap = small ? random.pick([5, 30, 200]) : LIMIT;
      out.push(String(n));
      for (let i = 0; i < n; i++) {
        // Consecutive Fibonacci-like pairs make the longest chains; mix them with uniform pairs.
        const x = random.int(0, cap);
        const y = random.bool(0.3) ? Math.min(cap, Math.round(x * 1.618)) : random.int(0, cap);
        out.push(`${x} ${y}`);
      }
    }
    return out.join('\n') + '\n';
  },
};
