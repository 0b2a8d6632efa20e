import { NimlabError } from '../../engine/core/errors.js';
import { breadthFirst, graphFromEdges } from '../../graph/index.js';
import type { Playable, PlayMove } from '../playable.js';
import { fuse, fusionValue } from './fusion.js';
import { rootedAt0, type Edge, type HackenbushGraph } from './graph.js';
import { parseHackenbush } from './parseGraph.js';

/** Largest position played: every move is listed, and the picture stays readable. */
export const HACKENBUSH_PLAY_VERTICES = 60;
export const HACKENBUSH_PLAY_EDGES = 80;

/**
 * Green Hackenbush played move by move. The position is the graph of the edges still standing
 * (everything cut off from the ground has fallen); the move `2-3` deletes the edge between
 * vertices 2 and 3 (`2-3#2` its second copy when there are parallel edges).
 */
export const playableHackenbush: Playable<HackenbushGraph> = {
  supportsMisere: false,
  picture: { kind: 'hackenbush' },
  parse(words) {
    const graph = parseHackenbush(words);
    if (graph.vertexCount > HACKENBUSH_PLAY_VERTICES || graph.edges.length > HACKENBUSH_PLAY_EDGES) {
      throw new NimlabError(`hackenbush: to play, at most ${HACKENBUSH_PLAY_VERTICES} vertices and ${HACKENBUSH_PLAY_EDGES} edges`);
    }
    return standing(graph.vertexCount, graph.edges);
  },
  format: (graph) => graph.edges.map(edgeName).join(' ') || '(no edges)',
  board: hackenbushOutline,
  moves(graph) {
    const seen = new Map<string, number>();
    return graph.edges.map((edge, e): PlayMove<HackenbushGraph> => {
      const name = edgeName(edge);
      const copy = (seen.get(name) ?? 0) + 1;
      seen.set(name, copy);
      return {
        label: copy === 1 ? name : `${name}#${copy}`,
        to: standing(
          graph.vertexCount,
          graph.edges.filter((_, i) => i !== e),
        ),
      };
    });
  },
  toMoveWins: (graph) => fusionValue(graph) !== 0,
};

function edgeName([u, v]: Edge): string {
  return `${u + 1}-${v + 1}`;
}

/** The graph of the edges that still reach the ground (vertex 1). */
function standing(vertexCount: number, edges: readonly Edge[]): HackenbushGraph {
  const { isGrounded } = fuse(rootedAt0(vertexCount, edges));
  return rootedAt0(
    vertexCount,
    edges.filter((_, e) => isGrounded[e] === 1),
  );
}

/**
 * The position as an outline for a terminal: a breadth-first spanning tree hung from the ground,
 * then the edges that close cycles (loops and parallel edges among them).
 */
function hackenbushOutline(graph: HackenbushGraph): string[] {
  if (graph.edges.length === 0) return ['ground 1 (no edges left)'];
  const n = graph.vertexCount;
  const { order, parent, parentEdge } = breadthFirst(graphFromEdges(n, graph.edges.flat(), 'keep'), 0);
  const children: number[][] = Array.from({ length: n }, () => []);
  const treeEdge = new Uint8Array(graph.edges.length);
  for (const w of order.subarray(1)) {
    children[parent[w]].push(w);
    treeEdge[parentEdge[w]] = 1;
  }
  const lines = ['ground 1'];
  // Depth-first outline with an explicit stack: each entry carries the prefix drawn before it.
  const stack = children[0].map((w, i, all) => ({ vertex: w, prefix: '', last: i === all.length - 1 })).reverse();
  while (stack.length > 0) {
    const { vertex, prefix, last } = stack.pop()!;
    lines.push(`${prefix}${last ? '└─ ' : '├─ '}${vertex + 1}`);
    const below = prefix + (last ? '   ' : '│  ');
    const kids = children[vertex];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ vertex: kids[i], prefix: below, last: i === kids.length - 1 });
  }
  const extra = graph.edges.flatMap((edge, e) => (treeEdge[e] ? [] : [edge[0] === edge[1] ? `${edgeName(edge)} (loop)` : edgeName(edge)]));
  if (extra.length > 0) lines.push(`also: ${extra.join(', ')}`);
  return lines;
}
