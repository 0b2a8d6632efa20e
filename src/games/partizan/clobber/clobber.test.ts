import { describe, expect, it } from 'vitest';
import { parseGrid, symmetricGridKey } from '../grid.js';
import { checkRuleset, expectValue, gridArbitrary } from '../testing/rulesetChecks.js';
import { clobber } from './clobber.js';

describe('clobber', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(clobber, gridArbitrary('xo.', 3, 3));
    checkRuleset(clobber, gridArbitrary('xox.', 1, 7), 30);
  });

  it("gives CGSuite's value of xox|ox. (CGSuite's own test of game.grid.Clobber)", () => {
    expectValue(clobber, clobber.parse(['xox|ox.']), '{^^*|*,v}');
  });

  it('values the smallest positions as worked by hand from the rules (Albert et al. 2005, §2)', () => {
    // xo: each side has one move, to a lone stone (0): *. xxo: Left's one move leaves x.x (0),
    // Right's leaves xo. (*): {0|*} = ↑.
    expectValue(clobber, clobber.parse(['xo']), '*');
    expectValue(clobber, clobber.parse(['xxo']), '^');
    expectValue(clobber, clobber.parse(['oox']), 'v');
  });

  it('keys a board and its turns and reflections alike', () => {
    const board = parseGrid('xo.|.ox', 'xo.', 'clobber');
    const mirrored = parseGrid('.ox|xo.', 'xo.', 'clobber');
    const turned = parseGrid('x.|oo|.x', 'xo.', 'clobber');
    expect(symmetricGridKey(mirrored)).toBe(symmetricGridKey(board));
    expect(symmetricGridKey(turned)).toBe(symmetricGridKey(board));
  });

  it('refuses a bad board in one line naming the fault', () => {
    expect(() => clobber.parse(['xo|o'])).toThrow('clobber: row 2 has 1 cells, row 1 has 2: rows must be equally long');
    expect(() => clobber.parse(['xq'])).toThrow("clobber: 'q' at row 1, column 2 is not a cell ('x', 'o', '.')");
  });
});
