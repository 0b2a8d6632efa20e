/**
 * The columns P2 (the minimiser) may need, out of an m × n payoff matrix with m ≤ 3: removing a
 * column changes no value when P2 can pay at most as much with a mixture of the others against
 * every row (the mixture's payoff vector lies in the convex hull of the kept columns'). This cuts
 * 10^5 random columns to a handful before the exact simplex.
 *
 * - Weak domination (Pareto): a column k with k_i ≤ j_i for every row removes j (of equal columns
 *   the first is kept). Columns taken in lexicographic order, so a dominating column comes first.
 * - Two rows: of the Pareto staircase (first entry up, second down) only the vertices of its lower
 *   convex hull remain; a point above the chord of two others is dominated by their mixture.
 *
 * Entries are integers of at most 150000 in absolute value: the cross products (≤ 9·10^10) are
 * exact in doubles.
 */
export function neededColumns(rows: readonly Float64Array[]): number[] {
  const n = rows[0].length;
  const order = Array.from({ length: n }, (_, j) => j).sort((x, y) => {
    for (const row of rows) if (row[x] !== row[y]) return row[x] - row[y];
    return x - y;
  });
  if (rows.length === 1) return [order[0]];
  if (rows.length === 2) return lowerHull(paretoOfTwo(rows, order), rows);
  const kept: number[] = [];
  for (const j of order) if (!kept.some((k) => rows.every((row) => row[k] <= row[j]))) kept.push(j);
  return kept;
}

/** With the first entry ascending, a column is kept iff its second entry is below every earlier one's. */
function paretoOfTwo(rows: readonly Float64Array[], order: readonly number[]): number[] {
  const kept: number[] = [];
  let least = Infinity;
  for (const j of order) {
    if (rows[1][j] < least) {
      kept.push(j);
      least = rows[1][j];
    }
  }
  return kept;
}

/** The lower convex hull of points sorted by x ascending (monotone chain; collinear middle points dropped). */
function lowerHull(points: readonly number[], [xs, ys]: readonly Float64Array[]): number[] {
  const hull: number[] = [];
  for (const p of points) {
    while (hull.length >= 2) {
      const o = hull[hull.length - 2];
      const a = hull[hull.length - 1];
      const cross = (xs[a] - xs[o]) * (ys[p] - ys[o]) - (ys[a] - ys[o]) * (xs[p] - xs[o]);
      if (cross > 0) break;
      hull.pop();
    }
    hull.push(p);
  }
  return hull;
}
