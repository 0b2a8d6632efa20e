import { solveIntegerSystemOverDeterminant } from './arithmetic/linearSystem.js';
import { leastEntry, scaleToIntegers, shifted, transposed } from './arithmetic/integerMatrix.js';
import { Rational } from './arithmetic/rational.js';
import type { ZeroSumSolution } from './zeroSum.js';

/**
 * What this needs of a floating-point LP solver: HiGHS's one-shot API (the npm package `highs`,
 * HiGHS compiled to WebAssembly; Huangfu and Hall, "Parallelizing the dual revised simplex
 * method", *Math. Prog. Comp.* 10, 2018) — solve a model in CPLEX LP text, say which columns and
 * rows are basic. Only the basis is used: the numbers are recomputed exactly.
 */
export interface FloatLpSolver {
  solve(
    model: string,
    options?: Record<string, unknown>,
  ): { Status: string; Columns: Record<string, { Status: string }>; Rows: { Status: string }[] };
}

/**
 * The zero-sum game's value and optimal strategies from a floating LP solver's optimal basis,
 * made exact and verified; null when the basis does not give a verified exact optimum (then the
 * caller solves exactly by `solveZeroSum`).
 *
 * The LP is `solveZeroSum`'s (maximise Σy, A'y ≤ 1, y ≥ 0, A' the integral positive matrix). From
 * the basis, J = the basic y's and I = the rows whose slack is not basic; the exact y solves
 * A'[I,J] y_J = 1 and the exact dual x solves x_I A'[I,J] = 1 (Bareiss, in integers). It is
 * accepted only when it is a certificate of optimality by LP duality (Chvátal, *Linear
 * Programming*, 1983, ch. 5): y ≥ 0 with A'y ≤ 1, x ≥ 0 with xA' ≥ 1, and Σx = Σy. Then x/Σx
 * guarantees the row player at least the value and y/Σy holds the column player to it: both
 * guarantees are equal, which is the check the issue asks for, done in rationals.
 */
export function zeroSumFromFloatLp(matrix: readonly (readonly Rational[])[], solver: FloatLpSolver): ZeroSumSolution | null {
  const { entries, scale } = scaleToIntegers(matrix);
  const shift = 1n - leastEntry(entries);
  const positive = shifted(entries, shift);
  const rows = positive.length;
  const columns = positive[0].length;
  const result = solver.solve(lpText(positive), { presolve: 'off' });
  if (result.Status !== 'Optimal') return null;
  const basicColumns: number[] = [];
  for (let j = 0; j < columns; j++) if (result.Columns[`y${j}`]?.Status === 'BS') basicColumns.push(j);
  const tightRows: number[] = [];
  for (let i = 0; i < rows; i++) if (result.Rows[i]?.Status !== 'BS') tightRows.push(i);
  if (basicColumns.length !== tightRows.length || basicColumns.length === 0) return null;
  const square = tightRows.map((i) => basicColumns.map((j) => positive[i][j]));
  const ones = square.map(() => 1n);
  const ySolved = solveIntegerSystemOverDeterminant(square, ones);
  const xSolved = solveIntegerSystemOverDeterminant(transposed(square), ones);
  if (ySolved === null || xSolved === null) return null;
  // Both systems have the same determinant up to sign, so y = yNum / d and x = xNum / d.
  const d = ySolved.determinant;
  const yNum = new Array<bigint>(columns).fill(0n);
  basicColumns.forEach((j, k) => (yNum[j] = ySolved.numerators[k]));
  const xNum = new Array<bigint>(rows).fill(0n);
  tightRows.forEach((i, k) => (xNum[i] = xSolved.numerators[k]));
  if (xSolved.determinant !== d || !certifiesOptimum(positive, xNum, yNum, d)) return null;
  const total = yNum.reduce((sum, v) => sum + v, 0n);
  // Σy = total / d = 1/v', where v' = scale·v + shift is the value of the shifted game.
  const value = Rational.of(d - shift * total, total * scale);
  return {
    value,
    rowStrategy: xNum.map((v) => Rational.of(v, total)),
    columnStrategy: yNum.map((v) => Rational.of(v, total)),
  };
}

/** With x = xNum/d and y = yNum/d: y ≥ 0, A'y ≤ 1, x ≥ 0, xA' ≥ 1 and Σx = Σy, in integers. */
function certifiesOptimum(positive: readonly (readonly bigint[])[], xNum: readonly bigint[], yNum: readonly bigint[], d: bigint): boolean {
  if (xNum.some((v) => v < 0n) || yNum.some((v) => v < 0n)) return false;
  for (const row of positive) {
    let load = 0n;
    for (let j = 0; j < row.length; j++) load += row[j] * yNum[j];
    if (load > d) return false;
  }
  for (let j = 0; j < positive[0].length; j++) {
    let cover = 0n;
    for (let i = 0; i < positive.length; i++) cover += xNum[i] * positive[i][j];
    if (cover < d) return false;
  }
  return xNum.reduce((sum, v) => sum + v, 0n) === yNum.reduce((sum, v) => sum + v, 0n);
}

/** The LP in CPLEX LP format: maximise Σ y_j subject to row i: Σ_j A'ij y_j ≤ 1 (y ≥ 0 by default). */
function lpText(positive: readonly (readonly bigint[])[]): string {
  const columns = positive[0].length;
  const lines = ['Maximize', ` obj: ${Array.from({ length: columns }, (_, j) => `y${j}`).join(' + ')}`, 'Subject To'];
  positive.forEach((row, i) => lines.push(` r${i}: ${row.map((a, j) => `${a} y${j}`).join(' + ')} <= 1`));
  lines.push('End');
  return lines.join('\n');
}
