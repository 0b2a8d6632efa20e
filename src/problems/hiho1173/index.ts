import { analyzeSum } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { laskerGrundyNumber } from '../../games/lasker/fast.js';
import { laskerHeap } from '../../games/lasker/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const MAX_N = 100;
const MAX_A = 20_000;
/** The brute force values every heap up to the largest by search, quadratic in it: keep it small. */
const BRUTE_MAX_HEAP = 3000;

function decide(input: InputReader, aliceWins: (heaps: Float64Array) => boolean): string {
  const n = input.int('N', 1, MAX_N);
  const heaps = input.ints('A_i', n, 0, MAX_A);
  input.expectEnd();
  return aliceWins(heaps) ? 'Alice' : 'Bob';
}

/** One engine for every brute-force call: heaps valued once stay known. */
const bruteSolver = new GrundySolver(laskerHeap);

export const hiho1173: Problem = {
  // Sprague–Grundy with Lasker's values G(4k+3) = 4k+4, G(4k+4) = 4k+3, else G(n) = n.
  solve: (input) =>
    decide(input, (heaps) => {
      let total = 0;
      for (let i = 0; i < heaps.length; i++) total ^= laskerGrundyNumber(heaps[i]);
      return total !== 0;
    }),
  brute: (input) =>
    decide(input, (heaps) => {
      if (heaps.some((heap) => heap > BRUTE_MAX_HEAP)) input.fail(`brute force handles heaps up to ${BRUTE_MAX_HEAP}`);
      return analyzeSum(laskerHeap, Array.from(heaps), bruteSolver).outcome === 'N';
    }),
  generate(random: Random, size) {
    if (size === 'max') {
      const heaps = Array.from({ length: MAX_N }, () => random.int(MAX_A - 100, MAX_A));
      return `${MAX_N}\n${heaps.join(' ')}\n`;
    }
    const n = random.int(1, 5);
    const cap = random.pick([4, 12, 40]);
    const heaps = Array.from({ length: n }, () => random.int(1, cap));
    // Half the time add the heap that makes the Lasker values XOR to 0 (G is its own inverse).
    const total = heaps.reduce((acc, h) => acc ^ laskerGrundyNumber(h), 0);
    if (n < 5 && total > 0 && random.bool()) heaps.push(laskerGrundyNumber(total));
    return `${heaps.length}\n${heaps.join(' ')}\n`;
  },
};
