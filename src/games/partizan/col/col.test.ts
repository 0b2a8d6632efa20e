import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzePartizan } from '../partizanAnalysis.js';
import { checkRuleset, edgeListArbitrary, expectValue } from '../testing/rulesetChecks.js';
import type { TintedGraph } from '../tintedGraph.js';
import { col } from './col.js';

const graphs: fc.Arbitrary<TintedGraph> = edgeListArbitrary(6, 7).chain(({ n, edges }) =>
  fc.array(fc.constantFrom('.', '.', 'L', 'R'), { minLength: n, maxLength: n }).map((tints) => ({ tints: tints.join(''), edges })),
);

describe('col', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(col, graphs);
  });

  it('values the positions of Winning Ways vol. 1 ch. 2 ("Col and Snort")', () => {
    // A lone vertex: either may colour it, *; one next to blue only Right may colour, -1; a pair of
    // neighbours: Left's move leaves the other for Right (-1), Right's for Left (1): {-1|1} = 0.
    expectValue(col, col.parse(['.']), '*');
    expectValue(col, col.parse(['L']), '-1');
    expectValue(col, col.parse(['..', '1', '2']), '0');
  });

  it('every position a game reaches, the finished one (no vertex left, written -) included, reads back as written', () => {
    fc.assert(
      fc.property(graphs, fc.infiniteStream(fc.nat()), (graph, picks) => {
        let position = graph;
        let side: 'left' | 'right' = 'left';
        for (;;) {
          const text = col.rules.format(position);
          expect(col.rules.format(col.parse(text.split(' '))), text).toBe(text);
          const moves = col.moves(position, side);
          if (moves.length === 0) break;
          position = moves[picks.next().value % moves.length].to;
          side = side === 'left' ? 'right' : 'left';
        }
      }),
      { numRuns: 100 },
    );
    expect(col.rules.format(col.moves(col.parse(['.']), 'left')[0].to)).toBe('-');
  });

  it('Col values are numbers or numbers plus * (Winning Ways vol. 1 ch. 2)', () => {
    fc.assert(
      fc.property(graphs, (graph) => {
        expect(/^-?[0-9/]*\*?$/.test(analyzeValue(graph)), analyzeValue(graph)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a tint that is not . L R, and a loop', () => {
    expect(() => col.parse(['.x.'])).toThrow("col: tint 'x' of vertex 2 is not '.', 'L' or 'R'");
    expect(() => col.parse(['..', '1', '1'])).toThrow('col: edge 1: a loop 1-1 (a vertex is never its own neighbour here)');
  });
});

function analyzeValue(graph: TintedGraph): string {
  return analyzePartizan(col, graph).value!;
}
