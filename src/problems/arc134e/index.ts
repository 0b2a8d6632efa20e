import type { InputReader } from '../input.js';
import { MOD } from '../modular.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { countFirstPlayerWins } from './fast.js';
import { moduloNimFirstWins } from './rules.js';

const MAX_N = 200;
const MAX_A = 200;

function readLimits(input: InputReader): Float64Array {
  const n = input.int('n', 1, MAX_N);
  const limits = input.ints('a_i', n, 1, MAX_A);
  input.expectEnd();
  return limits;
}

/** Every sequence 1 ≤ x_i ≤ a_i, each decided by the engine's misère search. */
function bruteCount(limits: Float64Array): number {
  const x = Array.from(limits, () => 1);
  let wins = 0;
  for (;;) {
    if (moduloNimFirstWins(x)) wins++;
    let i = 0;
    while (i < x.length && x[i] === limits[i]) x[i++] = 1;
    if (i === x.length) break;
    x[i]++;
  }
  return wins % MOD;
}

export const arc134e: Problem = {
  solve: (input) => String(countFirstPlayerWins(readLimits(input))),
  brute: (input) => String(bruteCount(readLimits(input))),
  generate(random: Random, size) {
    if (size === 'max') {
      const limits = Array.from({ length: MAX_N }, () => (random.bool(0.5) ? MAX_A : random.int(1, MAX_A)));
      return `${MAX_N}\n${limits.join(' ')}\n`;
    }
    // At most ~3000 sequences; limits reaching 24–40 sometimes, so sets of multiples of 12 occur.
    const n = random.int(1, 4);
    const limits: number[] = [];
    let budget = 3000;
    for (let i = 0; i < n; i++) {
      const cap = Math.max(1, Math.min(random.pick([3, 9, 16, 40]), Math.floor(budget / (n - i))));
      const a = random.int(1, cap);
      limits.push(a);
      budget = Math.floor(budget / a);
    }
    return `${n}\n${limits.join(' ')}\n`;
  },
};
