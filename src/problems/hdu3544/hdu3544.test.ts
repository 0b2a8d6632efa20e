import { describe, expect, it } from 'vitest';
import { eachTest, type InputReader } from '../input.js';
import { checkProblem, run } from '../testing/checkProblem.js';
import { hdu3544 } from './index.js';

/**
 * A second derivation of the answer, for inputs beyond the brute force: halve both sides of a bar
 * until one is 1 (each halving is the reply that keeps the cutter's advantage, WW vol. 1 ch. 2),
 * then the bar is X − 1 free cuts to Alice or Y − 1 to Bob. Independent of `cutcakeValue`.
 */
function byHalving(input: InputReader): string {
  let test = 0;
  return eachTest(input, { name: 'T', max: 1000 }, () => {
    let sum = 0n;
    const n = input.int('N', 1, 100);
    for (let i = 0; i < n; i++) {
      let x = input.int('X', 1, 1e9);
      let y = input.int('Y', 1, 1e9);
      while (x > 1 && y > 1) {
        x = Math.floor(x / 2);
        y = Math.floor(y / 2);
      }
      sum += BigInt(x - 1) - BigInt(y - 1);
    }
    test += 1;
    return `Case ${test}: ${sum > 0n ? 'Alice' : 'Bob'}`;
  });
}

checkProblem('hdu3544', hdu3544, {
  examples: [
    ['1\n1\n3 1\n', 'Case 1: Alice'], // a strip only Alice can cut: two free moves
    ['1\n1\n1 3\n', 'Case 1: Bob'], // only Bob can cut
    ['1\n2\n3 1\n1 3\n', 'Case 1: Bob'], // 2 − 2 = 0: the first player loses
    ['1\n1\n4 2\n', 'Case 1: Alice'], // Cutcake 2 rows × 4 columns is worth 1 to the cutter of columns
    ['2\n1\n3 3\n1\n5 3\n', 'Case 1: Bob\nCase 2: Alice'], // a square is 0; 5 × 3 is worth 1 to Alice
  ],
  malformed: [
    '',
    '0\n',
    '1\n',
    '1\n1\n',
    '1\n0\n',
    '1\n1\n0 1\n',
    '1\n1\n1 1000000001\n',
    '1\n101\n',
    '2\n1\n1 1\n',
    '1\n1\n1 1\n9\n',
    '1\n1\n2 x\n',
  ],
  runs: 150,
  maxRuns: 2,
  independentAtMax: byHalving,
});

describe('hdu3544 past the brute force', () => {
  it('a 10^9 × 10^9 bar is 0 and a 10^9 × 1 strip is 999999999 free cuts to Alice', () => {
    expect(run(hdu3544.solve, '2\n1\n1000000000 1000000000\n2\n1000000000 1\n1 999999999\n')).toBe('Case 1: Bob\nCase 2: Alice');
  });
});
