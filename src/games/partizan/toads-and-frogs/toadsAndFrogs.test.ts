import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRuleset, expectValue } from '../testing/rulesetChecks.js';
import { toadsAndFrogs } from './toadsAndFrogs.js';

const strips = fc.array(fc.constantFrom('T', 'F', '.', '.'), { minLength: 1, maxLength: 9 }).map((cells) => cells.join(''));

describe('toads and frogs', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(toadsAndFrogs, strips, 80);
  });

  it('values positions of Winning Ways ch. 1 and Erickson (1996) worked by hand', () => {
    // T.F: the toad steps up (.TF: only Right can move, to FT., which is 1; so .TF = {|1} = 0), or
    // the frog steps down (TF.: by symmetry 0): {0|0} = *.
    expectValue(toadsAndFrogs, toadsAndFrogs.parse(['T.F']), '*');
    expectValue(toadsAndFrogs, toadsAndFrogs.parse(['T.']), '1');
    expectValue(toadsAndFrogs, toadsAndFrogs.parse(['.F']), '-1');
    expectValue(toadsAndFrogs, toadsAndFrogs.parse(['TTFF']), '0');
  });

  it("gives CGSuite's value of TTTTT..FFFFF (CGSuite's own test of game.strip.ToadsAndFrogs)", () => {
    // The same game and the same text: options are listed in CGSuite's order (its
    // CanonicalShortGame.DeterministicOrdering: numbers by value, nimbers, uptimals by expansion,
    // then the rest by their sorted Left options, then Right, a shorter list first), which puts
    // {0||v<2>|-1} before {0||||0||Miny(1/32)|-2|||-1/2*} among the deep Right options.
    expectValue(
      toadsAndFrogs,
      toadsAndFrogs.parse(['ttttt..fffff']),
      '+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}',
    );
  });

  it('splits a strip at TTFF and drops the creatures that can never move', () => {
    expect(toadsAndFrogs.rules.regions!('FT.TTFF.FT')).toEqual(['T.', '.F']);
  });

  it('refuses a cell that is not T, F or .', () => {
    expect(() => toadsAndFrogs.parse(['TxF'])).toThrow("toads-and-frogs: 'x' at cell 2 is not T, F or '.'");
  });
});
