import type { ColouredGraph } from '../../../library';
import { layeredLayout, type Layout } from '../../../components/hackenbushLayout';
import type { Point } from './touchClearance';

/**
 * The pure side of the Hackenbush board: which move label each drawn edge stands for, where the
 * vertices sit, and the path of each edge. Labels are named as `colouredHackenbush.moves` names
 * them (`u-v` with the vertices as written, 1-based; the k-th copy of the same pair `u-v#k`), so a
 * touch on edge e means exactly the move that deletes edge e.
 */
export function hackenbushEdgeLabels(graph: ColouredGraph): string[] {
  const copies = new Map<string, number>();
  return graph.edges.map(([u, v]) => {
    const name = `${u + 1}-${v + 1}`;
    const copy = (copies.get(name) ?? 0) + 1;
    copies.set(name, copy);
    return copy === 1 ? name : `${name}#${copy}`;
  });
}

/** For each edge, the move a touch on it plays, or undefined when it is no move of the mover's now. */
export function hackenbushTouches(graph: ColouredGraph, moves: readonly string[]): (string | undefined)[] {
  const offered = new Set(moves);
  return hackenbushEdgeLabels(graph).map((label) => (offered.has(label) ? label : undefined));
}

/** A layout and the graph it was made for. */
export interface KeptLayout {
  readonly graph: ColouredGraph;
  readonly layout: Layout;
}

/**
 * The layout to draw `graph` with: the one kept if `graph` is what is left of the graph it was made
 * for (same vertices, edges a sub-multiset: vertices stay put while edges fall), else a new one.
 */
export function keptLayout(kept: KeptLayout | undefined, graph: ColouredGraph): KeptLayout {
  if (kept !== undefined && kept.graph.vertexCount === graph.vertexCount && isSubMultiset(graph, kept.graph)) return kept;
  const layered = layeredLayout(
    graph.vertexCount,
    graph.edges.map(([u, v]) => [u, v] as const),
  );
  // Spread out from the picture's spacing (margins kept) so that two edges leaving one vertex are
  // 44 units apart at their middles: each middle's touch strip is clear of the other edge.
  const spread = (x: number) => PICTURE_MARGIN + (x - PICTURE_MARGIN) * SPREAD_X;
  const width = (layered.width - 2 * PICTURE_MARGIN) * SPREAD_X + 2 * PICTURE_MARGIN;
  const height = (layered.height - 2 * PICTURE_MARGIN) * SPREAD_Y + 2 * PICTURE_MARGIN;
  const groundY = height - PICTURE_MARGIN;
  return {
    graph,
    layout: {
      x: layered.x.map(spread),
      y: layered.y.map((y) => groundY - (layered.groundY - y) * SPREAD_Y),
      width,
      height,
      groundY,
    },
  };
}

/** The margin `layeredLayout` leaves around the picture. */
const PICTURE_MARGIN = 28;
const SPREAD_X = 2;
const SPREAD_Y = 1.45;

function isSubMultiset(part: ColouredGraph, whole: ColouredGraph): boolean {
  const count = new Map<string, number>();
  for (const [u, v, c] of whole.edges) count.set(`${u} ${v} ${c}`, (count.get(`${u} ${v} ${c}`) ?? 0) + 1);
  for (const [u, v, c] of part.edges) {
    const left = count.get(`${u} ${v} ${c}`) ?? 0;
    if (left === 0) return false;
    count.set(`${u} ${v} ${c}`, left - 1);
  }
  return true;
}

/** An edge's SVG path and the point where its letter goes. */
export interface EdgeShape {
  readonly d: string;
  readonly mid: Point;
  /** Points along the path (for telling how close edges run). */
  readonly line: readonly Point[];
}

/** Vertex places in drawing units. */
export interface VertexPlaces {
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/** Straight edges, bowed copies of a parallel pair (apart enough for two touch strips), loops above their vertex. */
export function edgeShapes(layout: VertexPlaces, graph: ColouredGraph): EdgeShape[] {
  const pair = (u: number, v: number) => (u < v ? `${u}-${v}` : `${v}-${u}`);
  const totals = new Map<string, number>();
  for (const [u, v] of graph.edges) totals.set(pair(u, v), (totals.get(pair(u, v)) ?? 0) + 1);
  const copies = new Map<string, number>();
  return graph.edges.map(([u, v]) => {
    const key = pair(u, v);
    const copy = copies.get(key) ?? 0;
    copies.set(key, copy + 1);
    // Copies are drawn from the lower-numbered end, so parallel edges written either way bow apart.
    const [a, b] = u <= v ? [u, v] : [v, u];
    return edgeShape(layout, a, b, copy, totals.get(key)!);
  });
}

function edgeShape(layout: VertexPlaces, u: number, v: number, copy: number, total: number): EdgeShape {
  const [x1, y1, x2, y2] = [layout.x[u], layout.y[u], layout.x[v], layout.y[v]];
  if (u === v) {
    const r = 12 + 8 * copy;
    const [c1, c2]: [Point, Point] = [
      [x1 - 2 * r, y1 - 2.6 * r],
      [x1 + 2 * r, y1 - 2.6 * r],
    ];
    return {
      d: `M ${x1} ${y1} C ${c1[0]} ${c1[1]}, ${c2[0]} ${c2[1]}, ${x1} ${y1}`,
      mid: [x1, y1 - 1.95 * r],
      line: sampled((s) => bezier([x1, y1], c1, c2, [x1, y1], s)),
    };
  }
  const bend = (copy - (total - 1) / 2) * 40;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
  if (bend === 0)
    return {
      d: `M ${x1} ${y1} L ${x2} ${y2}`,
      mid: [mx, my],
      line: [
        [x1, y1],
        [x2, y2],
      ],
    };
  const [nx, ny] = [-(y2 - y1) / length, (x2 - x1) / length];
  // A quadratic curve's middle lies halfway to its control point.
  const control: Point = [mx + nx * bend * 2, my + ny * bend * 2];
  return {
    d: `M ${x1} ${y1} Q ${control[0]} ${control[1]} ${x2} ${y2}`,
    mid: [mx + nx * bend, my + ny * bend],
    line: sampled((s) => quadratic([x1, y1], control, [x2, y2], s)),
  };
}

function quadratic(a: Point, q: Point, b: Point, s: number): Point {
  const r = 1 - s;
  return [r * r * a[0] + 2 * r * s * q[0] + s * s * b[0], r * r * a[1] + 2 * r * s * q[1] + s * s * b[1]];
}

/** A cubic Bézier at s. */
function bezier(a: Point, b: Point, c: Point, d: Point, s: number): Point {
  const r = 1 - s;
  const [p, q, w, z] = [r * r * r, 3 * r * r * s, 3 * r * s * s, s * s * s];
  return [p * a[0] + q * b[0] + w * c[0] + z * d[0], p * a[1] + q * b[1] + w * c[1] + z * d[1]];
}

function sampled(at: (s: number) => Point): Point[] {
  return Array.from({ length: 17 }, (_, i) => at(i / 16));
}
