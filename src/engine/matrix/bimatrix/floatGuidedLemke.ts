import { scaleToIntegers, transposed } from '../arithmetic/integerMatrix.js';
import { Rational } from '../arithmetic/rational.js';
import { checkEquilibrium, type Equilibrium } from '../equilibrium.js';
import { tableFromBimatrix, type Bimatrix } from '../payoffTable.js';
import { SolveClock, type SolveControl } from '../solveLimits.js';
import { indifferentMix } from './supportEnumeration.js';

/** Below this a float is taken for zero (payoffs are shifted to 1 … 2 before pivoting). */
const EPSILON = 1e-9;

/**
 * Lemke–Howson in floating point to find the supports, then the equilibrium on those supports
 * solved exactly and checked against the definition: exact answers at float speed for large
 * games, whose equilibria have small supports. Returns null when the float path fails or its
 * supports give no exact equilibrium (a degenerate or ill-conditioned game); the caller then runs
 * the exact `lemkeHowson`. The pivoting is the same algorithm (von Stengel 2002, §2.6), on the
 * polytopes of payoffs shifted and scaled into [1, 2] so the floats stay well conditioned.
 */
export function floatGuidedLemkeHowson(game: Bimatrix, missing: number, control: SolveControl = {}): Equilibrium | null {
  const m = game.a.length;
  const n = game.a[0].length;
  const unit = (matrix: readonly (readonly Rational[])[]) => {
    const numbers = matrix.map((row) => row.map((x) => x.toNumber()));
    let least = Infinity;
    let most = -Infinity;
    for (const row of numbers) {
      for (const x of row) {
        least = Math.min(least, x);
        most = Math.max(most, x);
      }
    }
    const span = most - least || 1;
    return numbers.map((row) => row.map((x) => 1 + (x - least) / span));
  };
  const p = floatTableau(transposed(unit(game.b)));
  const q = floatTableau(unit(game.a));
  const clock = new SolveClock(control, 256);
  const qVariable = (label: number) => (label < m ? n + label : label - m);
  const qLabel = (variable: number) => (variable < n ? m + variable : variable - n);
  let inP = missing < m;
  let entering = inP ? missing : qVariable(missing);
  for (let pivots = 0; ; pivots++) {
    clock.tick(() => `${pivots} floating pivots from label ${missing + 1}`);
    if (pivots > 100 * (m + n) + 1000) return null;
    const tableau = inP ? p : q;
    const row = ratioRow(tableau, entering);
    if (row < 0) return null;
    const leaving = tableau.basis[row];
    pivot(tableau, row, entering);
    const label = inP ? leaving : qLabel(leaving);
    if (label === missing) break;
    inP = !inP;
    entering = inP ? label : qVariable(label);
  }
  const rowSupport = support(p, m);
  const columnSupport = support(q, n);
  if (rowSupport.length !== columnSupport.length || rowSupport.length === 0) return null;
  const a = scaleToIntegers(game.a);
  const b = scaleToIntegers(game.b);
  const x = indifferentMix(transposed(b.entries), rowSupport, columnSupport, m);
  const y = indifferentMix(a.entries, columnSupport, rowSupport, n);
  if (x === null || y === null) return null;
  const check = checkEquilibrium(tableFromBimatrix(game), [x.mix, y.mix]);
  return check.ok ? { strategies: [x.mix, y.mix], payoffs: check.payoffs } : null;
}

interface FloatTableau {
  readonly cells: Float64Array[];
  readonly basis: Int32Array;
  readonly rowOf: Int32Array;
  readonly width: number;
  /**
   * The nonbasic variables (the columns a pivot changes: a basic column stays a unit column, so it
   * is never recomputed), and where each variable is in that list (-1 while basic).
   */
  readonly nonbasic: Int32Array;
  readonly slotOf: Int32Array;
}

/** { z ≥ 0 : Mz ≤ 1 } with slacks basic, in floats. */
function floatTableau(constraints: number[][]): FloatTableau {
  const k = constraints.length;
  const d = constraints[0].length;
  const width = d + k + 1;
  const cells = constraints.map((row, r) => {
    const line = new Float64Array(width);
    row.forEach((x, c) => (line[c] = x));
    line[d + r] = 1;
    line[width - 1] = 1;
    return line;
  });
  const rowOf = new Int32Array(d + k).fill(-1);
  const basis = Int32Array.from({ length: k }, (_, r) => d + r);
  basis.forEach((v, r) => (rowOf[v] = r));
  const nonbasic = Int32Array.from({ length: d }, (_, c) => c);
  const slotOf = new Int32Array(d + k).fill(-1);
  nonbasic.forEach((v, slot) => (slotOf[v] = slot));
  return { cells, basis, rowOf, width, nonbasic, slotOf };
}

function ratioRow(tableau: FloatTableau, entering: number): number {
  const rhs = tableau.width - 1;
  let best = -1;
  let bestRatio = Infinity;
  for (let r = 0; r < tableau.cells.length; r++) {
    const entry = tableau.cells[r][entering];
    if (entry <= EPSILON) continue;
    const ratio = tableau.cells[r][rhs] / entry;
    if (ratio < bestRatio - EPSILON || (ratio <= bestRatio + EPSILON && best >= 0 && tableau.basis[r] < tableau.basis[best])) {
      best = r;
      bestRatio = Math.min(ratio, bestRatio);
    }
  }
  return best;
}

/**
 * Makes `entering` basic in `row`. Only the nonbasic columns (the leaving one among them, the
 * entering one leaving the list) and the right-hand side are computed, about half the tableau;
 * the arithmetic on each of them is what a full pivot does, so the path is the same to the bit.
 * No allocation.
 */
function pivot(tableau: FloatTableau, row: number, entering: number): void {
  const { cells, width, nonbasic, slotOf } = tableau;
  const rhs = width - 1;
  const leaving = tableau.basis[row];
  const slot = slotOf[entering];
  nonbasic[slot] = leaving;
  slotOf[leaving] = slot;
  slotOf[entering] = -1;
  const count = nonbasic.length;
  const pivotRow = cells[row];
  const element = pivotRow[entering];
  for (let k = 0; k < count; k++) pivotRow[nonbasic[k]] /= element;
  pivotRow[rhs] /= element;
  pivotRow[entering] = 1;
  for (let r = 0; r < cells.length; r++) {
    if (r === row) continue;
    const line = cells[r];
    const factor = line[entering];
    if (factor === 0) continue;
    for (let k = 0; k < count; k++) {
      const c = nonbasic[k];
      line[c] -= factor * pivotRow[c];
    }
    line[rhs] -= factor * pivotRow[rhs];
    line[entering] = 0;
  }
  tableau.rowOf[leaving] = -1;
  tableau.basis[row] = entering;
  tableau.rowOf[entering] = row;
}

/** The coordinates (of the first `dimension` variables) basic with a value above zero. */
function support(tableau: FloatTableau, dimension: number): number[] {
  const result: number[] = [];
  for (let v = 0; v < dimension; v++) {
    const row = tableau.rowOf[v];
    if (row >= 0 && tableau.cells[row][tableau.width - 1] > EPSILON) result.push(v);
  }
  return result;
}
