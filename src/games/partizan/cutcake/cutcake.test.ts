import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../../../engine/partizan/index.js';
import { PartizanValues } from '../partizanValue.js';
import { checkRuleset, plainRules } from '../testing/rulesetChecks.js';
import { cutcake } from './cutcake.js';
import { cutcakeValue } from './cutcakeValue.js';

const cake = fc.record({ rows: fc.integer({ min: 1, max: 3 }), cols: fc.integer({ min: 1, max: 4 }) });

describe('cutcake', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(cutcake, fc.array(cake, { minLength: 1, maxLength: 2 }), 40);
  });

  it("Winning Ways' closed form equals the value of the cuts on every rectangle up to 12×12", () => {
    const games = new PartizanGames();
    // Regions but no closed form: each rectangle valued from its cuts.
    const byCuts = new PartizanValues({ ...cutcake.rules, knownValue: undefined }, games);
    for (let rows = 1; rows <= 12; rows++) {
      for (let cols = 1; cols <= 12; cols++) {
        expect(byCuts.value([{ rows, cols }]), `${rows}x${cols}`).toBe(games.integer(cutcakeValue(rows, cols)));
      }
    }
  });

  it("gives Winning Ways' table (vol. 1 ch. 2): a 1-row strip of n squares is n−1 to Left, a square is 0", () => {
    expect([1, 2, 3, 4, 5].map((n) => cutcakeValue(1, n))).toEqual([0, 1, 2, 3, 4]);
    expect([1, 2, 3, 4, 5].map((n) => cutcakeValue(n, 1))).toEqual([0, -1, -2, -3, -4]);
    expect([1, 2, 3, 4].map((n) => cutcakeValue(n, n))).toEqual([0, 0, 0, 0]);
  });

  it('the plain rules say the same of a sum as the closed form', () => {
    const games = new PartizanGames();
    const position = cutcake.parse(['2x3', '3x2']);
    expect(new PartizanValues(plainRules(cutcake.rules), games).value(position)).toBe(
      new PartizanValues(cutcake.rules, games).value(position),
    );
  });

  it('refuses a rectangle that is not RxC', () => {
    expect(() => cutcake.parse(['3by5'])).toThrow("cutcake: '3by5' is not a rectangle RxC (rows x columns, e.g. 3x5)");
    expect(() => cutcake.parse(['0x5'])).toThrow("cutcake: '0x5': each side is 1..10000");
  });
});
