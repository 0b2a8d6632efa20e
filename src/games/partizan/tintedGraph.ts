import { NimlabError } from '../../engine/core/errors.js';
import { canonicalGraphKey } from './canonicalGraph.js';
import { parseCount, parseVertex } from './colouredGraph.js';
import type { LabelledMove, Side } from './partizanFamily.js';

/**
 * A graph of the colouring games Col and Snort as CGSuite keeps one (`GenCol`, `Snort`): the
 * uncoloured vertices only, each with a tint, `.` none, `L` next to a blue (Left's) vertex, `R`
 * next to a red one; coloured vertices are gone, and a vertex next to both colours (which neither
 * player may colour in Col, nor in Snort) is gone too. Edges are pairs of the vertices left.
 */
export interface TintedGraph {
  readonly tints: string;
  readonly edges: readonly (readonly [number, number])[];
}

/** Most vertices read. */
export const MAX_TINTED_VERTICES = 40;

/**
 * Words `TINTS u v …`: one tint per vertex (`.`, `L`, `R`; their count is the vertex count), then
 * edges as pairs of vertices 1..n.
 */
export function parseTintedGraph(words: readonly string[], game: string): TintedGraph {
  if (words.length === 0)
    throw new NimlabError(`${game}: expected the vertex tints (one of . L R per vertex, e.g. '....'), then edges as pairs u v`);
  // The graph with no vertex left (every vertex coloured) is written '-', so a finished game reads back.
  if (words.length === 1 && words[0] === EMPTY_TINTED_GRAPH) return { tints: '', edges: [] };
  const tints = words[0].toUpperCase();
  parseCount(String(tints.length), `${game}: vertex count`);
  const bad = /[^.LR]/.exec(tints);
  if (bad) throw new NimlabError(`${game}: tint '${words[0][bad.index]}' of vertex ${bad.index + 1} is not '.', 'L' or 'R'`);
  if (tints.length > MAX_TINTED_VERTICES) throw new NimlabError(`${game}: ${tints.length} vertices; at most ${MAX_TINTED_VERTICES}`);
  const ends = words.slice(1);
  if (ends.length % 2 !== 0) throw new NimlabError(`${game}: edge ${(ends.length + 1) / 2} has one end only: edges are pairs u v`);
  const edges: [number, number][] = [];
  for (let i = 0; i < ends.length; i += 2) {
    const what = `${game}: edge ${i / 2 + 1}`;
    const u = parseVertex(ends[i], tints.length, what);
    const v = parseVertex(ends[i + 1], tints.length, what);
    if (u === v) throw new NimlabError(`${what}: a loop ${u + 1}-${u + 1} (a vertex is never its own neighbour here)`);
    edges.push([u, v]);
  }
  return { tints, edges };
}

/** How the graph with no vertex is written. */
export const EMPTY_TINTED_GRAPH = '-';

/** The words again: the tints, then the edges (1-based); '-' for the graph with no vertex. */
export function formatTintedGraph(graph: TintedGraph): string {
  if (graph.tints.length === 0) return EMPTY_TINTED_GRAPH;
  return [graph.tints, ...graph.edges.map(([u, v]) => `${u + 1} ${v + 1}`)].join(' ');
}

/**
 * Colouring vertex v for `side` (CGSuite's move of Col and Snort alike): v goes, its untinted
 * neighbours take the mover's tint, and neighbours with the other tint go (next to both colours).
 * `mayColour` is the one difference between the games: which tints the mover may colour.
 */
export function tintedMoves(
  graph: TintedGraph,
  side: Side,
  mayColour: (tint: string, mine: string) => boolean,
): LabelledMove<TintedGraph>[] {
  const mine = side === 'left' ? 'L' : 'R';
  const theirs = side === 'left' ? 'R' : 'L';
  const moves: LabelledMove<TintedGraph>[] = [];
  for (let v = 0; v < graph.tints.length; v++) {
    if (!mayColour(graph.tints[v], mine)) continue;
    const tints = [...graph.tints];
    const gone = new Uint8Array(tints.length);
    gone[v] = 1;
    for (const [a, b] of graph.edges) {
      const other = a === v ? b : b === v ? a : -1;
      if (other < 0) continue;
      if (tints[other] === '.') tints[other] = mine;
      else if (tints[other] === theirs) gone[other] = 1;
    }
    moves.push({ label: `v${v + 1}`, to: withoutVertices({ tints: tints.join(''), edges: graph.edges }, gone) });
  }
  return moves;
}

/** The graph without the vertices marked, the rest renumbered in order. */
function withoutVertices(graph: TintedGraph, gone: Uint8Array): TintedGraph {
  const names = new Int32Array(graph.tints.length).fill(-1);
  let tints = '';
  for (let v = 0; v < graph.tints.length; v++) {
    if (gone[v]) continue;
    names[v] = tints.length;
    tints += graph.tints[v];
  }
  const edges = graph.edges.filter(([a, b]) => !gone[a] && !gone[b]).map(([a, b]) => [names[a], names[b]] as const);
  return { tints, edges };
}

/** The connected components (breadth-first), each renumbered in the order its vertices are met. */
export function tintedComponents(graph: TintedGraph): TintedGraph[] {
  const n = graph.tints.length;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of graph.edges) {
    neighbours[a].push(b);
    neighbours[b].push(a);
  }
  const seen = new Uint8Array(n);
  const parts: TintedGraph[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    const members = [start];
    for (let i = 0; i < members.length; i++) {
      for (const w of neighbours[members[i]]) {
        if (!seen[w]) {
          seen[w] = 1;
          members.push(w);
        }
      }
    }
    const names = new Map(members.map((v, i) => [v, i]));
    parts.push({
      tints: members.map((v) => graph.tints[v]).join(''),
      edges: graph.edges.filter(([a]) => names.has(a)).map(([a, b]) => [names.get(a)!, names.get(b)!] as const),
    });
  }
  return parts;
}

/**
 * A key equal for isomorphic graphs (a renumbering of the vertices keeping each tint): the
 * canonical labelling of `canonicalGraph.ts`, so the value table holds each graph once up to symmetry.
 */
export function tintedGraphKey(graph: TintedGraph): string {
  const n = graph.tints.length;
  const labels = Array<string>(n * n).fill('');
  for (const [a, b] of graph.edges) labels[a * n + b] = labels[b * n + a] = 'e';
  return canonicalGraphKey({ colours: graph.tints, labels });
}
