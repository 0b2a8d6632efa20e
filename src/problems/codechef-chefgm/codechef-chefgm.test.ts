import { describe, expect, it } from 'vitest';
import { Dyadic, hackenbushStringValue } from '../../engine/partizan/index.js';
import { eachTest, type InputReader } from '../input.js';
import { Random } from '../random.js';
import { checkProblem, run } from '../testing/checkProblem.js';
import { codechefChefgm } from './index.js';

/**
 * A second method for inputs beyond the brute force: the engine's Berlekamp rule on each pile's
 * string (even numbers `L`), summed as bigint dyadics. Independent of the solver's fixed point.
 */
function byEngineStrings(input: InputReader): string {
  return eachTest(input, { name: 't', max: 1000 }, () => {
    let sum = Dyadic.ZERO;
    for (let k = input.int('k', 0, 100); k > 0; k--) {
      const numbers = [...new Set(Array.from(input.ints('a', input.int('n', 0, 45), 0, 2 ** 31 - 1)))].sort((a, b) => a - b);
      sum = sum.add(hackenbushStringValue(numbers.map((a) => (a % 2 === 0 ? 'L' : 'R')).join('')));
    }
    return sum.sign() > 0 ? 'EVEN' : sum.sign() < 0 ? 'ODD' : "DON'T PLAY";
  });
}

checkProblem('codechef-chefgm', codechefChefgm, {
  examples: [
    ['1\n1\n1 4\n', 'EVEN'], // one even number: whoever takes evens wins
    ['1\n2\n1 4\n1 7\n', "DON'T PLAY"], // 1 − 1 = 0
    ['1\n1\n3 2 2 3\n', 'EVEN'], // equal numbers go together: the string even, odd is 1/2
    ['1\n0\n', "DON'T PLAY"], // no pile: the first player cannot move
    ['1\n1\n3 5 6 8\n', 'ODD'], // odd, even, even: −1 + 1/2 + 1/4 = −1/4
  ],
  malformed: [
    '',
    '0\n',
    '1\n',
    '1\n1\n',
    '1\n1\n2 3\n',
    '1\n101\n',
    '1\n1\n46\n',
    '1\n1\n1 -1\n',
    '1\n1\n1 2147483648\n',
    '1\n1\n1 4\n5\n',
  ],
  runs: 150,
});

describe('codechef-chefgm at the limits', () => {
  it("gives what the engine's Berlekamp rule on bigint dyadics gives, on 30 tests of 100 piles of 45 numbers", () => {
    const random = new Random(7);
    const lines = ['30'];
    for (let t = 0; t < 30; t++) {
      lines.push('100');
      // Numbers up to 120 repeat within a pile; up to 2^31 − 1 they rarely do.
      const top = random.pick([120, 2 ** 31 - 1]);
      for (let i = 0; i < 100; i++) lines.push([45, ...Array.from({ length: 45 }, () => random.int(0, top))].join(' '));
    }
    const input = lines.join('\n') + '\n';
    expect(run(codechefChefgm.solve, input)).toBe(run(byEngineStrings, input));
  });

  it('adds exactly past 2^53: a tiny difference after large terms that a double sum would round away', () => {
    const upTo = (n: number, from: number, step: number) => Array.from({ length: n }, (_, i) => from + step * i).join(' ');
    // 49 piles worth 45, a long alternating pile v, 49 piles worth −45, and −v without its last number:
    // the sum is v's last term, 1/2^44, after partial sums near 2205 (scaled by 2^45: past 2^56).
    const piles = [
      ...Array.from({ length: 49 }, () => `45 ${upTo(45, 0, 2)}`),
      `45 ${upTo(45, 0, 1)}`,
      ...Array.from({ length: 49 }, () => `45 ${upTo(45, 1, 2)}`),
      `44 ${upTo(44, 1, 1)}`,
    ];
    const input = `1\n100\n${piles.join('\n')}\n`;
    expect(run(byEngineStrings, input)).toBe('EVEN');
    expect(run(codechefChefgm.solve, input)).toBe('EVEN');
  });
});
