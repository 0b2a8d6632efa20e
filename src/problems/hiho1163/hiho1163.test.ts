import { describe, expect, it } from 'vitest';
import { checkProblem, run } from '../testing/checkProblem.js';
import type { InputReader } from '../input.js';
import { xorByHeapKernels } from '../testing/heapKernels.js';
import { hiho1163 } from './index.js';

/** Nim as the take-and-break code 0.[3], valued by the heap kernels rather than Bouton's XOR of sizes. */
function byHeapKernels(input: InputReader): string {
  const heaps = input.ints('A_i', input.int('N', 1, 100), 1, 10_000);
  return xorByHeapKernels('0.[3]', heaps) !== 0 ? 'Alice' : 'Bob';
}

checkProblem('hiho1163', hiho1163, {
  examples: [
    ['1\n1\n', 'Alice'],
    ['2\n7 7\n', 'Bob'],
    ['3\n1 2 3\n', 'Bob'],
    ['3\n3 4 5\n', 'Alice'],
    ['4\n100 100 1 1\n', 'Bob'],
  ],
  malformed: ['0\n', '101\n', '2\n1\n', '2\n1 0\n', '1\n10001\n', '1\n5 6\n', '1\nx\n', ''],
  independentAtMax: byHeapKernels,
  maxRuns: 3,
});

describe('hiho1163 at the limits', () => {
  it('XORs heaps up to 10^4', () => {
    expect(run(hiho1163.solve, '4\n10000 10000 1 1\n')).toBe('Bob');
    expect(run(hiho1163.solve, '3\n10000 9999 31\n')).toBe('Bob'); // 10000 ⊕ 9999 = 31
    expect(run(hiho1163.solve, '3\n10000 9999 30\n')).toBe('Alice');
  });
});
