import { GrundySolver } from '../../engine/normal/grundy.js';
import { sequentialNim } from '../../games/sequential/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_TESTS = 1000;
const MAX_TOTAL_N = 100_000;
const MAX_A = 1_000_000_000;
/** The brute force values every row below the input's; keep their count at most this. */
const BRUTE_MAX_STATES = 100_000;

/** t tests of n and n heaps (sum of n at most 10^5); `firstWins` decides each. */
function answerTests(input: InputReader, firstWins: (heaps: Float64Array) => boolean): string {
  let totalN = 0;
  return eachTest(input, { name: 't', max: MAX_TESTS }, () => {
    const n = input.int('n', 1, MAX_TOTAL_N);
    totalN += n;
    if (totalN > MAX_TOTAL_N) input.fail(`the sum of n over all tests must be at most ${MAX_TOTAL_N}`);
    return firstWins(input.ints('a_i', n, 1, MAX_A)) ? 'First' : 'Second';
  });
}

/** One engine for every brute-force call: rows valued once stay known. */
const bruteSolver = new GrundySolver(sequentialNim);

export const cf1382b: Problem = {
  // Whoever first faces a heap larger than 1 wins; with k leading 1s that is the first player iff k is even.
  solve: (input) =>
    answerTests(input, (heaps) => {
      let leadingOnes = 0;
      while (leadingOnes < heaps.length && heaps[leadingOnes] === 1) leadingOnes++;
      return leadingOnes === heaps.length ? heaps.length % 2 === 1 : leadingOnes % 2 === 0;
    }),
  brute: (input) =>
    answerTests(input, (heaps) => {
      const states = heaps.reduce((product, heap) => product * (heap + 1), 1);
      if (states > BRUTE_MAX_STATES) input.fail(`brute force searches at most ${BRUTE_MAX_STATES} rows`);
      return bruteSolver.grundy(Array.from(heaps)) !== 0;
    }),
  generate(random: Random, size) {
    const rows: number[][] = [];
    if (size === 'small') {
      for (let t = random.int(1, 4); t > 0; t--) {
        const n = random.int(1, 6);
        const ones = random.int(0, n); // a run of 1s in front, then anything small
        rows.push(Array.from({ length: n }, (_, i) => (i < ones ? 1 : random.int(1, random.pick([1, 2, 4])))));
      }
    } else {
      const [tests, n] = random.bool() ? [1, MAX_TOTAL_N] : [MAX_TESTS, MAX_TOTAL_N / MAX_TESTS];
      for (let t = 0; t < tests; t++) {
        const ones = random.bool(0.2) ? n : random.int(0, n - 1);
        rows.push(Array.from({ length: n }, (_, i) => (i < ones ? 1 : random.int(1, MAX_A))));
      }
    }
    return `${rows.length}\n${rows.map((row) => `${row.length}\n${row.join(' ')}`).join('\n')}\n`;
  },
};
