import type { Graph } from '../../graph/index.js';

/**
 * Start vertices from which the first player wins the stones game, in O(n²).
 *
 * Known characterisation (AGC010 F): with the token on v, moving to a neighbour w with a_w ≥ a_v
 * never helps (the opponent can move straight back, and the mover runs out first), so only
 * neighbours with fewer stones matter, and once the token leaves v for such a w, going back to v
 * is a losing idea for the same reason. Rooting the tree at the start vertex, v wins iff some
 * child c with a_c < a_v loses in its own subtree. One bottom-up pass per root, iteratively.
 */
export function winningStarts(tree: Graph, stones: ArrayLike<number>): number[] {
  const { n, offsets, targets } = tree;
  const order = new Int32Array(n);
  const parent = new Int32Array(n);
  const wins = new Uint8Array(n);
  const result: number[] = [];
  for (let root = 0; root < n; root++) {
    let tail = 0;
    order[tail++] = root;
    parent[root] = -1;
    for (let head = 0; head < tail; head++) {
      const u = order[head];
      for (let e = offsets[u]; e < offsets[u + 1]; e++) {
        const v = targets[e];
        if (v === parent[u]) continue;
        parent[v] = u;
        order[tail++] = v;
      }
    }
    for (let i = tail - 1; i >= 0; i--) {
      const u = order[i];
      let win = 0;
      for (let e = offsets[u]; e < offsets[u + 1] && !win; e++) {
        const c = targets[e];
        if (c !== parent[u] && stones[c] < stones[u] && !wins[c]) win = 1;
      }
      wins[u] = win;
    }
    if (wins[root]) result.push(root);
  }
  return result;
}
