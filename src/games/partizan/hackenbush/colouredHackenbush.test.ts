import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hackenbushStringValue, PartizanGames } from '../../../engine/partizan/index.js';
import type { ColouredGraph, EdgeColour } from '../colouredGraph.js';
import { PartizanValues } from '../partizanValue.js';
import { checkRuleset, edgeListArbitrary, expectValue, plainRules } from '../testing/rulesetChecks.js';
import { colouredHackenbush, grounded, stringOf } from './colouredHackenbush.js';

function coloured(colours: string): fc.Arbitrary<ColouredGraph> {
  return edgeListArbitrary(5, 6).chain(({ n, edges }) =>
    fc
      .array(fc.constantFrom(...(colours as unknown as EdgeColour[])), { minLength: edges.length, maxLength: edges.length })
      .map((picked) => grounded({ vertexCount: n, edges: edges.map(([u, v], i) => [u, v, picked[i]] as const) })),
  );
}

/** A string of blue and red edges going up from the ground ('L' blue, 'R' red). */
function stringGraph(colours: string): ColouredGraph {
  return { vertexCount: colours.length + 1, edges: [...colours].map((c, i) => [i, i + 1, c === 'L' ? 'l' : 'r'] as const) };
}

describe('hackenbush in colour', () => {
  it('blue-red: values agree with minimax of the rules, by regions and whole, in sums, with the winning moves', () => {
    checkRuleset(colouredHackenbush, coloured('lr'));
  });

  it('blue-red-green: the same checks', () => {
    checkRuleset(colouredHackenbush, coloured('lre'));
  });

  it('a blue-red string is the number of its sign expansion (Winning Ways vol. 1 ch. 1): the fast path equals the cuts', () => {
    const strings = fc.array(fc.constantFrom('L', 'R'), { minLength: 1, maxLength: 10 }).map((s) => s.join(''));
    fc.assert(
      fc.property(strings, (colours) => {
        const games = new PartizanGames();
        const graph = stringGraph(colours);
        expect(stringOf(graph)).toBe(colours);
        expect(new PartizanValues(plainRules(colouredHackenbush.rules), games).value(graph)).toBe(
          games.number(hackenbushStringValue(colours)),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('gives the values of Winning Ways vol. 1 ch. 1–2', () => {
    // Strings: blue-red is 1/2, blue-red-red 1/4, blue-blue-red 3/2, red-blue −1/2.
    expectValue(colouredHackenbush, colouredHackenbush.parse(['3', '1', '2', 'l', '2', '3', 'r']), '1/2');
    expectValue(colouredHackenbush, colouredHackenbush.parse(['4', '1', '2', 'l', '2', '3', 'r', '3', '4', 'r']), '1/4');
    expectValue(colouredHackenbush, colouredHackenbush.parse(['4', '1', '2', 'l', '2', '3', 'l', '3', '4', 'r']), '3/2');
    expectValue(colouredHackenbush, colouredHackenbush.parse(['3', '1', '2', 'r', '2', '3', 'l']), '-1/2');
    // Green on blue is 1* ({0,1|1}); blue on green is ↑* ({0,*|0}), Winning Ways ch. 2.
    expectValue(colouredHackenbush, colouredHackenbush.parse(['3', '1', '2', 'l', '2', '3', 'e']), '1*');
    expectValue(colouredHackenbush, colouredHackenbush.parse(['3', '1', '2', 'e', '2', '3', 'l']), '^*');
    // Two pieces on the ground are a sum: 1/2 + 1/2 − 1 = 0.
    const sum = '6 1 2 l 2 3 r 1 4 l 4 5 r 1 6 r'.split(' ');
    expectValue(colouredHackenbush, colouredHackenbush.parse(sum), '0');
    expect(colouredHackenbush.rules.regions!(colouredHackenbush.parse(sum))).toHaveLength(3);
  });

  it('drops what is not connected to the ground', () => {
    expect(colouredHackenbush.parse(['3', '2', '3', 'l']).edges).toEqual([]);
  });

  it('refuses a bad colour in one line', () => {
    expect(() => colouredHackenbush.parse(['2', '1', '2', 'x'])).toThrow(
      "hackenbush-colour: edge 1: colour 'x' is not l (blue), r (red) or e (green)",
    );
  });
});
