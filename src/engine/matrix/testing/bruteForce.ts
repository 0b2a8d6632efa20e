import { checkEquilibrium, type Equilibrium } from '../equilibrium.js';
import { tableFromBimatrix, type Bimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';

/**
 * Test oracle: every equilibrium of a bimatrix game that is the unique solution of the
 * indifference equations of its support pair, over ALL pairs of supports (any sizes, not only
 * equal ones), each candidate judged by the definition (`checkEquilibrium`). Its own elimination
 * over Rational (Gauss–Jordan with any number of equations), sharing no code with the solvers.
 * Exponential: for games up to about 5 × 5.
 */
export function bruteForceEquilibria(game: Bimatrix): Equilibrium[] {
  const rows = game.a.length;
  const columns = game.a[0].length;
  const table = tableFromBimatrix(game);
  const found: Equilibrium[] = [];
  for (let rowMask = 1; rowMask < 1 << rows; rowMask++) {
    for (let columnMask = 1; columnMask < 1 << columns; columnMask++) {
      const rowSupport = members(rowMask, rows);
      const columnSupport = members(columnMask, columns);
      // x on rowSupport makes the column player indifferent on columnSupport (B[i][j]).
      const x = uniqueIndifferentMix(
        columnSupport.map((j) => rowSupport.map((i) => game.b[i][j])),
        rowSupport,
        rows,
      );
      const y = uniqueIndifferentMix(
        rowSupport.map((i) => columnSupport.map((j) => game.a[i][j])),
        columnSupport,
        columns,
      );
      if (x === null || y === null) continue;
      if (rowSupport.some((i) => x[i].sign() <= 0) || columnSupport.some((j) => y[j].sign() <= 0)) continue;
      const check = checkEquilibrium(table, [x, y]);
      if (check.ok) found.push({ strategies: [x, y], payoffs: check.payoffs });
    }
  }
  return found;
}

function members(mask: number, size: number): number[] {
  const result: number[] = [];
  for (let i = 0; i < size; i++) if (mask & (1 << i)) result.push(i);
  return result;
}

/**
 * The unique (mix, v) with Σ mix = 1 and payoffRows[t] · mix = v for every row t, spread over
 * `size` strategies; null when there is none or more than one.
 */
function uniqueIndifferentMix(payoffRows: Rational[][], support: number[], size: number): Rational[] | null {
  const unknowns = support.length + 1;
  const equations: Rational[][] = payoffRows.map((row) => [...row, Rational.of(-1), Rational.ZERO]);
  equations.push([...support.map(() => Rational.ONE), Rational.ZERO, Rational.ONE]);
  let rank = 0;
  for (let column = 0; column < unknowns && rank < equations.length; column++) {
    const pivot = equations.findIndex((row, r) => r >= rank && row[column].sign() !== 0);
    if (pivot < 0) continue;
    [equations[rank], equations[pivot]] = [equations[pivot], equations[rank]];
    const lead = equations[rank][column];
    equations[rank] = equations[rank].map((x) => x.div(lead));
    for (let r = 0; r < equations.length; r++) {
      if (r === rank || equations[r][column].sign() === 0) continue;
      const factor = equations[r][column];
      equations[r] = equations[r].map((x, c) => x.sub(factor.mul(equations[rank][c])));
    }
    rank++;
  }
  // Inconsistent (0 = nonzero) or not unique (rank below the number of unknowns).
  if (equations.some((row) => row.slice(0, unknowns).every((x) => x.sign() === 0) && row[unknowns].sign() !== 0)) return null;
  if (rank < unknowns) return null;
  const mix = new Array<Rational>(size).fill(Rational.ZERO);
  support.forEach((s, i) => (mix[s] = equations[i][unknowns]));
  return mix;
}
