import { NimlabError } from '../../../engine/core/errors.js';
import { hackenbushStringValue, type PartizanGames } from '../../../engine/partizan/index.js';
import { edgeComponents, groundedGraphKey, formatColouredGraph, parseColouredGraph, type ColouredGraph } from '../colouredGraph.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/** Most edges read: values of general graphs are found through canonical forms, so keep them small. */
export const MAX_HACKENBUSH_EDGES = 60;

/**
 * Hackenbush in colour, blue-red and blue-red-green (*Winning Ways* vol. 1 ch. 1–2 and 7; CGSuite's
 * `GenHackenbush`): a graph grounded at vertex 1 (nimlab's green Hackenbush notation, each edge
 * with its colour: `l` blue, Left's; `r` red, Right's; `e` green, either's). A move deletes an edge
 * of one's own colour or a green one, and every edge no longer connected to the ground falls.
 *
 * Regions: the pieces that meet only at the ground are a sum. Fast path: a piece that is a string
 * of blue and red edges going up from the ground is the number its sign expansion says (Berlekamp's
 * rule, *Winning Ways* ch. 1; `hackenbushStringValue`); trees and graphs go through canonical forms.
 */
function hackenbushMoves(graph: ColouredGraph, side: Side): LabelledMove<ColouredGraph>[] {
  const seen = new Map<string, number>();
  const moves: LabelledMove<ColouredGraph>[] = [];
  graph.edges.forEach(([u, v, colour], e) => {
    const name = `${u + 1}-${v + 1}`;
    const copy = (seen.get(name) ?? 0) + 1;
    seen.set(name, copy);
    if (colour !== 'e' && colour !== (side === 'left' ? 'l' : 'r')) return;
    moves.push({ label: copy === 1 ? name : `${name}#${copy}`, to: grounded(graph, e) });
  });
  return moves;
}

/** The graph without edge `removed` and without every edge that no longer reaches the ground (vertex 0). */
export function grounded(graph: ColouredGraph, removed = -1): ColouredGraph {
  const reached = new Uint8Array(graph.vertexCount);
  reached[0] = 1;
  let grown = true;
  while (grown) {
    grown = false;
    graph.edges.forEach(([u, v], e) => {
      if (e === removed || reached[u] === reached[v]) return;
      reached[u] = reached[v] = 1;
      grown = true;
    });
  }
  return { vertexCount: graph.vertexCount, edges: graph.edges.filter(([u], e) => e !== removed && reached[u] === 1) };
}

/** The blue-red string a piece is, from the ground up ('L' blue, 'R' red), or undefined if it is not one. */
export function stringOf(graph: ColouredGraph): string | undefined {
  let at = 0;
  const colours: string[] = [];
  const used = new Uint8Array(graph.edges.length);
  for (let count = 0; count < graph.edges.length; count++) {
    const next = graph.edges.findIndex(([u, v], e) => !used[e] && (u === at || v === at) && u !== v);
    if (next < 0) return undefined;
    const [u, v, colour] = graph.edges[next];
    if (colour === 'e') return undefined;
    used[next] = 1;
    colours.push(colour === 'l' ? 'L' : 'R');
    at = u === at ? v : u;
  }
  // A path: every vertex but the top has met two edges, so no edge went unused and none branched.
  const degree = new Uint8Array(graph.vertexCount);
  for (const [u, v] of graph.edges) {
    degree[u] += 1;
    degree[v] += 1;
  }
  if (degree[0] !== 1 || degree.some((d) => d > 2)) return undefined;
  return colours.join('');
}

function knownValue(graph: ColouredGraph, games: PartizanGames): number | undefined {
  if (graph.edges.length === 0) return games.zero;
  const colours = stringOf(graph);
  return colours === undefined ? undefined : games.number(hackenbushStringValue(colours));
}

export const colouredHackenbush: PartizanFamily<ColouredGraph> = {
  name: 'hackenbush-colour',
  title: 'Blue-red-green Hackenbush',
  usage: 'hackenbush-colour n u v c …',
  summary:
    'A graph grounded at vertex 1: n, then edges as triples u v c (c: l blue, Left’s; r red, Right’s; e green, either’s). ' +
    'A move deletes an edge of your colour or a green one; whatever no longer reaches the ground falls.',
  example: '4 1 2 l 2 3 r 2 4 e',
  citation: 'Winning Ways vol. 1 ch. 1, 2 and 7; CGSuite GenHackenbush',
  rules: rulesFromMoves('hackenbush-colour', hackenbushMoves, {
    key: groundedGraphKey,
    regions: (graph) => edgeComponents(graph, [0]),
    knownValue,
    format: formatColouredGraph,
  }),
  moves: hackenbushMoves,
  parse(words) {
    const graph = parseColouredGraph(words, 'hackenbush-colour');
    if (graph.edges.length > MAX_HACKENBUSH_EDGES)
      throw new NimlabError(`hackenbush-colour: ${graph.edges.length} edges; at most ${MAX_HACKENBUSH_EDGES}`);
    // Edges cut off from the ground from the start have already fallen.
    return grounded(graph);
  },
};
