import type { RootedTree } from '../../graph/index.js';

/**
 * Whether a tree has a perfect matching, greedily from the leaves: in reverse breadth-first order
 * an unmatched vertex must take its parent (a leaf has no other partner, and taking the parent
 * never hurts), and fails if the parent is taken or it is the root. Iterative, O(n).
 */
export function treeHasPerfectMatching(tree: RootedTree): boolean {
  const { order, parent } = tree;
  const matched = new Uint8Array(tree.vertexCount);
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i];
    if (matched[v]) continue;
    const p = parent[v];
    if (p < 0 || matched[p]) return false;
    matched[v] = 1;
    matched[p] = 1;
  }
  return true;
}

/**
 * The first player (white) wins iff the tree has no perfect matching. With one, the second player
 * answers each white vertex by blackening its partner, so every white vertex ends next to a black
 * one. Without one, the first player whitens the parent of a deepest leaf, which forces black onto
 * that leaf (else whitening it next leaves a white vertex with only a white neighbour); removing
 * the pair keeps the rest without a perfect matching, until a vertex with two leaves (whiten it,
 * then whichever leaf black spares) or a lone vertex gives a white vertex that survives.
 */
export function firstPlayerWinsColouring(tree: RootedTree): boolean {
  return !treeHasPerfectMatching(tree);
}
