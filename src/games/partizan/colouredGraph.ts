import { NimlabError } from '../../engine/core/errors.js';
import { canonicalGraphKey, type LabelledGraph } from './canonicalGraph.js';

/** An edge's colour: `l` blue (Left's), `r` red (Right's), `e` green (either's), CGSuite's edge letters. */
export type EdgeColour = 'l' | 'r' | 'e';

/** A multigraph with coloured edges on vertices 0..vertexCount−1 (loops and parallel edges allowed). */
export interface ColouredGraph {
  readonly vertexCount: number;
  readonly edges: readonly (readonly [number, number, EdgeColour])[];
}

/** Most vertices read: exact values are far out of reach long before. */
export const MAX_GRAPH_VERTICES = 200;

const COLOUR_WORDS: Record<string, EdgeColour> = { l: 'l', b: 'l', blue: 'l', r: 'r', red: 'r', e: 'e', g: 'e', green: 'e' };

/**
 * A coloured graph from words, in the notation of nimlab's green Hackenbush with a colour after
 * each edge: the vertex count n, then triples `u v c` with u, v in 1..n and c one of `l` (blue,
 * Left's; also `b`), `r` (red, Right's), `e` (green, either's; also `g`), CGSuite's edge letters.
 */
export function parseColouredGraph(words: readonly string[], game: string): ColouredGraph {
  if (words.length === 0)
    throw new NimlabError(`${game}: expected the vertex count n, then edges as triples u v c (c: l blue, r red, e green)`);
  const vertexCount = parseCount(words[0], `${game}: vertex count n`);
  const rest = words.slice(1);
  if (rest.length % 3 !== 0)
    throw new NimlabError(
      `${game}: edge ${Math.floor(rest.length / 3) + 1} is incomplete: edges are triples u v c (c: l blue, r red, e green)`,
    );
  const edges: [number, number, EdgeColour][] = [];
  for (let i = 0; i < rest.length; i += 3) {
    const what = `${game}: edge ${i / 3 + 1}`;
    const colour = COLOUR_WORDS[rest[i + 2].toLowerCase()];
    if (colour === undefined) throw new NimlabError(`${what}: colour '${rest[i + 2]}' is not l (blue), r (red) or e (green)`);
    edges.push([parseVertex(rest[i], vertexCount, what), parseVertex(rest[i + 1], vertexCount, what), colour]);
  }
  return { vertexCount, edges };
}

/** The words again: n, then `u v c` per edge (1-based). */
export function formatColouredGraph(graph: ColouredGraph): string {
  return [String(graph.vertexCount), ...graph.edges.map(([u, v, c]) => `${u + 1} ${v + 1} ${c}`)].join(' ');
}

export function parseCount(word: string, what: string): number {
  if (!/^\d+$/.test(word) || Number(word) < 1 || Number(word) > MAX_GRAPH_VERTICES)
    throw new NimlabError(`${what}: expected a whole number 1..${MAX_GRAPH_VERTICES}, got '${word}'`);
  return Number(word);
}

export function parseVertex(word: string, vertexCount: number, what: string): number {
  if (!/^\d+$/.test(word) || Number(word) < 1 || Number(word) > vertexCount)
    throw new NimlabError(`${what}: vertex '${word}' is not in 1..${vertexCount}`);
  return Number(word) - 1;
}

/**
 * The graph's edges grouped by connected component (vertices joined through edges, breadth-first,
 * no recursion), each renumbered from 0 in the order its vertices are first met. Vertices in
 * `cut` are copied into every component that touches them instead of joining them (a Hackenbush
 * ground: what hangs from it apart is a sum); each component has them first, in the same order.
 */
export function edgeComponents(graph: ColouredGraph, cut: readonly number[] = []): ColouredGraph[] {
  const isCut = new Uint8Array(graph.vertexCount);
  for (const v of cut) isCut[v] = 1;
  const incident: number[][] = Array.from({ length: graph.vertexCount }, () => []);
  graph.edges.forEach(([u, v], e) => {
    incident[u].push(e);
    if (v !== u) incident[v].push(e);
  });
  const edgeSeen = new Uint8Array(graph.edges.length);
  const parts: ColouredGraph[] = [];
  for (let first = 0; first < graph.edges.length; first++) {
    if (edgeSeen[first]) continue;
    edgeSeen[first] = 1;
    const edges = [first];
    for (let i = 0; i < edges.length; i++) {
      for (const end of graph.edges[edges[i]].slice(0, 2) as number[]) {
        if (isCut[end]) continue;
        for (const e of incident[end]) {
          if (!edgeSeen[e]) {
            edgeSeen[e] = 1;
            edges.push(e);
          }
        }
      }
    }
    parts.push(
      renumbered(
        graph,
        edges.sort((a, b) => a - b),
        cut,
      ),
    );
  }
  return parts;
}

/** The edges given, their vertices renumbered from 0 (`first` vertices first, then in order met). */
export function renumbered(graph: ColouredGraph, edgeIndices: readonly number[], first: readonly number[] = []): ColouredGraph {
  const names = new Map<number, number>();
  for (const v of first) names.set(v, names.size);
  const name = (v: number) => {
    if (!names.has(v)) names.set(v, names.size);
    return names.get(v)!;
  };
  const edges = edgeIndices.map((e) => {
    const [u, v, c] = graph.edges[e];
    return [name(u), name(v), c] as const;
  });
  return { vertexCount: names.size, edges };
}

/**
 * The graph as canonical labelling reads it: its vertices that touch an edge (and `ground`, if
 * given, coloured apart), each pair labelled by the colours of its edges in order.
 */
function labelledGraph(graph: ColouredGraph, ground: number | undefined): LabelledGraph {
  const used = new Uint8Array(graph.vertexCount);
  for (const [u, v] of graph.edges) used[u] = used[v] = 1;
  if (ground !== undefined) used[ground] = 1;
  const names = new Int32Array(graph.vertexCount).fill(-1);
  let colours = '';
  for (let v = 0; v < graph.vertexCount; v++) {
    if (!used[v]) continue;
    names[v] = colours.length;
    colours += v === ground ? 'g' : '.';
  }
  const n = colours.length;
  const edgeColours: string[][] = Array.from({ length: n * n }, () => []);
  for (const [u, v, c] of graph.edges) {
    edgeColours[names[u] * n + names[v]].push(c);
    if (u !== v) edgeColours[names[v] * n + names[u]].push(c);
  }
  return { colours, labels: edgeColours.map((list) => list.sort().join('')) };
}

/**
 * A key equal for isomorphic graphs (a renumbering of the vertices keeping each edge's colour),
 * vertices without an edge left out (they take no part in Arc Kayles): the canonical labelling of
 * `canonicalGraph.ts`, so the value table holds each graph once up to symmetry.
 */
export function colouredGraphKey(graph: ColouredGraph): string {
  return canonicalGraphKey(labelledGraph(graph, undefined));
}

/** The same for a Hackenbush picture: isomorphisms keep the ground (vertex 0) where it is. */
export function groundedGraphKey(graph: ColouredGraph): string {
  return canonicalGraphKey(labelledGraph(graph, 0));
}
