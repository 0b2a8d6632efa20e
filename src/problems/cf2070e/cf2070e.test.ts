import { describe, expect, it } from 'vitest';
import { outcome } from '../../engine/analysis.js';
import { GrundySolver } from '../../engine/grundy.js';
import { checkProblem } from '../testing/checkProblem.js';
import { firstPlayerWins } from './fast.js';
import { cf2070e } from './index.js';
import { ringGame } from './rules.js';

describe('cf2070e ring game', () => {
  it('the outcome of every ring up to length 12 depends only on the counts, as firstPlayerWins says', () => {
    const solver = new GrundySolver(ringGame);
    for (let length = 1; length <= 12; length++) {
      for (let mask = 0; mask < 1 << length; mask++) {
        let ring = '';
        for (let i = 0; i < length; i++) ring += (mask >> i) & 1 ? '1' : '0';
        const ones = ring.split('1').length - 1;
        const engine = outcome(ringGame, { ring, firstToMove: true }, solver) === 'N';
        expect(engine, ring).toBe(firstPlayerWins(length - ones, ones));
      }
    }
  });

  it('hand-checked rings', () => {
    const wins = (ring: string) => outcome(ringGame, { ring, firstToMove: true }) === 'N';
    expect(wins('00')).toBe(true); // delete 00, the second player faces an empty ring
    expect(wins('0')).toBe(false);
    expect(wins('001')).toBe(true); // 00 → "1": the second player has no pair
    expect(wins('0001')).toBe(false); // 00 → "01", the second deletes it, the first is stuck
    expect(wins('1111')).toBe(false);
  });
});

checkProblem('cf2070e', cf2070e, {
  examples: [
    // Codeforces' first example (12 winning substrings, listed in the statement).
    ['10\n0010010011\n', '12'],
    ['1\n0\n', '0'],
    // "00" wins; "000": 1 win for each "00" and "000" (z − 3o = 3) → 00, 00, 000.
    ['3\n000\n', '3'],
  ],
  malformed: ['3\n01\n', '2\n012\n', '0\n\n', '2\n01 1\n', '300001\n0\n'],
});
