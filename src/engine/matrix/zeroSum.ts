import { IntegerTableau } from './arithmetic/integerTableau.js';
import { leastEntry, scaleToIntegers, shifted } from './arithmetic/integerMatrix.js';
import { Rational } from './arithmetic/rational.js';
import { SolveClock, type SolveControl } from './solveLimits.js';

/** The solution of a two-player zero-sum game: its value and an optimal mixed strategy of each player. */
export interface ZeroSumSolution {
  /** What the row player can guarantee and the column player can hold him to (the minimax theorem). */
  readonly value: Rational;
  readonly rowStrategy: Rational[];
  readonly columnStrategy: Rational[];
}

/**
 * The value and optimal strategies of the zero-sum game with payoff matrix `a` (the row player
 * receives a[i][j], the column player pays it), exactly, by the simplex method on the game's
 * linear program (von Neumann's minimax theorem; the LP as in Dantzig, *Linear Programming and
 * Extensions*, 1963, ch. 13.2, and Chvátal, *Linear Programming*, 1983, ch. 15).
 *
 * The matrix is made integral (times the lcm of its denominators) and positive (plus a shift c), so
 * the value v' is positive; then y = q / v' solves: maximise Σy subject to A'y ≤ 1, y ≥ 0, with
 * Σy = 1/v'. The optimal duals of the rows, divided by their sum, are the row player's strategy.
 * Integer pivoting: exact; Dantzig's rule, with Bland's after a run of degenerate pivots: it ends.
 */
export function solveZeroSum(matrix: readonly (readonly Rational[])[], control: SolveControl = {}): ZeroSumSolution {
  const { entries, scale } = scaleToIntegers(matrix);
  const shift = 1n - leastEntry(entries);
  const positive = shifted(entries, shift);
  const rows = positive.length;
  const columns = positive[0].length;
  const variables = columns + rows;
  const cells: bigint[][] = [];
  for (let i = 0; i < rows; i++) {
    const line = new Array<bigint>(variables + 1).fill(0n);
    for (let j = 0; j < columns; j++) line[j] = positive[i][j];
    line[columns + i] = 1n;
    line[variables] = 1n;
    cells.push(line);
  }
  const objective = new Array<bigint>(variables + 1).fill(0n);
  for (let j = 0; j < columns; j++) objective[j] = -1n;
  cells.push(objective);
  const tableau = new IntegerTableau(
    cells,
    rows,
    variables,
    Array.from({ length: rows }, (_, i) => columns + i),
  );
  // Dantzig's rule (the most negative reduced cost) takes far fewer pivots than Bland's; after
  // STALL_LIMIT pivots in a row that leave the objective where it was, Bland's rule takes over for
  // good, which cannot cycle (Bland, "New finite pivoting rules for the simplex method", Math. of
  // OR 2, 1977), so the loop ends.
  let stalled = 0;
  let pivots = 0;
  const clock = new SolveClock(control, 16);
  let bland = false;
  for (;;) {
    const entering = bland ? firstNegative(objective, variables) : mostNegative(objective, variables);
    if (entering < 0) break;
    clock.tick(() => `${pivots} simplex pivots made`);
    pivots++;
    const before = objective[variables];
    const determinant = tableau.determinant;
    tableau.pivot(tableau.ratioRow(entering), entering);
    // The objective is objective[rhs] / determinant: compare across the change of determinant.
    if (objective[variables] * determinant === before * tableau.determinant) {
      if (++stalled >= STALL_LIMIT) bland = true;
    } else stalled = 0;
  }
  const total = objective[variables];
  const columnStrategy: Rational[] = [];
  for (let j = 0; j < columns; j++) {
    const row = tableau.rowOf[j];
    columnStrategy.push(row < 0 ? Rational.ZERO : Rational.of(cells[row][variables], total));
  }
  const rowStrategy: Rational[] = [];
  for (let i = 0; i < rows; i++) rowStrategy.push(Rational.of(objective[columns + i], total));
  // v' = determinant / total is the shifted, scaled value.
  const value = Rational.of(tableau.determinant - shift * total, total * scale);
  return { value, rowStrategy, columnStrategy };
}

/** Degenerate pivots in a row before Bland's rule replaces Dantzig's. */
const STALL_LIMIT = 50;

function firstNegative(objective: readonly bigint[], variables: number): number {
  for (let v = 0; v < variables; v++) if (objective[v] < 0n) return v;
  return -1;
}

/** The most negative reduced cost (all share the tableau's determinant, so integers compare). */
function mostNegative(objective: readonly bigint[], variables: number): number {
  let best = -1;
  for (let v = 0; v < variables; v++) if (objective[v] < 0n && (best < 0 || objective[v] < objective[best])) best = v;
  return best;
}
