import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProblem } from '../testing/checkProblem.js';
import { firstPlayerLoses, losingSets } from './fast.js';
import { arc134e } from './index.js';
import { moduloNimFirstWins } from './rules.js';

describe('modulo Nim', () => {
  it('hand-checked positions from the statement', () => {
    expect(moduloNimFirstWins([1])).toBe(false);
    expect(moduloNimFirstWins([2])).toBe(false);
    expect(moduloNimFirstWins([3])).toBe(true); // m = 2 leaves {1}
    expect(moduloNimFirstWins([4, 8])).toBe(false);
    expect(moduloNimFirstWins([12, 24])).toBe(false);
    expect(moduloNimFirstWins([12])).toBe(true); // m = 5 leaves {2}
  });

  it('the classification matches the engine on every set within 1..12', () => {
    for (let mask = 1; mask < 1 << 12; mask++) {
      const set: number[] = [];
      for (let v = 1; v <= 12; v++) if ((mask >> (v - 1)) & 1) set.push(v);
      expect(firstPlayerLoses(set), set.join(',')).toBe(!moduloNimFirstWins(set));
    }
  });

  it('the classification matches the engine on random sets of values up to 48', () => {
    const value = fc.oneof(
      fc.integer({ min: 1, max: 12 }).map((k) => 4 * k),
      fc.integer({ min: 1, max: 48 }),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 3 }), (set) => {
        expect(firstPlayerLoses(set)).toBe(!moduloNimFirstWins(set));
      }),
      { numRuns: 150 },
    );
  });

  it('the classification matches the engine on every pair of multiples of 12 up to 192', () => {
    for (let a = 12; a <= 192; a += 12) {
      for (let b = a; b <= 192; b += 12) expect(firstPlayerLoses([a, b]), `${a},${b}`).toBe(!moduloNimFirstWins([a, b]));
    }
  });

  it('the classification matches the engine on random triples of multiples of 12 up to 96', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 1, max: 8 }).map((k) => 12 * k),
          { minLength: 3, maxLength: 3 },
        ),
        (set) => {
          expect(firstPlayerLoses(set)).toBe(!moduloNimFirstWins(set));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every listed losing set of multiples of 12 is losing for the engine', () => {
    const sets = losingSets(200).filter((set) => set[0] % 12 === 0);
    expect(sets.length).toBe(265);
    for (const set of sets.filter((s) => s.length <= 3 && s[s.length - 1] <= 120))
      expect(moduloNimFirstWins(set), set.join(',')).toBe(false);
  });
});

checkProblem('arc134e', arc134e, {
  examples: [
    // {1}: lose. {2}: lose. n = 1, a = 3: only x = 3 wins.
    ['1\n3\n', '1'],
    // n = 2, a = (2, 2): sets {1}, {1,2}, {2,1}, {2} → {1, 2} wins twice.
    ['2\n2 2\n', '2'],
    // n = 1, a = 8: x = 1, 2 lose; 3..8 win (singletons above 2 always win).
    ['1\n8\n', '6'],
    // n = 2, a = (8, 8): 64 sequences; losing: (1,1), (2,2), (4,8), (8,4) → 60.
    ['2\n8 8\n', '60'],
  ],
  malformed: ['0\n', '1\n0\n', '1\n201\n', '2\n3\n', '201\n' + '1 '.repeat(201) + '\n', '1\n3 4\n'],
  runs: 120,
});
