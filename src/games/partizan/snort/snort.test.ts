import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkRuleset, edgeListArbitrary, expectValue } from '../testing/rulesetChecks.js';
import type { TintedGraph } from '../tintedGraph.js';
import { snort } from './snort.js';

const graphs: fc.Arbitrary<TintedGraph> = edgeListArbitrary(6, 7).chain(({ n, edges }) =>
  fc.array(fc.constantFrom('.', '.', 'L', 'R'), { minLength: n, maxLength: n }).map((tints) => ({ tints: tints.join(''), edges })),
);

describe('snort', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(snort, graphs);
  });

  it('values the positions of Winning Ways vol. 1 ch. 2 ("Col and Snort")', () => {
    // A lone vertex: *; one next to blue only Left may colour, 1; a pair of neighbours: Left's
    // move leaves the other hers alone (1), Right's his (−1): {1|−1} = ±1, a hot game.
    expectValue(snort, snort.parse(['.']), '*');
    expectValue(snort, snort.parse(['L']), '1');
    expectValue(snort, snort.parse(['..', '1', '2']), '+-1');
  });
});
