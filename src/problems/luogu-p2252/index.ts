import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { wythoffGame } from '../../games/wythoff/rules.js';
import { isWythoffP } from '../../games/wythoff/fast.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_HEAP = 1_000_000_000n;
/** Brute force evaluates every position below (a, b): keep that small. */
const BRUTE_MAX_HEAP = 200n;
/** One engine for every brute-force call: positions evaluated once stay known. */
const bruteSolver = new GrundySolver(wythoffGame);

function decide(input: InputReader, firstWins: (a: bigint, b: bigint) => boolean): string {
  const a = input.bigint('a', 0n, MAX_HEAP);
  const b = input.bigint('b', 0n, MAX_HEAP);
  input.expectEnd();
  return firstWins(a, b) ? '1' : '0';
}

export const luoguP2252: Problem = {
  // Exact: P iff the smaller heap is ⌊dφ⌋ for the difference d, by bigint integer square roots.
  solve: (input) => decide(input, (a, b) => !isWythoffP(a, b)),
  brute: (input) =>
    decide(input, (a, b) => {
      if (a > BRUTE_MAX_HEAP || b > BRUTE_MAX_HEAP) input.fail(`brute force handles heaps up to ${BRUTE_MAX_HEAP}`);
      return analyze(wythoffGame, [Number(a), Number(b)], bruteSolver).outcome === 'N';
    }),
  generate(random: Random, size) {
    if (size === 'small') {
      // Half the time a P-position or a neighbour of one, so both answers are common.
      const a = random.int(0, 40);
      const b = random.bool() ? random.int(0, 40) : Math.min(40, Math.round(a * 1.618) + random.int(-1, 1));
      return `${a} ${Math.max(0, b)}\n`;
    }
    const a = random.bigint(MAX_HEAP / 2n, MAX_HEAP);
    const b = random.bool() ? random.bigint(0n, MAX_HEAP) : (a * 618033988749894848n) / 10n ** 18n;
    return random.bool() ? `${a} ${b}\n` : `${b} ${a}\n`;
  },
};
