import { describe, expect, it } from 'vitest';
import { checkRuleset, expectValue, gridArbitrary } from '../testing/rulesetChecks.js';
import { konane } from './konane.js';

describe('konane', () => {
  it('values agree with minimax of the rules, in sums, with the winning moves', () => {
    checkRuleset(konane, gridArbitrary('xo..', 3, 3));
    checkRuleset(konane, gridArbitrary('xo..', 1, 8), 30);
  });

  it('values positions worked by hand from the rules (Ernst 1995)', () => {
    // xo.: Left jumps to ..x (0), Right has no move: {0|} = 1; the mirror image is the same game,
    // and with the colours swapped it is the negative.
    expectValue(konane, konane.parse(['xo.']), '1');
    expectValue(konane, konane.parse(['.ox']), '1');
    expectValue(konane, konane.parse(['ox.']), '-1');
  });

  it('lists each stop of a multiple jump as its own move', () => {
    const labels = konane.moves(konane.parse(['xo.o.']), 'left').map((move) => move.label);
    expect(labels).toEqual(['a1-c1', 'a1-e1']);
  });
});
