import type { RootedTree } from '../../graph/index.js';

/**
 * Green Hackenbush values of every subtree by the colon principle: a vertex with children c has
 * value ⊕ (value(c) + 1), since the edge to c above c's subtree is a stalk of value(c) + 1.
 * value[root] is the value of the whole tree.
 */
export function colonValues(tree: RootedTree): Int32Array {
  const value = new Int32Array(tree.vertexCount);
  const { order, parent } = tree;
  for (let i = order.length - 1; i > 0; i--) {
    const v = order[i];
    value[parent[v]] ^= value[v] + 1;
  }
  return value;
}
