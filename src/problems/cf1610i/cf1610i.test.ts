import { expect, it } from 'vitest';
import { InputReader } from '../input.js';
import { checkProblem } from '../testing/checkProblem.js';
import { cf1610i } from './index.js';

checkProblem('cf1610i', cf1610i, {
  examples: [
    ['1\n', '2'], // no edge to cut
    ['2\n1 2\n', '11'], // one edge: cutting it wins, whether or not vertex 2 is pinned
    ['3\n1 2\n1 3\n', '222'], // two edges, each cut once: the second player cuts last
    ['3\n2 1\n2 3\n', '122'], // path 1-2-3: a stalk of 2 wins; with 1, 2 pinned: loop ⊕ *1 = 0
    // *((1 ⊕ 1) + 1) = *1; then a loop ⊕ *1 ⊕ *1; then two loops ⊕ *1; then three loops.
    ['4\n1 2\n2 3\n2 4\n', '1111'],
    // 1-2 with 2-3-4 below: a stalk of 3; then a loop ⊕ stalk of 2 = *3; then two loops ⊕ *1; three loops.
    ['4\n1 2\n2 3\n3 4\n', '1111'],
    // Star at 1 with 3 leaves: *1 ⊕ *1 ⊕ *1; pins turn edges into loops, the value stays *1.
    ['4\n1 2\n1 3\n1 4\n', '1111'],
    // 1-2, 1-3, 3-4: *1 ⊕ *2 = *3; a loop ⊕ *2 = *3; loops 1-2, 1-3 ⊕ *1 = *1; three loops.
    ['4\n1 2\n1 3\n3 4\n', '1111'],
    // 1-2, 2-3, 1-4, 4-5: *2 ⊕ *2 = 0; then a loop ⊕ *1 ⊕ *2 = 2; two loops ⊕ *2 = 2; three loops ⊕ *1 = 0; four loops.
    ['5\n1 2\n2 3\n1 4\n4 5\n', '21122'],
  ],
  malformed: ['', '0\n', '3\n1 2\n', '3\n1 2\n3 3\n', '3\n1 2\n1 2\n', '2\n1 3\n', '300001\n'],
  runs: 200,
});

it('a path of 3·10^5 vertices pinned from one end alternates with the parity of the pinned edges', () => {
  const n = 300_000;
  const text = `${n}\n${Array.from({ length: n - 1 }, (_, i) => `${i + 1} ${i + 2}`).join('\n')}\n`;
  const out = cf1610i.solve(InputReader.fromString(text));
  expect(out.length).toBe(n);
  // Pinning 1..k on a path 1-2-…-n: k−1 loops (parity) plus a stalk of n−k edges.
  expect(out.slice(0, 4)).toBe([0, 1, 2, 3].map((j) => (((j & 1) ^ (n - 1 - j)) !== 0 ? '1' : '2')).join(''));
});
