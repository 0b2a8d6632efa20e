import { describe, expect, it } from 'vitest';
import { checkRuleset, expectValue, gridArbitrary } from '../testing/rulesetChecks.js';
import { amazons } from './amazons.js';

describe('amazons', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(amazons, gridArbitrary('xo...#', 2, 3), 40);
    checkRuleset(amazons, gridArbitrary('x.o..##', 1, 6), 30);
  });

  it("gives CGSuite's value of x...|o... (CGSuite's own test of game.grid.Amazons)", () => {
    expectValue(amazons, amazons.parse(['x...|o...']), '+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}');
  });

  it('values positions worked by hand from the rules (Berlekamp 2000)', () => {
    // x..: stepping to the middle and burning either end leaves her one more move (1); going to
    // the far end walls her in (0); Right has no move: {0,1|} = 2.
    expectValue(amazons, amazons.parse(['x..']), '2');
    expectValue(amazons, amazons.parse(['x.|#o']), '*');
  });

  it('refuses a board past its size limit', () => {
    expect(() => amazons.parse(['x'.repeat(31)])).toThrow('amazons: the board has 31 cells; at most 30');
  });
});
