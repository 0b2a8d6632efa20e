import { describe, expect, it } from 'vitest';
import { outcome } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { checkProblem } from '../testing/checkProblem.js';
import { firstPlayerWins } from './fast.js';
import { cf2070e } from './index.js';
import type { InputReader } from '../input.js';
import { ringGame } from './rules.js';

/** The same count by a Fenwick tree over prefix balances (one range query per step): independent of the running count in fast.ts. */
function countByFenwick(s: string): number {
  const n = s.length;
  const offset = 3 * n + 1; // D ranges over [−3n, n]
  const size = 4 * n + 3;
  const fenwick = new Int32Array(size + 1);
  const seen = new Int32Array(size + 1);
  const add = (value: number) => {
    for (let i = value + offset + 1; i <= size; i += i & -i) fenwick[i]++;
    seen[value + offset]++;
  };
  /** How many stored balances are ≤ value. */
  const countAtMost = (value: number) => {
    let total = 0;
    for (let i = Math.min(size, value + offset + 1); i > 0; i -= i & -i) total += fenwick[i];
    return total;
  };
  let balance = 0;
  let wins = 0;
  add(balance);
  for (let r = 0; r < n; r++) {
    balance += s.charCodeAt(r) === 48 ? 1 : -3;
    if (balance - 2 + offset >= 0) wins += countAtMost(balance - 2);
    wins += seen[balance + 1 + offset];
    add(balance);
  }
  return wins;
}

function fenwickAnswer(input: InputReader): string {
  input.int('n', 1, 300_000);
  return String(countByFenwick(input.word('s', '01')));
}

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
  maxRuns: 3,
  independentAtMax: fenwickAnswer,
  malformed: ['3\n01\n', '2\n012\n', '0\n\n', '2\n01 1\n', '300001\n0\n'],
});
