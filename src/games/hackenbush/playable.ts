import { NimlabError } from '../../engine/core/errors.js';
import { breadthFirst, graphFromEdges } from '../../graph/index.js';
import type { Playable, PlayMove } from '../playable.js';
import { fusionValue } from './fusion.js';
import type { Edge, HackenbushGraph } from './graph.js';
import { HackenbushMisereSolver } from './misere.js';
import { parseHackenbush } from './parseGraph.js';
import { standing } from './standing.js';

/** Largest position played: every move is listed, and the picture stays readable. */
export const HACKENBUSH_PLAY_VERTICES = 60;
export const HACKENBUSH_PLAY_EDGES = 80;

/**
 * Green Hackenbush played move by move. The position is the graph of the edges still standing
 * (everything cut off from the ground has fallen); the move `2-3` deletes the edge between
 * vertices 2 and 3 (`2-3#2` its second copy when there are parallel edges). Normal play is the
 * fusion value; misère play is searched on the position's move graph (misere.ts), by a solver this
 * playable keeps, so each definition (and each test) has its own memo.
 */
export function createPlayableHackenbush(): Playable<HackenbushGraph> {
  let misere: HackenbushMisereSolver | null = null;
  return {
    supportsMisere: true,
    misereBySearch: true,
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
    toMoveWins: (graph, misereRule) => (misereRule ? (misere ??= new HackenbushMisereSolver()).moverWins(graph) : fusionValue(graph) !== 0),
  };
}

function edgeName([u, v]: Edge): string {
  return `${u + 1}-${v + 1}`;
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
