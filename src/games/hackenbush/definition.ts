import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { noParameters, type GameFamily, type MoveReport } from '../catalog.js';
import { explainFusion } from './explanation.js';
import { fuse } from './fusion.js';
import { withoutEdge, type HackenbushGraph } from './graph.js';
import { formatHackenbush, parseHackenbush } from './parseGraph.js';
import { createPlayableHackenbush } from './playable.js';
import { winningEdges } from './winningMoves.js';

/** Above this many edges a move's resulting position is described, not written out in full. */
const MAX_WRITTEN_EDGES = 2000;

const SUMMARY =
  'Green Hackenbush: a graph grounded at vertex 1; a move deletes an edge, and whatever no longer reaches the ground falls. ' +
  'Position: n, then the edges as pairs u v of vertices 1..n (loops u u and repeated edges allowed), ' +
  'inline or as an edge-list file holding the same numbers (a tree: n−1 edges, rooted at 1).';

export const hackenbushFamily: GameFamily = {
  family: 'hackenbush',
  summary: SUMMARY,
  example: 'hackenbush 4 1 2 2 3 2 4',
  create(parameters) {
    noParameters('hackenbush', parameters);
    return {
      name: 'hackenbush',
      summary: SUMMARY,
      example: '4 1 2 2 3 2 4',
      readsPositionFile: true,
      playable: createPlayableHackenbush(),
      analyze(words) {
        const graph = parseHackenbush(words);
        const fusion = fuse(graph);
        return {
          position: formatHackenbush(graph.vertexCount, graph.edges),
          outcome: outcomeOfValue(fusion.value),
          grundy: fusion.value,
          winningMoves: winningEdges(graph, fusion).map((e) => deletionReport(graph, e)),
          explanation: explainFusion(graph, fusion),
        };
      },
    };
  },
};

/** The move "delete edge e" and the position it leaves (the edges still reaching the ground). */
function deletionReport(graph: HackenbushGraph, e: number): MoveReport {
  const [u, v] = graph.edges[e];
  const move = `delete edge ${u + 1}-${v + 1}`;
  if (graph.edges.length > MAX_WRITTEN_EDGES) return { move, to: `the position without edge ${u + 1}-${v + 1} and what falls with it` };
  const rest = withoutEdge(graph, e);
  const standing = fuse(rest).isGrounded;
  return {
    move,
    to: formatHackenbush(
      graph.vertexCount,
      rest.edges.filter((_, i) => standing[i] === 1),
    ),
  };
}
