import { profileKey } from '../equilibrium.js';
import type { Bimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';

/**
 * Test oracle for degenerate games: the extreme equilibria straight from the definition of the
 * best-response polytopes, with no pivoting. A vertex of { z ≥ 0 : Mz ≤ 1 } in ℝ^d is the unique
 * solution of d of its constraints made tight, if it satisfies the rest; every d-subset is tried
 * (its own Rational elimination). Labels are read off each point. Pairs of nonzero vertices with
 * every label are the extreme equilibria (von Stengel 2002, thm 2.14), returned as profile keys.
 * Payoffs are shifted to be positive first, as the polytopes need. Exponential: tiny games only.
 */
export function bruteForceExtremeEquilibria(game: Bimatrix): string[] {
  const m = game.a.length;
  const n = game.a[0].length;
  const shift = (matrix: readonly (readonly Rational[])[]) => {
    let least = matrix[0][0];
    for (const row of matrix) for (const x of row) if (x.compare(least) < 0) least = x;
    const add = Rational.ONE.sub(least);
    return matrix.map((row) => row.map((x) => x.add(add)));
  };
  const a = shift(game.a);
  const b = shift(game.b);
  // P: x ∈ ℝ^m, constraints (Bᵀx)_j ≤ 1; labels i (x_i = 0), m+j (tight). Q: y ∈ ℝ^n, (Ay)_i ≤ 1; labels i (tight), m+j (y_j = 0).
  const pRows = Array.from({ length: n }, (_, j) => Array.from({ length: m }, (_, i) => b[i][j]));
  const xs = vertices(pRows, m).map((x) => ({
    point: x,
    labels: labelsOf(
      x,
      pRows,
      (k) => k,
      (j) => m + j,
    ),
  }));
  const ys = vertices(a, n).map((y) => ({
    point: y,
    labels: labelsOf(
      y,
      a,
      (j) => m + j,
      (i) => i,
    ),
  }));
  const keys: string[] = [];
  for (const x of xs) {
    if (x.point.every((v) => v.sign() === 0)) continue;
    for (const y of ys) {
      if (y.point.every((v) => v.sign() === 0)) continue;
      const labels = new Set([...x.labels, ...y.labels]);
      if (labels.size === m + n) keys.push(profileKey([normalised(x.point), normalised(y.point)]));
    }
  }
  return keys.sort();
}

function normalised(point: Rational[]): Rational[] {
  let total = Rational.ZERO;
  for (const v of point) total = total.add(v);
  return point.map((v) => v.div(total));
}

/** Labels of z: zeroLabel(k) for each z_k = 0, tightLabel(r) for each constraint r with (Mz)_r = 1. */
function labelsOf(z: Rational[], rows: Rational[][], zeroLabel: (k: number) => number, tightLabel: (r: number) => number): number[] {
  const labels: number[] = [];
  z.forEach((v, k) => {
    if (v.sign() === 0) labels.push(zeroLabel(k));
  });
  rows.forEach((row, r) => {
    let load = Rational.ZERO;
    row.forEach((x, k) => (load = load.add(x.mul(z[k]))));
    if (load.equals(Rational.ONE)) labels.push(tightLabel(r));
  });
  return labels;
}

/** Every vertex of { z ≥ 0 : rows·z ≤ 1 } in ℝ^d, distinct. */
function vertices(rows: Rational[][], d: number): Rational[][] {
  // Constraint c < d: z_c = 0; c ≥ d: row c-d tight.
  const total = d + rows.length;
  const found = new Map<string, Rational[]>();
  for (let mask = 0; mask < 1 << total; mask++) {
    if (popcount(mask) !== d) continue;
    const equations: Rational[][] = [];
    for (let c = 0; c < total; c++) {
      if (!(mask & (1 << c))) continue;
      equations.push(
        c < d
          ? [...Array.from({ length: d }, (_, k) => (k === c ? Rational.ONE : Rational.ZERO)), Rational.ZERO]
          : [...rows[c - d], Rational.ONE],
      );
    }
    const z = uniqueSolution(equations, d);
    if (z === null || z.some((v) => v.sign() < 0)) continue;
    if (rows.some((row) => row.reduce((sum, x, k) => sum.add(x.mul(z[k])), Rational.ZERO).compare(Rational.ONE) > 0)) continue;
    found.set(z.join(','), z);
  }
  return [...found.values()];
}

function popcount(mask: number): number {
  let count = 0;
  for (let x = mask; x !== 0; x &= x - 1) count++;
  return count;
}

/** Gauss–Jordan over Rational on a square system (augmented rows); null when singular. */
function uniqueSolution(equations: Rational[][], d: number): Rational[] | null {
  const rows = equations.map((row) => [...row]);
  for (let column = 0; column < d; column++) {
    const pivot = rows.findIndex((row, r) => r >= column && row[column].sign() !== 0);
    if (pivot < 0) return null;
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    const lead = rows[column][column];
    rows[column] = rows[column].map((x) => x.div(lead));
    for (let r = 0; r < d; r++) {
      if (r === column || rows[r][column].sign() === 0) continue;
      const factor = rows[r][column];
      rows[r] = rows[r].map((x, c) => x.sub(factor.mul(rows[column][c])));
    }
  }
  return rows.map((row) => row[d]);
}
