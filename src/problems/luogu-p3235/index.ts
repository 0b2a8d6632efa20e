import { analyzeSum } from '../../engine/normal/analysis.js';
import { evenSplitGrundyTable } from '../../games/even-split/fast.js';
import { evenSplitGame } from '../../games/even-split/rules.js';
import type { InputReader } from '../input.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';

const LIMIT = 100_000;

/** The whole input: F and each test's heaps. */
function read(input: InputReader): { threshold: number; tests: Float64Array[] } {
  const count = input.int('T', 1, 100);
  const threshold = input.int('F', 1, LIMIT);
  const tests: Float64Array[] = [];
  for (let t = 0; t < count; t++) tests.push(input.ints('a_i', input.int('n', 1, 100), 1, LIMIT));
  input.expectEnd();
  return { threshold, tests };
}

/** One line: each test's answer, `1` when the first player wins. */
function answer(tests: Float64Array[], firstWins: (heaps: Float64Array) => boolean): string {
  return tests.map((heaps) => (firstWins(heaps) ? '1' : '0')).join(' ');
}

export const luoguP3235: Problem = {
  solve(input) {
    const { threshold, tests } = read(input);
    let largest = 0;
    for (const heaps of tests) for (const heap of heaps) largest = Math.max(largest, heap);
    const g = evenSplitGrundyTable(threshold, largest);
    return answer(tests, (heaps) => heaps.reduce((acc, heap) => acc ^ g[heap], 0) !== 0);
  },
  brute(input) {
    const { threshold, tests } = read(input);
    const game = evenSplitGame(threshold);
    return answer(tests, (heaps) => analyzeSum(game, Array.from(heaps)).outcome === 'N');
  },
  generate(random: Random, size) {
    const small = size === 'small';
    const tests = small ? random.int(1, 4) : 100;
    const cap = small ? random.pick([5, 12, 30]) : LIMIT;
    const threshold = small ? random.int(1, cap + 1) : random.pick([1, 2, random.int(1, 50)]);
    const lines = [`${tests} ${threshold}`];
    for (let t = 0; t < tests; t++) {
      const n = small ? random.int(1, 5) : 100;
      lines.push([n, ...Array.from({ length: n }, () => random.int(1, cap))].join(' '));
    }
    return lines.join('\n') + '\n';
  },
};
