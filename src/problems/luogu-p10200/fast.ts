import type { Maze } from './rules.js';

/**
 * The maze guard by a greedy descent over cost functions.
 *
 * Given the marks, Bob's best walk is forced: at an unmarked node he starts with the child whose
 * own first leaf is smaller (the two subtrees' sequences are independent, so minimising the first
 * leaf and then each part is optimal). Let f_u(v) be the least cost of marks inside subtree u that
 * makes the first leaf of u at least v. Marking u keeps the left child first; leaving it unmarked
 * makes the first leaf the smaller of the two children's, so
 *     f_u(v) = f_left(v) + min(w_u, f_right(v)),      f_leaf(v) = 0 if its value ≥ v, else ∞.
 * Alice maximises Q greedily: at u with budget B the first leaf is the largest v with f_u(v) ≤ B.
 * - v in the left subtree: keep the left first, reserving min(w_u, f_right(v)) for that; solve the
 *   left with the rest. Then with what is left, if the right's own best first leaf beats v, leave
 *   u unmarked and solve the right with everything; otherwise mark u and solve it with w_u less.
 * - v in the right subtree: u stays unmarked; reserve f_left(v) so the left's first leaf beats v,
 *   solve the right, then the left with what is left.
 * Each step spends the least that its sequence needs, so the budget passed on is the largest.
 * Costs are capped at K + 1 ("unaffordable"), so every sum stays below 2^53 and exact.
 */
export function guardedSequence(maze: Maze): Int32Array {
  const { depth, budget, cost, leafValue } = maze;
  const leaves = 1 << depth;
  const unaffordable = budget + 1;

  // Level d keeps, for each node u at depth d, its subtree's leaf values sorted ascending with
  // f_u at each value, in the slice [(u − 2^d)·2^(n−d), +2^(n−d)) — the node's own leaf range.
  const values: Int32Array[] = [];
  const costs: Float64Array[] = [];
  for (let d = 0; d <= depth; d++) {
    values.push(new Int32Array(leaves));
    costs.push(new Float64Array(leaves));
  }
  values[depth].set(Array.from(leafValue));
  const leafOf = new Int32Array(leaves + 1); // leaf index holding each value
  for (let i = 0; i < leaves; i++) leafOf[leafValue[i]] = i;

  for (let d = depth - 1; d >= 0; d--) {
    const size = 1 << (depth - d);
    for (let start = 0, node = 1 << d; start < leaves; start += size, node++) {
      mergeChildren(values[d + 1], costs[d + 1], values[d], costs[d], start, size / 2, cost[node], unaffordable);
    }
  }

  const sequence = new Int32Array(leaves);
  let written = 0;
  /** Lowest cost for subtree `node` (at depth d) to start with a leaf ≥ v. */
  const costAtLeast = (d: number, node: number, v: number): number => {
    const size = 1 << (depth - d);
    const start = (node - (1 << d)) * size;
    const i = lowerBound(values[d], start, start + size, v);
    return i === start + size ? unaffordable : costs[d][i];
  };
  /** The largest first leaf subtree `node` can be made to start with on this budget. */
  const bestFirst = (d: number, node: number, spend: number): number => {
    const size = 1 << (depth - d);
    const start = (node - (1 << d)) * size;
    // f is non-decreasing along the sorted values: the last affordable entry is the best.
    let lo = start;
    let hi = start + size; // costs[d][start] is 0 (no marks: first leaf = the minimum)
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (costs[d][mid] <= spend) lo = mid;
      else hi = mid;
    }
    return values[d][lo];
  };
  /** Writes subtree `node`'s sequence for this budget; returns the unspent budget. */
  const solve = (d: number, node: number, spend: number): number => {
    if (d === depth) {
      sequence[written++] = leafValue[node - leaves];
      return spend;
    }
    const first = bestFirst(d, node, spend);
    const left = 2 * node;
    const right = left + 1;
    const half = 1 << (depth - d - 1);
    const leftStart = (left - (1 << (d + 1))) * half;
    const firstInLeft = leafOf[first] >= leftStart && leafOf[first] < leftStart + half;
    if (firstInLeft) {
      const reserve = Math.min(cost[node], costAtLeast(d + 1, right, first));
      const rest = solve(d + 1, left, spend - reserve) + reserve;
      if (bestFirst(d + 1, right, rest) > first) return solve(d + 1, right, rest);
      return solve(d + 1, right, rest - cost[node]);
    }
    const reserve = costAtLeast(d + 1, left, first);
    const rest = solve(d + 1, right, spend - reserve) + reserve;
    return solve(d + 1, left, rest);
  };
  solve(0, 1, budget);
  return sequence;
}

/**
 * Merges the children's sorted slices [start, start+half) and [start+half, start+2·half) of the
 * child level into the parent's slice, with f_parent(v) = f_left(v) + min(w, f_right(v)); while
 * merging, each child's "first value ≥ v" is its current merge pointer.
 */
function mergeChildren(
  childValues: Int32Array,
  childCosts: Float64Array,
  values: Int32Array,
  costs: Float64Array,
  start: number,
  half: number,
  markCost: number,
  unaffordable: number,
): void {
  let l = start;
  let r = start + half;
  const lEnd = r;
  const rEnd = r + half;
  for (let out = start; out < rEnd; out++) {
    const fromLeft = r === rEnd || (l < lEnd && childValues[l] < childValues[r]);
    const left = l < lEnd ? childCosts[l] : unaffordable;
    const right = r < rEnd ? childCosts[r] : unaffordable;
    values[out] = fromLeft ? childValues[l++] : childValues[r++];
    costs[out] = Math.min(unaffordable, left + Math.min(markCost, right));
  }
}

/** First index in [lo, hi) whose value is ≥ v (hi if none); the slice is sorted. */
function lowerBound(sorted: Int32Array, lo: number, hi: number, v: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] >= v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
