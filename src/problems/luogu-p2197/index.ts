import { analyzeSum } from '../../engine/normal/analysis.js';
import { integerSolver } from '../../engine/normal/integerGame.js';
import { nimHeap } from '../../games/nim/rules.js';
import { type InputReader, eachTest } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

/** Reads T tests of `n` then n heaps, handing each test's heaps to `decide`. */
function answerTests(input: InputReader, decide: (heaps: Float64Array) => boolean): string {
  return eachTest(input, { name: 'T', max: 10 }, () => {
    const n = input.int('n', 1, 10_000);
    return decide(input.ints('a_i', n, 0, 10_000)) ? 'Yes' : 'No';
  });
}

export const luoguP2197: Problem = {
  solve: (input) =>
    answerTests(input, (heaps) => {
      let total = 0;
      for (const heap of heaps) total ^= heap;
      return total !== 0;
    }),
  brute: (input) =>
    answerTests(input, (heaps) => {
      // The typed-array memo keeps exhaustive search over heaps of 10^4 (the sample) to seconds.
      const solver = integerSolver(nimHeap, Math.max(...heaps) + 1);
      return analyzeSum(nimHeap, Array.from(heaps), solver).outcome === 'N';
    }),
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 3) : 10;
    const out = [String(tests)];
    for (let t = 0; t < tests; t++) {
      const n = small ? random.int(1, 4) : 10_000;
      const cap = small ? random.pick([3, 8, 15]) : 10_000;
      out.push(String(n), Array.from({ length: n }, () => random.int(0, cap)).join(' '));
    }
    return out.join('\n') + '\n';
  },
};
