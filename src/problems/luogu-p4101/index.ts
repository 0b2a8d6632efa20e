import { GrundySolver } from '../../engine/normal/grundy.js';
import { mergePilesGame, singletons } from '../../games/merge-piles/rules.js';
import { singletonMergeFirstWins } from '../../games/merge-piles/fast.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_TESTS = 100;
const MAX_VALUE = 1_000_000_000;
/** The multisets of pile sizes are the partitions of n: keep n small for brute force. */
const BRUTE_MAX_PILES = 24;

/** Reads T tests `n m`; prints `0` when the first player wins, `1` otherwise. */
function answerTests(input: InputReader, firstWins: (n: number, m: number) => boolean): string {
  return eachTest(input, { name: 'T', max: MAX_TESTS }, () => {
    const n = input.int('n', 1, MAX_VALUE);
    const m = input.int('m', 1, MAX_VALUE);
    return firstWins(n, m) ? '0' : '1';
  });
}

export const luoguP4101: Problem = {
  // The first player wins iff the longest possible play, n − ⌈n/m⌉ moves, is odd.
  solve: (input) => answerTests(input, singletonMergeFirstWins),
  brute: (input) =>
    answerTests(input, (n, m) => {
      if (n > BRUTE_MAX_PILES) input.fail(`brute force handles at most ${BRUTE_MAX_PILES} piles`);
      return new GrundySolver(mergePilesGame(m)).grundy(singletons(n)) !== 0;
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 5) : MAX_TESTS;
    const lines = [String(tests)];
    for (let t = 0; t < tests; t++) {
      if (small) {
        const n = random.int(1, 16);
        lines.push(`${n} ${random.bool(0.8) ? random.int(1, n + 1) : random.int(1, 40)}`);
      } else {
        lines.push(`${random.int(1, MAX_VALUE)} ${random.bool() ? random.int(1, MAX_VALUE) : random.int(1, 100)}`);
      }
    }
    return lines.join('\n') + '\n';
  },
};
