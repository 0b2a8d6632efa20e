import { formatTintedGraph, parseTintedGraph, tintedComponents, tintedGraphKey, tintedMoves, type TintedGraph } from '../tintedGraph.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/**
 * Snort (Simon Norton; *Winning Ways* vol. 1 ch. 2, "Col and Snort"; CGSuite's `Snort`): players colour
 * the vertices of a graph in turn, Left blue and Right red, and no two vertices of different colours
 * may be neighbours. So Left may colour an uncoloured vertex with no red neighbour (tint `.` or
 * `L`). Components are a sum. Snort positions are hot: a move tints the neighbours for the mover.
 */
function snortMoves(graph: TintedGraph, side: Side): LabelledMove<TintedGraph>[] {
  return tintedMoves(graph, side, (tint, mine) => tint === '.' || tint === mine);
}

export const snort: PartizanFamily<TintedGraph> = {
  name: 'snort',
  title: 'Snort',
  usage: 'snort TINTS u v …',
  summary:
    'Colour the vertices of a graph, Left blue and Right red, never two neighbours of different colours. Position: a tint per ' +
    "vertex ('.' none, L next to blue, R next to red), then edges as pairs u v of vertices 1..n.",
  example: '.... 1 2 2 3 3 4',
  citation: 'Winning Ways vol. 1 ch. 2 ("Col and Snort"); CGSuite game.graph.Snort',
  rules: rulesFromMoves('snort', snortMoves, { key: tintedGraphKey, regions: tintedComponents, format: formatTintedGraph }),
  moves: snortMoves,
  parse: (words) => parseTintedGraph(words, 'snort'),
};
