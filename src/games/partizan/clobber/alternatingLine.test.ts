import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../../../engine/partizan/index.js';
import { PartizanValues } from '../partizanValue.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { plainRules } from '../testing/rulesetChecks.js';
import { clobber } from './clobber.js';

/**
 * Alternating linear Clobber, the published statement: Albert, Grossman, Nowakowski and Wolfe ("An
 * introduction to Clobber", Integers 5(2), 2005) conjectured that every alternating row of even
 * length, xoxo…xo, is a first-player win except xoxoxo (length 6, value 0); the conjecture has since
 * been proved ("A proof of the 2004 Albert–Grossman–Nowakowski–Wolfe conjecture on alternating linear
 * clobber", arXiv). Held here to length 14 by values, and to length 10 by plain minimax as well.
 */
describe('alternating linear Clobber (Albert–Grossman–Nowakowski–Wolfe)', () => {
  const games = new PartizanGames();
  const values = new PartizanValues(clobber.rules, games);
  const row = (pairs: number, first: 'x' | 'o') => (first === 'x' ? 'xo' : 'ox').repeat(pairs);

  it.each([1, 2, 3, 4, 5, 6, 7])('(xo)^%i and (ox)^%i: N, except length 6, which is 0', (pairs) => {
    for (const first of ['x', 'o'] as const) {
      const position = row(pairs, first);
      const outcome = games.outcome(values.value(clobber.parse([position])));
      expect(outcome, position).toBe(pairs === 3 ? 'P' : 'N');
      if (pairs <= 5) expect(bruteOutcome(plainRules(clobber.rules), clobber.parse([position])), position).toBe(outcome);
    }
  });
});
