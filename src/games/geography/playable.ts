import { NimlabError } from '../../engine/core/errors.js';
import type { GraphDrawing, Playable, PlayMove } from '../playable.js';
import { solveGeography } from './fast.js';
import { neighbours, withoutVertices, type Graph } from '../../graph/index.js';
import { parseGeography } from './parseGraph.js';

/** Largest graph played: the moves and the path stay readable. */
export const GEOGRAPHY_PLAY_VERTICES = 40;

/** The graph and the token's path so far (0-based vertices; the token stands on the last one). */
export interface GeographyPlay {
  graph: Graph;
  path: readonly number[];
}

/**
 * Undirected vertex geography played move by move: the move `v5` takes the token to vertex 5, a
 * neighbour not visited yet. Who wins comes from the matching theorem on the graph that is left:
 * the unvisited vertices plus the token's own.
 */
export const playableGeography: Playable<GeographyPlay> = {
  supportsMisere: false,
  picture: { kind: 'graph', draw: (position) => drawGeography(position as GeographyPlay) },
  parse(words) {
    const { graph, start } = parseGeography(words);
    if (start === null) throw new NimlabError('geography: to play, name the start vertex with start=v');
    if (graph.n > GEOGRAPHY_PLAY_VERTICES)
      throw new NimlabError(`geography: to play, at most ${GEOGRAPHY_PLAY_VERTICES} vertices, got ${graph.n}`);
    return { graph, path: [start] };
  },
  format: ({ path }) =>
    `token on ${path[path.length - 1] + 1}; visited ${[...path]
      .sort((a, b) => a - b)
      .map((v) => v + 1)
      .join(' ')}`,
  board: ({ graph, path }) => {
    const at = path[path.length - 1];
    const open = unvisitedNeighbours(graph, path);
    return [
      `path: ${path.map((v) => v + 1).join(' → ')}`,
      `token on ${at + 1}; unvisited neighbours: ${open.map((v) => v + 1).join(', ') || 'none'}`,
    ];
  },
  moves: ({ graph, path }) =>
    unvisitedNeighbours(graph, path).map((w): PlayMove<GeographyPlay> => ({ label: `v${w + 1}`, to: { graph, path: [...path, w] } })),
  toMoveWins({ graph, path }) {
    const at = path[path.length - 1];
    const removed = new Uint8Array(graph.n);
    for (const v of path) if (v !== at) removed[v] = 1;
    return solveGeography(withoutVertices(graph, removed)).firstWins[at] === 1;
  },
};

function unvisitedNeighbours(graph: Graph, path: readonly number[]): number[] {
  const visited = new Set(path);
  return [...new Set(neighbours(graph, path[path.length - 1]))].filter((w) => !visited.has(w)).sort((a, b) => a - b);
}

/** The graph with the token's path: its vertices visited, its edges walked; an unvisited neighbour plays its move. */
function drawGeography({ graph, path }: GeographyPlay): GraphDrawing {
  const at = path[path.length - 1];
  const visited = new Set(path);
  const open = new Set(unvisitedNeighbours(graph, path));
  const walked = new Set(path.slice(1).map((v, i) => `${Math.min(v, path[i])} ${Math.max(v, path[i])}`));
  const vertices = Array.from({ length: graph.n }, (_, v) => ({
    name: String(v + 1),
    state: v === at ? ('token' as const) : visited.has(v) ? ('visited' as const) : ('free' as const),
    move: open.has(v) ? `v${v + 1}` : undefined,
  }));
  const edges: GraphDrawing['edges'][number][] = [];
  const seen = new Set<string>();
  for (let v = 0; v < graph.n; v++) {
    for (const w of neighbours(graph, v)) {
      const key = `${Math.min(v, w)} ${Math.max(v, w)}`;
      if (v === w || seen.has(key)) continue;
      seen.add(key);
      edges.push({ from: v, to: w, state: walked.has(key) ? 'path' : 'free' });
    }
  }
  return { directed: false, vertices, edges };
}
