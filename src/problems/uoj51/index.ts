import { GrundySolver } from '../../engine/normal/grundy.js';
import { PowerGameTable, largestBase } from '../../games/power-game/fast.js';
import { powerAtMost, powerGame } from '../../games/power-game/rules.js';
import type { InputReader } from '../input.js';
import { twoWordLines } from '../output.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

/** Reads `n m` and the m queries `a b` (a ≥ 2, b ≥ 1, a^b ≤ n), answering each with `Yes`/`No`. */
function eachQuery(input: InputReader, prepare: (n: number) => (a: number, b: number) => boolean): string {
  const n = input.int('n', 1, 1_000_000_000);
  const m = input.int('m', 1, 100_000);
  const firstWins = prepare(n);
  const wins = new Uint8Array(m);
  for (let i = 0; i < m; i++) {
    const a = input.int('a', 2, 1_000_000_000);
    const b = input.int('b', 1, 30);
    if (!powerAtMost(a, b, n)) input.fail(`query ${i + 1}: ${a}^${b} exceeds n = ${n}`);
    wins[i] = firstWins(a, b) ? 1 : 0;
  }
  input.expectEnd();
  return twoWordLines(wins, 'Yes', 'No');
}

export const uoj51: Problem = {
  solve: (input) =>
    eachQuery(input, (n) => {
      const table = new PowerGameTable(n);
      return (a, b) => table.firstWins(a, b);
    }),
  brute: (input) =>
    eachQuery(input, (n) => {
      const solver = new GrundySolver(powerGame(n));
      return (a, b) => solver.grundy([a, b]) !== 0;
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(2, random.pick([10, 100, 2000])) : random.pick([1_000_000_000, random.int(1, 1_000_000_000 - 4) + 4]);
    const m = small ? random.int(1, 6) : 100_000;
    const lines = [`${n} ${m}`];
    let top = 1;
    while (powerAtMost(2, top + 1, n)) top++;
    for (let i = 0; i < m; i++) {
      // Half the queries with b = 1 (bases up to n), the rest spread over the exponents.
      const b = random.bool(0.5) ? 1 : random.int(1, top);
      const base = largestBase(n, b);
      const a = random.bool(0.2) ? base : random.int(2, base);
      lines.push(`${a} ${b}`);
    }
    return lines.join('\n') + '\n';
  },
};
