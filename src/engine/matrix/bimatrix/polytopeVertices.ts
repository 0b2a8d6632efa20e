import { polytopeTableau, tableauPoint } from './bestResponsePolytope.js';
import type { IntegerTableau } from '../arithmetic/integerTableau.js';
import type { Rational } from '../arithmetic/rational.js';
import { SolveClock, type SolveControl } from '../solveLimits.js';

/** A vertex of { z ≥ 0 : Mz ≤ 1 }: its point and which variables (coordinates, then slacks) are 0. */
export interface PolytopeVertex {
  readonly point: Rational[];
  /** Bit v set when variable v is 0 (v < d: z_v = 0; v ≥ d: constraint v-d is tight). */
  readonly zero: bigint;
  /** More than d variables are 0: the polytope is degenerate at this vertex. */
  readonly degenerate: boolean;
}

/**
 * Every vertex of the bounded polytope { z ≥ 0 : Mz ≤ 1 } (M > 0), by a depth-first walk over its
 * feasible bases: from each basis, every entering variable with every row that ties in the ratio
 * test gives a neighbouring feasible basis. The graph of feasible bases is connected (each is
 * joined to the optimum of a linear objective by simplex pivots; Avis and Fukuda, "A pivoting
 * algorithm for convex hulls and vertex enumeration", *Discrete Comput. Geom.* 8, 1992), so the
 * walk meets every vertex, once per basis that names it in a degenerate polytope. The walk keeps
 * one tableau and pivots back on the way up (a pivot row is unchanged by its pivot, so the reverse
 * pivot is on the old determinant, positive, and restores the tableau exactly).
 */
export function polytopeVertices(constraints: readonly (readonly bigint[])[], control: SolveControl = {}): PolytopeVertex[] {
  const d = constraints[0].length;
  const tableau = polytopeTableau(constraints);
  const clock = new SolveClock(control, 64);
  const seenBases = new Set<bigint>([basisKey(tableau)]);
  const vertices = new Map<bigint, PolytopeVertex>();
  const record = () => {
    const vertex = vertexOf(tableau, d);
    if (!vertices.has(vertex.zero)) vertices.set(vertex.zero, vertex);
  };
  record();
  type Frame = { moves: [number, number][]; next: number; undo: [number, number] | null };
  const stack: Frame[] = [{ moves: neighbours(tableau), next: 0, undo: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next === frame.moves.length) {
      stack.pop();
      if (frame.undo !== null) tableau.pivot(frame.undo[0], frame.undo[1]);
      continue;
    }
    const [row, entering] = frame.moves[frame.next++];
    const leaving = tableau.basis[row];
    const key = basisKey(tableau) ^ (1n << BigInt(leaving)) ^ (1n << BigInt(entering));
    if (seenBases.has(key)) continue;
    clock.tick(() => `${vertices.size} vertices found, ${seenBases.size} bases visited`);
    seenBases.add(key);
    tableau.pivot(row, entering);
    record();
    stack.push({ moves: neighbours(tableau), next: 0, undo: [row, leaving] });
  }
  return [...vertices.values()];
}

function basisKey(tableau: IntegerTableau): bigint {
  let key = 0n;
  for (const v of tableau.basis) key |= 1n << BigInt(v);
  return key;
}

/** Every feasible pivot (row, entering variable) from the tableau's basis: each row tying in the ratio test. */
function neighbours(tableau: IntegerTableau): [number, number][] {
  const moves: [number, number][] = [];
  const { cells, rhs, constraints } = tableau;
  for (let entering = 0; entering < tableau.variables; entering++) {
    if (tableau.rowOf[entering] >= 0) continue;
    let best: number[] = [];
    for (let r = 0; r < constraints; r++) {
      const entry = cells[r][entering];
      if (entry <= 0n) continue;
      if (best.length === 0) {
        best = [r];
        continue;
      }
      const difference = cells[r][rhs] * cells[best[0]][entering] - cells[best[0]][rhs] * entry;
      if (difference < 0n) best = [r];
      else if (difference === 0n) best.push(r);
    }
    for (const r of best) moves.push([r, entering]);
  }
  return moves;
}

function vertexOf(tableau: IntegerTableau, d: number): PolytopeVertex {
  let zero = 0n;
  let count = 0;
  for (let v = 0; v < tableau.variables; v++) {
    const row = tableau.rowOf[v];
    if (row < 0 || tableau.cells[row][tableau.rhs] === 0n) {
      zero |= 1n << BigInt(v);
      count++;
    }
  }
  return { point: tableauPoint(tableau, d), zero, degenerate: count > d };
}
