import { RewardMinimaxSolver } from '../../engine/conventions/rewardMinimax.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { cakeShareText, formatMicros, roundedMicros } from './fast.js';
import { cakeGame } from './rules.js';

const MAX_N = 2500;
const MAX_TOKENS = 2500;
const MAX_SIZE = 1_000_000_000;

interface Instance {
  tokens: number;
  sizes: Float64Array;
}

function readInstance(input: InputReader): Instance {
  const n = input.int('n', 1, MAX_N);
  const tokens = input.int('m', 0, MAX_TOKENS);
  const sizes = input.ints('a_i', n, 0, MAX_SIZE);
  input.expectEnd();
  return { tokens, sizes };
}

/** The engine model on sizes scaled by 2^n, so that every optimal cut is a whole unit. */
function bruteShare({ tokens, sizes }: Instance): string {
  const n = sizes.length;
  const cakes = Array.from(sizes, (a) => a * 2 ** n).sort((a, b) => a - b);
  const value = new RewardMinimaxSolver(cakeGame).value({ phase: 'cut', cakes, tokens });
  return formatMicros(roundedMicros(BigInt(value), n));
}

export const luoguP7137: Problem = {
  solve(input) {
    const { tokens, sizes } = readInstance(input);
    return cakeShareText(sizes, tokens);
  },
  brute: (input) => bruteShare(readInstance(input)),
  generate(random: Random, size) {
    if (size === 'small') {
      const n = random.int(1, 4);
      const sizes = Array.from({ length: n }, () => random.int(0, random.pick([3, 6])));
      return `${n} ${random.int(0, n + 1)}\n${sizes.join(' ')}\n`;
    }
    const tokens = random.pick([1, 40, 1250, 2400, MAX_TOKENS]);
    const cap = random.pick([100, 100_000, MAX_SIZE]);
    const sizes = Array.from({ length: MAX_N }, () => random.int(1, cap));
    return `${MAX_N} ${tokens}\n${sizes.join(' ')}\n`;
  },
};
