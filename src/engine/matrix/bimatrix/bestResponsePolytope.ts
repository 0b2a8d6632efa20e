import { IntegerTableau } from '../arithmetic/integerTableau.js';
import { leastEntry, scaleToIntegers, shifted, transposed } from '../arithmetic/integerMatrix.js';
import type { Bimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';

/**
 * The best-response polytopes of a bimatrix game (von Stengel, "Computing equilibria for two-person
 * games", *Handbook of Game Theory* vol. 3, 2002, §2.5, eq. 2.18), after making both payoff
 * matrices integral and positive (a positive scale and a shift change no best response):
 *
 *   P = { x ∈ ℝ^m : x ≥ 0, Bᵀx ≤ 1 },   Q = { y ∈ ℝ^n : Ay ≤ 1, y ≥ 0 }.
 *
 * Labels are 0 … m+n-1: x ∈ P has label i when x_i = 0 and label m+j when (Bᵀx)_j = 1; y ∈ Q has
 * label i when (Ay)_i = 1 and label m+j when y_j = 0. A pair (x, y) ≠ (0, 0) with every label is,
 * rescaled to probabilities, a Nash equilibrium (ibid., thm 2.14).
 */
export interface BestResponsePolytopes {
  readonly rows: number;
  readonly columns: number;
  /** Constraints of P: n rows of Bᵀ, each over the m coordinates of x. */
  readonly pConstraints: bigint[][];
  /** Constraints of Q: m rows of A, each over the n coordinates of y. */
  readonly qConstraints: bigint[][];
  /** A' = scaleA × A + shiftA (entries ≥ 1), likewise B'. */
  readonly scaleA: bigint;
  readonly shiftA: bigint;
  readonly scaleB: bigint;
  readonly shiftB: bigint;
}

export function bestResponsePolytopes(game: Bimatrix): BestResponsePolytopes {
  const a = scaleToIntegers(game.a);
  const b = scaleToIntegers(game.b);
  const shiftA = 1n - leastEntry(a.entries);
  const shiftB = 1n - leastEntry(b.entries);
  return {
    rows: a.entries.length,
    columns: a.entries[0].length,
    pConstraints: transposed(shifted(b.entries, shiftB)),
    qConstraints: shifted(a.entries, shiftA),
    scaleA: a.scale,
    shiftA,
    scaleB: b.scale,
    shiftB,
  };
}

/**
 * The tableau of { z ≥ 0 : Mz ≤ 1 } with slacks: variables 0 … d-1 are z, d … d+k-1 the slacks of
 * the k constraints, all slacks basic (the vertex z = 0).
 */
export function polytopeTableau(constraints: readonly (readonly bigint[])[]): IntegerTableau {
  const k = constraints.length;
  const d = constraints[0].length;
  const cells = constraints.map((row, r) => {
    const line = new Array<bigint>(d + k + 1).fill(0n);
    row.forEach((x, c) => (line[c] = x));
    line[d + r] = 1n;
    line[d + k] = 1n;
    return line;
  });
  return new IntegerTableau(
    cells,
    k,
    d + k,
    Array.from({ length: k }, (_, r) => d + r),
  );
}

/** The point z of a tableau's basis (unnormalised, exact): basic z's right-hand sides over the determinant. */
export function tableauPoint(tableau: IntegerTableau, dimension: number): Rational[] {
  const point: Rational[] = [];
  for (let v = 0; v < dimension; v++) {
    const row = tableau.rowOf[v];
    point.push(row < 0 ? Rational.ZERO : Rational.of(tableau.cells[row][tableau.rhs], tableau.determinant));
  }
  return point;
}

/**
 * A point of P or Q as a mixed strategy and the opponent's payoff: z / Σz, and 1/Σz undone by the
 * opponent's matrix's shift and scale (on the polytope's tight constraints the opponent earns 1 in
 * the shifted game per unit of Σz).
 */
export function strategyOfPoint(point: readonly Rational[], scale: bigint, shift: bigint): { strategy: Rational[]; payoff: Rational } {
  let total = Rational.ZERO;
  for (const z of point) total = total.add(z);
  const strategy = point.map((z) => z.div(total));
  const payoff = Rational.ONE.div(total).sub(Rational.of(shift)).div(Rational.of(scale));
  return { strategy, payoff };
}
