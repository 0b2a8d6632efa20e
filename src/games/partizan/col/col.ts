import { formatTintedGraph, parseTintedGraph, tintedComponents, tintedGraphKey, tintedMoves, type TintedGraph } from '../tintedGraph.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/**
 * Col (Colin Vout; *Winning Ways* vol. 1 ch. 2, "Col and Snort"; CGSuite's `Col`): players colour
 * the vertices of a graph in turn, Left blue and Right red, and no two vertices of the same colour
 * may be neighbours. So Left may colour an uncoloured vertex with no blue neighbour (tint `.` or
 * `R`). Components are a sum. Col positions are numbers or numbers plus * (Winning Ways ch. 2).
 */
function colMoves(graph: TintedGraph, side: Side): LabelledMove<TintedGraph>[] {
  return tintedMoves(graph, side, (tint, mine) => tint !== mine);
}

export const col: PartizanFamily<TintedGraph> = {
  name: 'col',
  title: 'Col',
  usage: 'col TINTS u v …',
  summary:
    'Colour the vertices of a graph, Left blue and Right red, never two neighbours the same colour. Position: a tint per ' +
    "vertex ('.' none, L next to blue, R next to red), then edges as pairs u v of vertices 1..n.",
  example: '.... 1 2 2 3 3 4',
  citation: 'Winning Ways vol. 1 ch. 2 ("Col and Snort"); CGSuite game.graph.Col',
  rules: rulesFromMoves('col', colMoves, { key: tintedGraphKey, regions: tintedComponents, format: formatTintedGraph }),
  moves: colMoves,
  parse: (words) => parseTintedGraph(words, 'col'),
};
