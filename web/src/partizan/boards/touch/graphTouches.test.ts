import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { col, partizanArcKayles, snort, type EdgeColour } from '../../../library';
import { arcKaylesTouches, circleLayout, liveVertices, VERTEX_TOUCH_RADIUS, vertexTouches } from './graphTouches';

const sides = fc.constantFrom<'left' | 'right'>('left', 'right');

/** Words of a tinted graph on up to 7 vertices (no loops), read by the family's parser. */
const tintedWords = fc
  .array(fc.constantFrom('.', 'L', 'R'), { minLength: 1, maxLength: 7 })
  .chain((tints) =>
    fc
      .array(fc.tuple(fc.integer({ min: 1, max: tints.length }), fc.integer({ min: 1, max: tints.length })), { maxLength: 10 })
      .map((pairs) => [tints.join(''), ...pairs.filter(([a, b]) => a !== b).flatMap(([a, b]) => [String(a), String(b)])]),
  );

const arcKaylesWords = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc
    .array(fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n }), fc.constantFrom<EdgeColour>('l', 'r', 'e')), {
      maxLength: 10,
    })
    .map((edges) => [String(n), ...edges.flatMap(([u, v, c]) => [String(u), String(v), c])]),
);

describe('graph boards: touches are the family’s moves', () => {
  for (const family of [col, snort]) {
    it(`${family.title}: every vertex touch is a legal move and every legal move is a touch on its vertex`, () => {
      fc.assert(
        fc.property(tintedWords, sides, (words, side) => {
          const graph = family.parse(words);
          const moves = family.moves(graph, side).map((move) => move.label);
          const touches = vertexTouches(graph, moves);
          expect(new Set(touches.filter((label) => label !== undefined))).toEqual(new Set(moves));
          touches.forEach((label, v) => label !== undefined && expect(label).toBe(`v${v + 1}`));
        }),
      );
    });
  }

  it('Arc Kayles: every edge touch is a legal move, every legal move some edge’s touch, of the mover’s colour or green', () => {
    fc.assert(
      fc.property(arcKaylesWords, sides, (words, side) => {
        const graph = partizanArcKayles.parse(words);
        const moves = partizanArcKayles.moves(graph, side);
        const touches = arcKaylesTouches(
          graph,
          side,
          moves.map((move) => move.label),
        );
        expect(new Set(touches.filter((label) => label !== undefined))).toEqual(new Set(moves.map((move) => move.label)));
        touches.forEach((label, e) => {
          if (label === undefined) return;
          const [u, v, colour] = graph.edges[e];
          expect(['e', side === 'left' ? 'l' : 'r']).toContain(colour);
          // The move the touch plays takes both ends of the touched edge.
          const to = moves.find((move) => move.label === label)!.to;
          expect(liveVertices(to)[u] || liveVertices(to)[v]).toBe(false);
        });
      }),
    );
  });

  it('vertices on the circle never share touch area', () => {
    for (let n = 1; n <= 40; n++) {
      const { x, y, size } = circleLayout(n);
      for (let i = 0; i < n; i++) {
        expect(Math.min(x[i], y[i], size - x[i], size - y[i])).toBeGreaterThanOrEqual(VERTEX_TOUCH_RADIUS);
        for (let j = i + 1; j < n; j++) expect(Math.hypot(x[i] - x[j], y[i] - y[j])).toBeGreaterThanOrEqual(2 * VERTEX_TOUCH_RADIUS);
      }
    }
  });
});
