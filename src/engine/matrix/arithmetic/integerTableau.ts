/**
 * A simplex tableau kept in integers by integer pivoting (Edmonds 1967; Bareiss 1968; as used for
 * bimatrix games by von Stengel, "Computing equilibria for two-person games", *Handbook of Game
 * Theory* vol. 3, 2002, §2.7): every entry is the true tableau entry times `determinant`, the last
 * pivot element, and each pivot's division is exact. No rational is formed inside the loop, and
 * the entries stay as small as the minors they are.
 *
 * Row r of `cells` is the equation of basic variable `basis[r]`; the last column is the right-hand
 * side. Extra rows past the constraints (an objective) are updated with the rest.
 */
export class IntegerTableau {
  /** cells[r][c] = determinant × true entry. */
  readonly cells: bigint[][];
  /** basis[r]: the variable basic in constraint row r. */
  readonly basis: Int32Array;
  /** Where each variable is basic (its row), or -1. */
  readonly rowOf: Int32Array;
  determinant = 1n;
  /** The columns a pivot recomputes, refilled by each pivot (no array allocated per pivot). */
  private readonly active: Int32Array;

  /**
   * `cells`: `constraints` rows of equations then any extra rows (objective), each row
   * `variables` coefficients then the right-hand side; `basis`: the starting basic variable of
   * each constraint row (its column must be a unit column).
   */
  constructor(
    cells: bigint[][],
    readonly constraints: number,
    readonly variables: number,
    basis: readonly number[],
  ) {
    this.cells = cells;
    this.basis = Int32Array.from(basis);
    this.rowOf = new Int32Array(variables).fill(-1);
    basis.forEach((variable, row) => (this.rowOf[variable] = row));
    this.active = new Int32Array(variables + 1);
  }

  get rhs(): number {
    return this.variables;
  }

  /**
   * Makes `variable` basic in `row` (its entry there must be positive, so the determinant stays
   * positive). Columns of the other basic variables are skipped: they stay unit columns, their one
   * nonzero entry (in their own row) becoming the new determinant, so only the nonbasic columns,
   * the leaving one and the right-hand side are computed — about half the work.
   */
  pivot(row: number, variable: number): void {
    const cells = this.cells;
    const pivotRow = cells[row];
    const element = pivotRow[variable];
    if (element <= 0n) throw new Error(`pivot on a non-positive element ${element}`);
    const previous = this.determinant;
    const leaving = this.basis[row];
    const columns = this.active;
    let count = 0;
    for (let c = 0; c < pivotRow.length; c++) if (c === this.rhs || c === leaving || this.rowOf[c] < 0) columns[count++] = c;
    for (let r = 0; r < cells.length; r++) {
      if (r === row) continue;
      const line = cells[r];
      const factor = line[variable];
      if (factor === 0n) {
        if (element !== previous) for (let k = 0; k < count; k++) line[columns[k]] = (line[columns[k]] * element) / previous;
      } else {
        for (let k = 0; k < count; k++) {
          const c = columns[k];
          line[c] = (line[c] * element - factor * pivotRow[c]) / previous;
        }
      }
      line[variable] = 0n;
    }
    for (let r = 0; r < this.constraints; r++) if (r !== row) cells[r][this.basis[r]] = element;
    this.determinant = element;
    this.rowOf[leaving] = -1;
    this.basis[row] = variable;
    this.rowOf[variable] = row;
  }

  /**
   * The minimum-ratio row for an entering column (rows with a positive entry; ties to the row whose
   * basic variable is least: Bland's rule, so the simplex never cycles), or -1 when none bounds it.
   */
  ratioRow(variable: number): number {
    let best = -1;
    for (let r = 0; r < this.constraints; r++) {
      const entry = this.cells[r][variable];
      if (entry <= 0n) continue;
      if (best < 0) {
        best = r;
        continue;
      }
      const difference = this.cells[r][this.rhs] * this.cells[best][variable] - this.cells[best][this.rhs] * entry;
      if (difference < 0n || (difference === 0n && this.basis[r] < this.basis[best])) best = r;
    }
    return best;
  }
}
