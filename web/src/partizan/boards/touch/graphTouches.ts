import type { ColouredGraph, TintedGraph } from '../../../library';

/**
 * The pure side of the graph boards (Col, Snort, partizan Arc Kayles): vertices on a circle, and
 * the move each touch means, named as the families name them: colouring vertex i is `v{i}` (Col,
 * Snort: `tintedMoves`), taking the edge between u and v is `{min}-{max}` (Arc Kayles; parallel
 * edges are one move, loops none), all 1-based.
 */
export const VERTEX_RADIUS = 22;
/** A vertex answers touches this far from its centre (drawing units). */
export const VERTEX_TOUCH_RADIUS = 26;
const VERTEX_GAP = 8;
const MARGIN = 16;

export interface CircleLayout {
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly size: number;
}

/**
 * n vertices on a circle wide enough that their touch discs never overlap, vertex 1 at the top;
 * at least `least` units across the ring (edge boards want longer edges than vertex boards).
 */
export function circleLayout(n: number, least = 70): CircleLayout {
  const ring = Math.max(least, (n * (2 * VERTEX_TOUCH_RADIUS + VERTEX_GAP)) / (2 * Math.PI));
  const size = 2 * (ring + VERTEX_TOUCH_RADIUS + MARGIN);
  const c = size / 2;
  const x: number[] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    x.push(n === 1 ? c : c + ring * Math.sin((2 * Math.PI * i) / n));
    y.push(n === 1 ? c : c - ring * Math.cos((2 * Math.PI * i) / n));
  }
  return { x, y, size };
}

/** For each vertex of a Col or Snort graph, the move a touch on it plays, if it is offered. */
export function vertexTouches(graph: TintedGraph, moves: readonly string[]): (string | undefined)[] {
  const offered = new Set(moves);
  return [...graph.tints].map((_, v) => (offered.has(`v${v + 1}`) ? `v${v + 1}` : undefined));
}

/** The label of taking an Arc Kayles edge, undefined for a loop (no move takes it). */
export function arcKaylesEdgeLabel(u: number, v: number): string | undefined {
  return u === v ? undefined : `${Math.min(u, v) + 1}-${Math.max(u, v) + 1}`;
}

/**
 * For each edge of an Arc Kayles graph, the move a touch on it plays, if it is offered. A red edge
 * beside a blue one between the same two vertices names the same move as the blue one (both take
 * the two vertices), but only the edge of the mover's colour (or a green one) answers the mover's
 * touch, so the board never invites Blue to touch a red edge.
 */
export function arcKaylesTouches(graph: ColouredGraph, mover: 'left' | 'right', moves: readonly string[]): (string | undefined)[] {
  const offered = new Set(moves);
  const own = mover === 'left' ? 'l' : 'r';
  return graph.edges.map(([u, v, colour]) => {
    const label = arcKaylesEdgeLabel(u, v);
    return label !== undefined && offered.has(label) && (colour === own || colour === 'e') ? label : undefined;
  });
}

/** Vertices of an Arc Kayles graph that some edge still touches (the others were taken). */
export function liveVertices(graph: ColouredGraph): boolean[] {
  const live = new Array<boolean>(graph.vertexCount).fill(false);
  for (const [u, v] of graph.edges) live[u] = live[v] = true;
  return live;
}
