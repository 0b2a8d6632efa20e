import { breadthFirst, type Graph } from '../../graph/index.js';

/**
 * Start vertices from which the first player wins the stones game, in O(n).
 *
 * Known characterisation (AGC010 F): with the token on v, moving to a neighbour w with a_w ≥ a_v
 * never helps (the opponent can move straight back, and the mover runs out first), so only
 * neighbours with fewer stones matter, and once the token leaves v for such a w, going back to v
 * is a losing idea for the same reason. Rooting the tree at the start vertex, v wins iff some
 * child c with a_c < a_v loses in its own subtree.
 *
 * Instead of one pass per root (O(n²)), two passes re-root the tree (vertex 0 as the base root):
 * `down[v]` is v's result in its subtree below the base root, `up[v]` is the parent's result in
 * the part of the tree on the far side of v. A vertex counts its "losing smaller" neighbours: the
 * children from `down`, the parent from `up`; it wins from the start iff the count is positive.
 */
export function winningStarts(tree: Graph, stones: ArrayLike<number>): number[] {
  const { n, offsets, targets } = tree;
  const { order, parent } = breadthFirst(tree, 0);
  // Per vertex: how many children c have a_c < a_v and lose below (down[c] = 0).
  const losingChildren = new Int32Array(n);
  const down = new Uint8Array(n);
  const up = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const u = order[i];
    down[u] = losingChildren[u] > 0 ? 1 : 0;
    const p = parent[u];
    if (p >= 0 && stones[u] < stones[p] && !down[u]) losingChildren[p]++;
  }
  const result: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = order[i];
    const p = parent[u];
    const losingParent = p >= 0 && stones[p] < stones[u] && !up[u] ? 1 : 0;
    const losingNeighbours = losingChildren[u] + losingParent;
    const wins = losingNeighbours > 0 ? 1 : 0;
    if (wins) result.push(u);
    // u's result with child c cut off is `wins`: c counts for u only when a_c < a_u, and then
    // up[c] is never read (c only looks at its parent u when a_u < a_c).
    for (let e = offsets[u]; e < offsets[u + 1]; e++) if (targets[e] !== p) up[targets[e]] = wins;
  }
  return result.sort((x, y) => x - y);
}
