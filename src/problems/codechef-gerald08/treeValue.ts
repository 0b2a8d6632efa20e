import type { RootedTree } from '../../graph/index.js';
import { BinaryNumber } from './binaryNumber.js';

/** Edge colours as the judge writes them: 0 black (Chef's, Left's), 1 white (Ksen's, Right's). */
export const BLACK = 0;

/**
 * The value of a blue-red Hackenbush tree rooted at the ground (*Winning Ways* vol. 1 ch. 2): the
 * sum, over the edges at a vertex, of each edge with the subtree above it. An edge of Left's under
 * a subtree worth the number x is the ordinal sum 1:x (Conway, *On Numbers and Games* ch. 15):
 * x + 1 when x ≥ 0, else (x + p) / 2^(p−1) with p the least positive integer making x + p > 1
 * (the form the CodeChef GERALD08 editorial gives); Right's edge is its mirror. Every value is a
 * number, exact (`BinaryNumber`). One bottom-up pass over the BFS order: no recursion.
 *
 * `colourOf[v]` is the colour of the edge from v to its parent.
 */
export function hackenbushTreeValue(tree: RootedTree, colourOf: Uint8Array): BinaryNumber {
  // value[v]: the sum so far of v's children's edges with their subtrees (null: no child yet).
  const value: (BinaryNumber | null)[] = new Array<BinaryNumber | null>(tree.vertexCount).fill(null);
  for (let i = tree.order.length - 1; i > 0; i--) {
    const v = tree.order[i];
    const edge = value[v] ?? new BinaryNumber();
    value[v] = null;
    if (colourOf[v] === BLACK) edge.underLeftEdge();
    else edge.underRightEdge();
    const p = tree.parent[v];
    value[p] = sum(value[p], edge);
  }
  return value[tree.root] ?? new BinaryNumber();
}

/** a + b, adding the shorter fraction into the longer (each is used up). */
function sum(a: BinaryNumber | null, b: BinaryNumber): BinaryNumber {
  if (a === null) return b;
  const [long, short] = a.exponent >= b.exponent ? [a, b] : [b, a];
  long.add(short);
  return long;
}
