import type { Graph } from '../../graph/index.js';
import { EulerTour } from './eulerTour.js';
import { Fenwick } from './fenwick.js';
import { MaxTree } from './maxTree.js';
import { PositionSet } from './positionSet.js';

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
 * H(v) is empty or its lowest common ancestor g(v) is in sub(u). Counted over preorder positions
 * (a position set plus a Fenwick tree) while vertices are added in decreasing weight (v and g(v)
 * are both in sub(u) iff lca(v, g(v)) is). O(n log n), no recursion.
 */
export function winningFirstMoves(tree: Graph, weights: ArrayLike<number>): number[] {
  const { n } = tree;
  // Everything below works on heavy-first preorder positions, not vertex numbers: sub(i) is
  // i..last[i], and the hot arrays are read in order instead of at random (cache misses dominate
  // on random trees otherwise).
  const tour = new EulerTour(tree, 0);
  const { order, lastAt: last } = tour;
  const weight = new Int32Array(n);
  for (let i = 0; i < n; i++) weight[i] = weights[order[i]];
  const heavier = new MaxTree(weight);
  // The first and last position heavier than w overall depend on w only: one sweep over weights.
  const above = extremePositionsAbove(weight, n);

  // g[i] for every position i with H(i) non-empty (else -1): the LCA of the first and last heavier
  // position outside sub(i). If the first heavier position overall precedes i it is outside sub(i)
  // and is the first outside one; otherwise the first outside one is after sub(i). Same for the last.
  const g = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const w = weight[i];
    const lastHeavier = above[2 * w + 1];
    if (lastHeavier < 0) continue; // nothing is heavier than i
    const first = above[2 * w];
    const end = last[i];
    const low = first < i ? first : heavier.leftmostGreater(end + 1, w);
    if (low < 0) continue;
    const high = lastHeavier > end ? lastHeavier : heavier.rightmostGreater(i - 1, w);
    if (high < 0) continue;
    g[i] = tour.lcaAt(low, high);
  }

  // Over the heavier i with H(i) ≠ ∅ added so far: u wins iff every one outside sub(u) has g(i) in
  // sub(u), i.e. counted − #(i in sub(u)) = #(g(i) in sub(u)) − #(i and g(i) in sub(u)), i.e.
  // counted = #(i in sub(u)) + #(g(i) in sub(u)) − #(lca(i, g(i)) in sub(u)) (i and g(i) are both
  // in sub(u) iff their LCA is). The first term is a set of positions (`added`); the other two go
  // to a Fenwick tree (`offPath`: +1 at g(i), −1 at lca(i, g(i))), which is left untouched when
  // g(i) is an ancestor of i — then lca(i, g(i)) = g(i) and the two marks cancel. On random trees
  // that is nearly always the case, and the small cache-resident set does almost all the work.
  const groups = groupByWeight(weight, n, last, g);
  const added = new PositionSet(n);
  const offPath = new Fenwick(n);
  let offPathMarks = 0;
  let counted = 0;
  const wins = new Uint8Array(n); // by vertex, so they come out in increasing order
  for (let w = n; w >= 1; w--) {
    const start = groups.heavierThan[w];
    const end = groups.heavierThan[w - 1];
    if (start === end) continue;
    const first = above[2 * w];
    const lastHeavier = above[2 * w + 1];
    for (let k = start; k < end; k++) {
      const u = groups.position[k];
      const subEnd = groups.subtreeEnd[k];
      const opponentCanMove = first < u || lastHeavier > subEnd;
      if (!opponentCanMove) continue;
      const inside = added.countIn(u, subEnd) + (offPathMarks === 0 ? 0 : offPath.range(u, subEnd));
      if (inside === counted) wins[order[u]] = 1;
    }
    for (let k = start; k < end; k++) {
      const gv = groups.g[k];
      if (gv < 0) continue;
      const v = groups.position[k];
      counted++;
      added.add(v);
      if (gv < v && v <= last[gv]) continue; // g(v) is an ancestor of v: its two marks cancel
      offPathMarks++;
      offPath.add(gv, 1);
      offPath.add(tour.lcaAt(v, gv), -1);
    }
  }
  const result: number[] = [];
  for (let v = 0; v < n; v++) if (wins[v] === 1) result.push(v);
  return result;
}

/**
 * The first and last position whose weight exceeds w, for w in 0..n, interleaved so one lookup
 * touches one cache line: above[2w] = the first (n if none), above[2w + 1] = the last (-1 if none).
 * The extremes of each single weight come from one pass over the positions, then suffix minima /
 * maxima run from the heaviest weight down.
 */
function extremePositionsAbove(weight: Int32Array, n: number): Int32Array {
  const of = new Int32Array(2 * n + 2);
  for (let w = 0; w <= n; w++) {
    of[2 * w] = n;
    of[2 * w + 1] = -1;
  }
  for (let i = 0; i < n; i++) {
    const w = weight[i];
    if (of[2 * w] === n) of[2 * w] = i;
    of[2 * w + 1] = i;
  }
  const above = new Int32Array(2 * n + 2);
  above[2 * n] = n;
  above[2 * n + 1] = -1;
  for (let w = n - 1; w >= 0; w--) {
    above[2 * w] = Math.min(above[2 * w + 2], of[2 * w + 2]);
    above[2 * w + 1] = Math.max(above[2 * w + 3], of[2 * w + 3]);
  }
  return above;
}

/**
 * Counting sort of the positions by weight, heaviest first (weights are 1..n): the positions of
 * weight w are position[heavierThan[w] .. heavierThan[w - 1] - 1], where heavierThan[w] counts the
 * positions heavier than w. Each position's subtree end and g are copied alongside, so the sweep
 * reads three sequential arrays instead of gathering from position-indexed ones at random.
 */
function groupByWeight(
  weight: Int32Array,
  n: number,
  last: Int32Array,
  g: Int32Array,
): { heavierThan: Int32Array; position: Int32Array; subtreeEnd: Int32Array; g: Int32Array } {
  const heavierThan = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) heavierThan[weight[i] - 1]++;
  // Now heavierThan[w] = #(weight = w + 1); suffix sums turn it into #(weight > w).
  for (let w = n - 1; w >= 0; w--) heavierThan[w] += heavierThan[w + 1];
  const next = heavierThan.slice();
  const position = new Int32Array(n);
  const subtreeEnd = new Int32Array(n);
  const sortedG = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const k = next[weight[i]]++;
    position[k] = i;
    subtreeEnd[k] = last[i];
    sortedG[k] = g[i];
  }
  return { heavierThan, position, subtreeEnd, g: sortedG };
}
