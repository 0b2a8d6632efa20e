import { lcm, type Rational } from './rational.js';

/**
 * A rational matrix times the least common multiple of its denominators: the integer matrix the
 * pivoting solvers work on (scaling a player's payoffs by a positive constant changes no best
 * response, so no equilibrium; it multiplies the value, which the caller divides back).
 */
export interface ScaledMatrix {
  readonly entries: bigint[][];
  /** entries = scale × the rational matrix; scale ≥ 1. */
  readonly scale: bigint;
}

export function scaleToIntegers(matrix: readonly (readonly Rational[])[]): ScaledMatrix {
  let scale = 1n;
  for (const row of matrix) for (const x of row) scale = lcm(scale, x.den);
  const entries = matrix.map((row) => row.map((x) => x.num * (scale / x.den)));
  return { entries, scale };
}

/** The least entry of a non-empty integer matrix. */
export function leastEntry(entries: readonly (readonly bigint[])[]): bigint {
  let least = entries[0][0];
  for (const row of entries) for (const x of row) if (x < least) least = x;
  return least;
}

/** The matrix plus `shift` in every entry (a new matrix). */
export function shifted(entries: readonly (readonly bigint[])[], shift: bigint): bigint[][] {
  return entries.map((row) => row.map((x) => x + shift));
}

/** The transpose (a new matrix). */
export function transposed<T>(entries: readonly (readonly T[])[]): T[][] {
  const rows = entries.length;
  const columns = rows === 0 ? 0 : entries[0].length;
  const result: T[][] = [];
  for (let j = 0; j < columns; j++) {
    const row: T[] = [];
    for (let i = 0; i < rows; i++) row.push(entries[i][j]);
    result.push(row);
  }
  return result;
}
