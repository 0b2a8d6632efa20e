import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colouredHackenbush, formatColouredGraph, type ColouredGraph, type EdgeColour } from '../../../library';
import { edgeShapes, hackenbushEdgeLabels, hackenbushTouches, keptLayout } from './hackenbushTouches';

/** A random coloured graph on up to 6 vertices, read by the family's own parser (fallen edges dropped). */
const positions = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc
    .array(fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n }), fc.constantFrom<EdgeColour>('l', 'r', 'e')), {
      maxLength: 9,
    })
    .map((edges) => colouredHackenbush.parse([String(n), ...edges.flatMap(([u, v, c]) => [String(u), String(v), c])])),
);
const sides = fc.constantFrom<'left' | 'right'>('left', 'right');

const labels = (graph: ColouredGraph, side: 'left' | 'right') => colouredHackenbush.moves(graph, side).map((move) => move.label);

describe('Hackenbush board: touches are the family’s moves', () => {
  it('every touch an edge offers is a legal move, and every legal move is some edge’s touch', () => {
    fc.assert(
      fc.property(positions, sides, (graph, side) => {
        const moves = labels(graph, side);
        const touches = hackenbushTouches(graph, moves).filter((label) => label !== undefined);
        expect(new Set(touches)).toEqual(new Set(moves));
        // No two edges play the same move (a touch means one edge).
        expect(touches.length).toBe(new Set(touches).size);
      }),
    );
  });

  it('the label of edge e is the family’s name for deleting edge e (all green: every edge is a move, in edge order)', () => {
    fc.assert(
      fc.property(positions, sides, (graph, side) => {
        const green: ColouredGraph = { vertexCount: graph.vertexCount, edges: graph.edges.map(([u, v]) => [u, v, 'e'] as const) };
        expect(hackenbushEdgeLabels(graph)).toEqual(labels(green, side));
      }),
    );
  });

  it('a touch offers only edges the mover may cut: blue or green for Left, red or green for Right', () => {
    fc.assert(
      fc.property(positions, sides, (graph, side) => {
        hackenbushTouches(graph, labels(graph, side)).forEach((label, e) => {
          if (label !== undefined) expect(['e', side === 'left' ? 'l' : 'r']).toContain(graph.edges[e][2]);
        });
      }),
    );
  });

  it('vertices stay put while edges fall: the layout is kept through every move, renewed for a new graph', () => {
    fc.assert(
      fc.property(positions, sides, (graph, side) => {
        const kept = keptLayout(undefined, graph);
        for (const move of colouredHackenbush.moves(graph, side)) expect(keptLayout(kept, move.to)).toBe(kept);
        const grown: ColouredGraph = { vertexCount: graph.vertexCount, edges: [...graph.edges, [0, 0, 'e']] };
        expect(keptLayout(kept, grown)).not.toBe(kept);
      }),
    );
  });

  it('copies of a parallel edge are drawn apart (their letters at least 40 units apart)', () => {
    const graph = colouredHackenbush.parse('2 1 2 l 2 1 r 1 2 e'.split(' '));
    const { layout } = keptLayout(undefined, graph);
    const mids = edgeShapes(layout, graph).map((shape) => shape.mid);
    for (let i = 0; i < mids.length; i++)
      for (let j = i + 1; j < mids.length; j++)
        expect(Math.hypot(mids[i][0] - mids[j][0], mids[i][1] - mids[j][1])).toBeGreaterThanOrEqual(40);
    expect(formatColouredGraph(graph)).toBe('2 1 2 l 2 1 r 1 2 e');
  });
});
