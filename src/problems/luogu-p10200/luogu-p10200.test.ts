import { describe, expect, it } from 'vitest';
import { MinimaxSolver } from '../../engine/conventions/minimax.js';
import { checkProblem } from '../testing/checkProblem.js';
import { luoguP10200 } from './index.js';
import { mazeGame } from './rules.js';

describe('maze guard model', () => {
  it('without marks Bob sorts every pair by first leaf; with the root marked the left half stays first', () => {
    const leafValue = [3, 1, 4, 2];
    const free = new MinimaxSolver(mazeGame({ depth: 2, budget: 0, cost: [0, 5, 5, 5], leafValue }));
    // Unmarked: subtrees {3,1} → 1 3 and {4,2} → 2 4; Bob starts with the subtree starting with 1.
    expect(free.value({ phase: 'mark' })).toEqual([1, 3, 2, 4]);
    // Budget 5 buys one mark. Marking the root keeps (1 3) first → 1 3 2 4. Marking node 2 gives
    // 3 1 vs 2 4 → Bob starts with 2: 2 4 3 1. Marking node 3: 1 3 | 4 2 → 1 3 4 2. Best: 2 4 3 1.
    const one = new MinimaxSolver(mazeGame({ depth: 2, budget: 5, cost: [0, 5, 5, 5], leafValue }));
    expect(one.value({ phase: 'mark' })).toEqual([2, 4, 3, 1]);
  });
});

checkProblem('luogu-p10200', luoguP10200, {
  examples: [
    // A single leaf.
    ['1\n0 0\n1\n', '1'],
    // n = 1: marking the root (cost 2 ≤ 2) keeps 2 before 1.
    ['1\n1 2\n2\n2 1\n', '2 1'],
    ['1\n1 1\n2\n2 1\n', '1 2'],
    // Two tests; the second is the hand example of the model test above.
    ['2\n1 0\n0\n1 2\n2 5\n5 5 5\n3 1 4 2\n', '1 2\n2 4 3 1'],
  ],
  malformed: [
    '1\n1 0\n0\n1 1\n', // not a permutation
    '1\n1 0\n0\n1 3\n', // leaf value out of range
    '1\n17 0\n', // depth above 16
    '1\n1 1000000000001\n0\n1 2\n', // budget above 10^12
    '2\n16 0\n' + '0 '.repeat(65535) + '\n' + Array.from({ length: 65536 }, (_, i) => i + 1).join(' ') + '\n16 0\n', // 2^16 + 2^16 leaves
    '1\n1 0\n0\n1 2 3\n',
  ],
  runs: 150,
});
