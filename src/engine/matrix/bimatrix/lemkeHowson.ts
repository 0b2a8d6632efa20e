import {
  bestResponsePolytopes,
  polytopeTableau,
  strategyOfPoint,
  tableauPoint,
  type BestResponsePolytopes,
} from './bestResponsePolytope.js';
import type { Equilibrium } from '../equilibrium.js';
import type { IntegerTableau } from '../arithmetic/integerTableau.js';
import type { Bimatrix } from '../payoffTable.js';
import { profileKey } from '../equilibrium.js';
import { SolveClock, type SolveControl } from '../solveLimits.js';

/**
 * One Nash equilibrium of a bimatrix game by the Lemke–Howson algorithm ("Equilibrium points of
 * bimatrix games", *J. SIAM* 12, 1964; as complementary pivoting on the best-response polytopes in
 * von Stengel, *Handbook of Game Theory* vol. 3, 2002, §2.6, algorithm 2.9): from (0, 0) drop the
 * label `missing` (0 … m-1 a row, m … m+n-1 a column), then alternately pivot in P and Q, entering
 * the variable whose label has just become duplicate, until `missing` is picked up again.
 *
 * The ratio test is lexicographic (ties broken by the rows of the basis inverse, ibid. §2.7), which
 * is the perturbation that keeps the path well defined in degenerate games too.
 */
export function lemkeHowson(game: Bimatrix, missing: number, control: SolveControl = {}): Equilibrium {
  return lemkeHowsonOn(bestResponsePolytopes(game), missing, new SolveClock(control, 64));
}

/** The equilibria reached from every starting label, each once, in the order of the labels. */
export function lemkeHowsonFromEveryLabel(game: Bimatrix, control: SolveControl = {}): { equilibrium: Equilibrium; labels: number[] }[] {
  const polytopes = bestResponsePolytopes(game);
  const clock = new SolveClock(control, 64);
  const found = new Map<string, { equilibrium: Equilibrium; labels: number[] }>();
  for (let label = 0; label < polytopes.rows + polytopes.columns; label++) {
    const equilibrium = lemkeHowsonOn(polytopes, label, clock);
    const key = profileKey(equilibrium.strategies);
    const entry = found.get(key);
    if (entry === undefined) found.set(key, { equilibrium, labels: [label] });
    else entry.labels.push(label);
  }
  return [...found.values()];
}

function lemkeHowsonOn(polytopes: BestResponsePolytopes, missing: number, clock: SolveClock): Equilibrium {
  const { rows: m, columns: n } = polytopes;
  if (!Number.isInteger(missing) || missing < 0 || missing >= m + n) throw new RangeError(`label ${missing} is not in 0..${m + n - 1}`);
  const p = polytopeTableau(polytopes.pConstraints);
  const q = polytopeTableau(polytopes.qConstraints);
  // P's variables carry their own number as label (x_i → i, slack j → m+j); Q's: y_j → m+j, slack i → i.
  const qVariable = (label: number) => (label < m ? n + label : label - m);
  const qLabel = (variable: number) => (variable < n ? m + variable : variable - n);
  let inP = missing < m;
  let entering = inP ? missing : qVariable(missing);
  let pivots = 0;
  for (;;) {
    clock.tick(() => `${pivots} pivots from label ${missing}`);
    const tableau = inP ? p : q;
    const row = lexicographicRatioRow(tableau, entering, inP ? m : n);
    const leaving = tableau.basis[row];
    tableau.pivot(row, entering);
    pivots++;
    const label = inP ? leaving : qLabel(leaving);
    if (label === missing) break;
    inP = !inP;
    entering = inP ? label : qVariable(label);
  }
  const row = strategyOfPoint(tableauPoint(p, m), polytopes.scaleB, polytopes.shiftB);
  const column = strategyOfPoint(tableauPoint(q, n), polytopes.scaleA, polytopes.shiftA);
  return { strategies: [row.strategy, column.strategy], payoffs: [column.payoff, row.payoff] };
}

/**
 * The leaving row for `entering`: least rhs/entry, ties broken by the least (slack column c)/entry
 * for c = 0, 1, … (the rows of the basis inverse, which are independent, so a tie always ends).
 * `dimension` is the number of non-slack variables.
 */
function lexicographicRatioRow(tableau: IntegerTableau, entering: number, dimension: number): number {
  const { cells, rhs, constraints } = tableau;
  let best = -1;
  for (let r = 0; r < constraints; r++) {
    const entry = cells[r][entering];
    if (entry <= 0n) continue;
    if (best < 0) {
      best = r;
      continue;
    }
    const bestEntry = cells[best][entering];
    let difference = cells[r][rhs] * bestEntry - cells[best][rhs] * entry;
    for (let c = 0; difference === 0n && c < constraints; c++) {
      difference = cells[r][dimension + c] * bestEntry - cells[best][dimension + c] * entry;
    }
    if (difference < 0n) best = r;
  }
  // The polytopes are bounded, so an entering column always has a positive entry.
  if (best < 0) throw new Error('Lemke–Howson: an unbounded edge in a bounded polytope');
  return best;
}
