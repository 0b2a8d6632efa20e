import { checkProblem } from '../testing/checkProblem.js';
import type { InputReader } from '../input.js';
import { xorByHeapKernels } from '../testing/heapKernels.js';
import { luoguP2197 } from './index.js';

/** Nim as the take-and-break code 0.[3], valued by the heap kernels rather than Bouton's XOR of sizes. */
function byHeapKernels(input: InputReader): string {
  const tests = input.int('T', 1, 10);
  const lines: string[] = [];
  for (let t = 0; t < tests; t++)
    lines.push(xorByHeapKernels('0.[3]', input.ints('a_i', input.int('n', 1, 10_000), 0, 10_000)) !== 0 ? 'Yes' : 'No');
  return lines.join('\n');
}

checkProblem('luogu-p2197', luoguP2197, {
  examples: [['2\n2\n1 1\n2\n1 0\n', 'No\nYes']],
  malformed: ['1\n2\n1\n', '1\n2\n1 x\n', '11\n', '1\n1\n10001\n'],
  independentAtMax: byHeapKernels,
  maxRuns: 2,
});
