import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ColouredGraph, EdgeColour } from '../colouredGraph.js';
import { analyzePartizan } from '../partizanAnalysis.js';
import { checkRuleset, edgeListArbitrary, expectValue } from '../testing/rulesetChecks.js';
import { partizanArcKayles } from './partizanArcKayles.js';

const graphs: fc.Arbitrary<ColouredGraph> = edgeListArbitrary(6, 7).chain(({ n, edges }) =>
  fc
    .array(fc.constantFrom<EdgeColour>('l', 'r', 'e'), { minLength: edges.length, maxLength: edges.length })
    .map((colours) => ({ vertexCount: n, edges: edges.map(([u, v], i) => [u, v, colours[i]] as const) })),
);

describe('partizan arc kayles', () => {
  it('values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(partizanArcKayles, graphs);
  });

  it('values positions worked by hand from the rules', () => {
    // One blue edge: {0|} = 1; one green: *; blue then red on a path: each move takes the middle
    // vertex and so both edges: {0|0} = *.
    expectValue(partizanArcKayles, partizanArcKayles.parse(['2', '1', '2', 'l']), '1');
    expectValue(partizanArcKayles, partizanArcKayles.parse(['2', '1', '2', 'e']), '*');
    expectValue(partizanArcKayles, partizanArcKayles.parse(['3', '1', '2', 'l', '2', '3', 'r']), '*');
  });

  it('an all-green graph is impartial Arc Kayles: its value is a nimber', () => {
    const green = graphs.map((graph) => ({ ...graph, edges: graph.edges.map(([u, v]) => [u, v, 'e'] as const) }));
    fc.assert(
      fc.property(green, (graph) => {
        const value = analyzePartizan(partizanArcKayles, graph).value!;
        expect(/^(0|\*[0-9]*)$/.test(value), value).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses an edge without its colour', () => {
    expect(() => partizanArcKayles.parse(['2', '1', '2'])).toThrow(
      'arc-kayles-partizan: edge 1 is incomplete: edges are triples u v c (c: l blue, r red, e green)',
    );
  });
});
