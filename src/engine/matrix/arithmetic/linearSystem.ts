import { Rational } from './rational.js';

/**
 * The unique solution of the square integer system M z = r, exactly, or null when M is singular.
 * Fraction-free Gauss–Jordan elimination (Bareiss, "Sylvester's identity and multistep
 * integer-preserving Gaussian elimination", *Math. Comp.* 22, 1968): each step's division by the
 * previous pivot is exact, every entry is a minor of M, so no rational is formed until the end,
 * where z_k = r'_k / det. `matrix` rows are copied, not changed.
 */
export function solveIntegerSystem(matrix: readonly (readonly bigint[])[], rhs: readonly bigint[]): Rational[] | null {
  const solution = solveIntegerSystemOverDeterminant(matrix, rhs);
  return solution === null ? null : solution.numerators.map((n) => Rational.of(n, solution.determinant));
}

/**
 * The same solution as integers over one positive common denominator: z_k = numerators[k] /
 * determinant (|det M|), not reduced, so callers can check inequalities in integers.
 */
export function solveIntegerSystemOverDeterminant(
  matrix: readonly (readonly bigint[])[],
  rhs: readonly bigint[],
): { numerators: bigint[]; determinant: bigint } | null {
  const size = matrix.length;
  const rows = matrix.map((row, i) => [...row, rhs[i]]);
  let previous = 1n;
  for (let k = 0; k < size; k++) {
    let pivotRow = k;
    while (pivotRow < size && rows[pivotRow][k] === 0n) pivotRow++;
    if (pivotRow === size) return null;
    if (pivotRow !== k) [rows[k], rows[pivotRow]] = [rows[pivotRow], rows[k]];
    const pivot = rows[k];
    const element = pivot[k];
    for (let i = 0; i < size; i++) {
      if (i === k) continue;
      const line = rows[i];
      const factor = line[k];
      for (let c = 0; c <= size; c++) line[c] = (line[c] * element - factor * pivot[c]) / previous;
    }
    previous = element;
  }
  // Every row pivoted earlier had its pivot entry carried to each new determinant by the same
  // update (its other entries in that column are 0), so all diagonal entries now equal `previous`.
  const sign = previous < 0n ? -1n : 1n;
  return { numerators: rows.map((row) => row[size] * sign), determinant: previous * sign };
}
