import { MisereSolver } from '../../engine/misere/misere.js';
import { nimHeap as misereNimHeap } from '../../games/nim/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_TESTS = 100_000; // problems.md gives no bound on T; this one only guards against nonsense
const MAX_N = 50;
const MAX_A = 1_000_000_000;
/** The misère search visits sums below the input's heaps; keep their count at most this. */
const BRUTE_MAX_STATES = 100_000;

/** T tests of n and n heaps; `johnWins` decides each. */
function answerTests(input: InputReader, johnWins: (heaps: Float64Array) => boolean): string {
  return eachTest(input, { name: 'T', max: MAX_TESTS }, () => {
    const n = input.int('n', 1, MAX_N);
    return johnWins(input.ints('a_i', n, 1, MAX_A)) ? 'John' : 'Brother';
  });
}

/** One misère search for every brute-force call: sums decided once stay known. */
const bruteSolver = new MisereSolver(misereNimHeap);

export const poj3480: Problem = {
  // Bouton's misère rule: with every heap 1, John wins iff n is even; otherwise iff the XOR is non-zero.
  solve: (input) =>
    answerTests(input, (heaps) => {
      let total = 0;
      let allOnes = true;
      for (let i = 0; i < heaps.length; i++) {
        total ^= heaps[i]; // heaps < 2^30: exact in 32-bit XOR
        if (heaps[i] !== 1) allOnes = false;
      }
      return allOnes ? heaps.length % 2 === 0 : total !== 0;
    }),
  brute: (input) =>
    answerTests(input, (heaps) => {
      const states = heaps.reduce((product, heap) => product * (heap + 1), 1);
      if (states > BRUTE_MAX_STATES) input.fail(`brute force searches at most ${BRUTE_MAX_STATES} sums`);
      return bruteSolver.outcome(Array.from(heaps)) === 'N';
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 1000;
    const out = [String(tests)];
    for (let t = 0; t < tests; t++) {
      const n = small ? random.int(1, 5) : random.bool(0.9) ? MAX_N : random.int(1, MAX_N);
      const cap = small ? random.pick([1, 1, 2, 4, 7]) : random.pick([1, 2, MAX_A]);
      // Mostly 1s with a few larger heaps, so the all-ones endgame rule is exercised too.
      const heaps = Array.from({ length: n }, () => (random.bool(0.4) ? 1 : random.int(1, cap)));
      out.push(String(n), heaps.join(' '));
    }
    return out.join('\n') + '\n';
  },
};
