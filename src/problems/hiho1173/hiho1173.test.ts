import { describe, expect, it } from 'vitest';
import { checkProblem, run } from '../testing/checkProblem.js';
import type { InputReader } from '../input.js';
import { xorByHeapKernels } from '../testing/heapKernels.js';
import { hiho1173 } from './index.js';

/** Lasker's Nim as the take-and-break code 4.[3], valued by the heap kernels (no closed form). */
function byHeapKernels(input: InputReader): string {
  const heaps = input.ints('A_i', input.int('N', 1, 100), 0, 20_000);
  return xorByHeapKernels('4.[3]', heaps) !== 0 ? 'Alice' : 'Bob';
}

checkProblem('hiho1173', hiho1173, {
  examples: [
    ['1\n3\n', 'Alice'],
    ['2\n3 4\n', 'Alice'], // 4 ⊕ 3 = 7
    ['3\n4 1 2\n', 'Bob'], // a Nim N-position, but 3 ⊕ 1 ⊕ 2 = 0 in Lasker's Nim
    ['3\n3 4 7\n', 'Alice'], // a Nim P-position, but 4 ⊕ 3 ⊕ 8 = 15 in Lasker's Nim
    ['1\n0\n', 'Bob'],
  ],
  malformed: ['0\n', '101\n', '1\n20001\n', '1\n-1\n', '2\n1\n', '1\n1 2\n', '1\nx\n'],
  independentAtMax: byHeapKernels,
  maxRuns: 3,
});

describe('hiho1173 at the limits', () => {
  it('decides heaps near 20000 by their Lasker values', () => {
    // 19999 = 4·4999 + 3 has value 20000, and 20000 = 4·4999 + 4 has value 19999.
    expect(run(hiho1173.solve, '2\n19999 20000\n')).toBe('Alice'); // 20000 ⊕ 19999 = 63
    expect(run(hiho1173.solve, '3\n19999 20000 64\n')).toBe('Bob'); // G(64) = 63
    expect(run(hiho1173.solve, '3\n19999 20000 63\n')).toBe('Alice'); // G(63) = 64
    expect(run(hiho1173.solve, '2\n19999 19999\n')).toBe('Bob');
  });
});
