import { analyzeSum } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { nimHeap } from '../../games/nim/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_N = 100;
const MAX_A = 10_000;
/** The brute force values every heap below the largest, quadratic in it: keep it small. */
const BRUTE_MAX_HEAP = 500;

/** Reads N and the heaps, and names the winner `firstWins` picks. */
function decide(input: InputReader, firstWins: (heaps: Float64Array) => boolean): string {
  const n = input.int('N', 1, MAX_N);
  const heaps = input.ints('A_i', n, 1, MAX_A);
  input.expectEnd();
  return firstWins(heaps) ? 'Alice' : 'Bob';
}

/** One engine for every brute-force call: heaps valued once stay known. */
const bruteSolver = new GrundySolver(nimHeap);

export const hiho1163: Problem = {
  // Bouton: the first player wins iff the XOR of the heaps is non-zero.
  solve: (input) =>
    decide(input, (heaps) => {
      let total = 0;
      for (let i = 0; i < heaps.length; i++) total ^= heaps[i];
      return total !== 0;
    }),
  brute: (input) =>
    decide(input, (heaps) => {
      if (heaps.some((heap) => heap > BRUTE_MAX_HEAP)) input.fail(`brute force handles heaps up to ${BRUTE_MAX_HEAP}`);
      return analyzeSum(nimHeap, Array.from(heaps), bruteSolver).outcome === 'N';
    }),
  generate(random: Random, size) {
    if (size === 'max') {
      const heaps = Array.from({ length: MAX_N }, () => random.int(1, MAX_A));
      return `${MAX_N}\n${heaps.join(' ')}\n`;
    }
    const n = random.int(1, 5);
    const cap = random.pick([1, 3, 8, 20]);
    const heaps = Array.from({ length: n }, () => random.int(1, cap));
    // Often close the position to a P-position by appending the XOR of the rest.
    const total = heaps.reduce((acc, h) => acc ^ h, 0);
    if (n < 5 && total > 0 && random.bool()) heaps.push(total);
    return `${heaps.length}\n${heaps.join(' ')}\n`;
  },
};
