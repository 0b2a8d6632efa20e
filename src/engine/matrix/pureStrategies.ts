import { profileChoice, profileCount, profileIndex, type PayoffTable } from './payoffTable.js';
import type { Rational } from './arithmetic/rational.js';
import { SolveClock, type SolveControl } from './solveLimits.js';

/**
 * Every pure-strategy Nash equilibrium of an n-player game: the profiles where no player gains by
 * changing only their own strategy (Nash 1951; Osborne and Rubinstein 1994, def. 14.1). Exhaustive
 * over the profiles, each checked against every unilateral deviation. Returns the choices
 * (strategy numbers from 0), in profile order.
 */
export function pureEquilibria(table: PayoffTable, control: SolveControl = {}): number[][] {
  const { strategyCounts, payoffs } = table;
  const profiles = profileCount(strategyCounts);
  const clock = new SolveClock(control, 4096);
  const found: number[][] = [];
  for (let index = 0; index < profiles; index++) {
    clock.tick(() => `${found.length} pure equilibria found, ${index} of ${profiles} profiles checked`, index, profiles);
    const choice = profileChoice(strategyCounts, index);
    if (strategyCounts.every((count, player) => !gainsByDeviating(table, choice, player, payoffs[player][index], count)))
      found.push(choice);
  }
  return found;
}

function gainsByDeviating(table: PayoffTable, choice: number[], player: number, current: Rational, count: number): boolean {
  const deviation = [...choice];
  for (let s = 0; s < count; s++) {
    if (s === choice[player]) continue;
    deviation[player] = s;
    if (table.payoffs[player][profileIndex(table.strategyCounts, deviation)].compare(current) > 0) return true;
  }
  return false;
}

/**
 * The saddle points of a zero-sum matrix: entries least in their row and greatest in their column
 * (pure optimal strategies; von Neumann and Morgenstern 1944, §13.4; Ferguson, *Game Theory*,
 * part II §2.1). Returns [row, column] pairs in row-major order.
 */
export function saddlePoints(matrix: readonly (readonly Rational[])[]): [number, number][] {
  const rowLeast = matrix.map((row) => row.reduce((least, x) => (x.compare(least) < 0 ? x : least)));
  const columnMost = matrix[0].map((_, j) => matrix.reduce((most, row) => (row[j].compare(most) > 0 ? row[j] : most), matrix[0][j]));
  const points: [number, number][] = [];
  matrix.forEach((row, i) =>
    row.forEach((x, j) => {
      if (x.equals(rowLeast[i]) && x.equals(columnMost[j])) points.push([i, j]);
    }),
  );
  return points;
}
