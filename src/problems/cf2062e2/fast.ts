import type { Graph } from '../../games/geography/graph.js';
import { EulerTour } from './eulerTour.js';
import { Fenwick } from './fenwick.js';
import { MaxTree } from './maxTree.js';

/**
 * The first moves that win The Game (pick a vertex heavier than the last pick, delete its subtree;
 * who cannot move WINS), in increasing order.
 *
 * In a position (remaining set R, last weight t) the player to move wins iff they have no move, or
 * some move x has a remaining vertex heavier than x outside x's subtree: take the heaviest such x;
 * every reply y then has nothing heavier left outside its subtree (it would have been a heavier
 * candidate than x), so the mover is left without a move and wins. Otherwise every move leaves the
 * opponent without a move, and the opponent wins.
 *
 * So a first move u wins iff the opponent has a move (a vertex heavier than u outside sub(u)), and
 * for every such v the set H(v) of vertices heavier than v outside sub(v) lies inside sub(u), i.e.
 * H(v) is empty or its lowest common ancestor g(v) is in sub(u). Counted with a Fenwick tree over
 * the Euler tour while vertices are added in decreasing weight (v and g(v) are both in sub(u) iff
 * lca(v, g(v)) is). O(n log n), no recursion.
 */
export function winningFirstMoves(tree: Graph, weights: ArrayLike<number>): number[] {
  const { n } = tree;
  const tour = new EulerTour(tree, 0);
  const { tin, tout, order } = tour;
  const byPosition = new Int32Array(n);
  for (let i = 0; i < n; i++) byPosition[i] = weights[order[i]];
  const heavier = new MaxTree(byPosition);

  // g(v) for every v with H(v) non-empty (else -1): the LCA of the first and last heavier vertex
  // outside sub(v) in Euler order.
  // The first and last heavier position overall are kept: the second pass asks them again.
  const g = new Int32Array(n).fill(-1);
  const firstHeavier = new Int32Array(n).fill(-1);
  const lastHeavier = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    const w = weights[v];
    const first = heavier.leftmostGreater(0, w);
    if (first < 0) continue;
    const last = heavier.rightmostGreater(n - 1, w);
    firstHeavier[v] = first;
    lastHeavier[v] = last;
    const low = first < tin[v] ? first : heavier.leftmostGreater(tout[v] + 1, w);
    const high = last > tout[v] ? last : heavier.rightmostGreater(tin[v] - 1, w);
    if (low < 0 || high < 0) continue;
    g[v] = tour.lca(order[low], order[high]);
  }

  // Over the heavier v with H(v) ≠ ∅ added so far: u wins iff every one outside sub(u) has g(v) in
  // sub(u), i.e. counted − #(v in sub(u)) = #(g(v) in sub(u)) − #(v and g(v) in sub(u)). One
  // Fenwick tree holds +1 at tin[v], +1 at tin[g(v)] and −1 at tin[lca(v, g(v))], so the condition
  // is: counted = its sum over sub(u).
  const byWeight = verticesByDecreasingWeight(weights, n);
  const marks = new Fenwick(n);
  let counted = 0;
  const wins: number[] = [];
  for (let start = 0; start < n; ) {
    let end = start;
    while (end < n && weights[byWeight[end]] === weights[byWeight[start]]) end++;
    for (let i = start; i < end; i++) {
      const u = byWeight[i];
      const first = firstHeavier[u];
      const opponentCanMove = (first >= 0 && first < tin[u]) || lastHeavier[u] > tout[u];
      if (opponentCanMove && marks.range(tin[u], tout[u]) === counted) wins.push(u);
    }
    for (let i = start; i < end; i++) {
      const v = byWeight[i];
      if (g[v] < 0) continue;
      counted++;
      marks.add(tin[v], 1);
      marks.add(tin[g[v]], 1);
      marks.add(tin[tour.lca(v, g[v])], -1);
    }
    start = end;
  }
  return wins.sort((a, b) => a - b);
}

/** Counting sort of the vertices by weight, heaviest first (weights are 1..n). */
function verticesByDecreasingWeight(weights: ArrayLike<number>, n: number): Int32Array {
  const count = new Int32Array(n + 2);
  for (let v = 0; v < n; v++) count[weights[v]]++;
  for (let w = n; w >= 1; w--) count[w - 1] += count[w];
  // count[w] = number of vertices with weight ≥ w; fill from the heaviest.
  const result = new Int32Array(n);
  const next = new Int32Array(n + 2);
  for (let w = 1; w <= n; w++) next[w] = count[w + 1];
  for (let v = 0; v < n; v++) result[next[weights[v]]++] = v;
  return result;
}
