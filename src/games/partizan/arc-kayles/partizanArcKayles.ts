import { colouredGraphKey, edgeComponents, formatColouredGraph, parseColouredGraph, type ColouredGraph } from '../colouredGraph.js';
import { NimlabError } from '../../../engine/core/errors.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/** Most edges read. */
export const MAX_ARC_KAYLES_EDGES = 60;

/**
 * Partizan Arc Kayles (CGSuite's `PartizanArcKayles`; the impartial game is Arc Kayles, *Winning
 * Ways* vol. 1 ch. 4 / Schaefer 1978): a graph whose edges are coloured `l` (blue, Left's), `r`
 * (red, Right's) or `e` (green, either's). A move picks an edge of one's own colour or a green one
 * and deletes both its ends with every edge touching them. The connected components are a sum.
 */
function arcKaylesMoves(graph: ColouredGraph, side: Side): LabelledMove<ColouredGraph>[] {
  const moves: LabelledMove<ColouredGraph>[] = [];
  const seen = new Set<string>();
  graph.edges.forEach(([u, v, colour]) => {
    if (u === v || (colour !== 'e' && colour !== (side === 'left' ? 'l' : 'r'))) return;
    // Parallel edges of a colour the mover may take are one move: both delete the same two vertices.
    const label = `${Math.min(u, v) + 1}-${Math.max(u, v) + 1}`;
    if (seen.has(label)) return;
    seen.add(label);
    moves.push({
      label,
      to: { vertexCount: graph.vertexCount, edges: graph.edges.filter(([a, b]) => a !== u && a !== v && b !== u && b !== v) },
    });
  });
  return moves;
}

export const partizanArcKayles: PartizanFamily<ColouredGraph> = {
  name: 'arc-kayles-partizan',
  title: 'Partizan Arc Kayles',
  usage: 'arc-kayles-partizan n u v c …',
  summary:
    'A graph: n, then edges as triples u v c (c: l blue, Left’s; r red, Right’s; e green, either’s). ' +
    'A move picks an edge of your colour or a green one and deletes both its ends with every edge touching them.',
  example: '4 1 2 l 2 3 e 3 4 r',
  citation:
    'CGSuite game.graph.PartizanArcKayles; Arc Kayles: Schaefer, "On the complexity of some two-person perfect-information games", JCSS 16 (1978)',
  rules: rulesFromMoves('arc-kayles-partizan', arcKaylesMoves, {
    key: colouredGraphKey,
    regions: (graph) => edgeComponents(graph),
    format: formatColouredGraph,
  }),
  moves: arcKaylesMoves,
  parse(words) {
    const graph = parseColouredGraph(words, 'arc-kayles-partizan');
    if (graph.edges.length > MAX_ARC_KAYLES_EDGES)
      throw new NimlabError(`arc-kayles-partizan: ${graph.edges.length} edges; at most ${MAX_ARC_KAYLES_EDGES}`);
    return graph;
  },
};
