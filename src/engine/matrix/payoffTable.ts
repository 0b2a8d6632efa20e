import { NimlabError } from '../core/errors.js';
import { Rational } from './arithmetic/rational.js';

/**
 * A game in normal (strategic) form as plain data: the players choose their pure strategies at the
 * same time, and each profile of choices pays each player a rational amount (von Neumann and
 * Morgenstern, *Theory of Games and Economic Behavior*, 1944, ch. II; Osborne and Rubinstein,
 * *A Course in Game Theory*, 1994, def. 11.1).
 *
 * Profiles are numbered as Gambit numbers them in an `.nfg` file: the first player's strategy
 * varies fastest. `payoffs[player][profile]` is what `player` receives.
 */
export interface PayoffTable {
  /** Each player's number of pure strategies (at least one each; at least one player). */
  readonly strategyCounts: readonly number[];
  /** `payoffs[player][profile]`, profile numbered with the first player's strategy fastest. */
  readonly payoffs: readonly (readonly Rational[])[];
}

/** A two-player game as its two matrices: the row player receives `a[i][j]`, the column player `b[i][j]`. */
export interface Bimatrix {
  readonly a: readonly (readonly Rational[])[];
  readonly b: readonly (readonly Rational[])[];
}

/** The number of pure-strategy profiles of a table. */
export function profileCount(strategyCounts: readonly number[]): number {
  return strategyCounts.reduce((product, count) => product * count, 1);
}

/** The profile number of a choice of strategies (first player fastest). */
export function profileIndex(strategyCounts: readonly number[], choice: readonly number[]): number {
  let index = 0;
  for (let player = strategyCounts.length - 1; player >= 0; player--) index = index * strategyCounts[player] + choice[player];
  return index;
}

/** The choice of strategies of a profile number. */
export function profileChoice(strategyCounts: readonly number[], index: number): number[] {
  const choice: number[] = [];
  let rest = index;
  for (const count of strategyCounts) {
    choice.push(rest % count);
    rest = Math.floor(rest / count);
  }
  return choice;
}

/** The table of a bimatrix game (row player is player 1). Throws when the matrices do not agree in shape. */
export function tableFromBimatrix({ a, b }: Bimatrix): PayoffTable {
  const rows = a.length;
  const columns = rows === 0 ? 0 : a[0].length;
  if (rows === 0 || columns === 0) throw new NimlabError('the payoff matrix is empty');
  if (b.length !== rows || a.some((row) => row.length !== columns) || b.some((row) => row.length !== columns)) {
    throw new NimlabError(`the two payoff matrices differ in shape`);
  }
  const first: Rational[] = [];
  const second: Rational[] = [];
  for (let j = 0; j < columns; j++) {
    for (let i = 0; i < rows; i++) {
      first.push(a[i][j]);
      second.push(b[i][j]);
    }
  }
  return { strategyCounts: [rows, columns], payoffs: [first, second] };
}

/** The zero-sum game of a matrix: the column player receives the negative. */
export function zeroSumBimatrix(a: readonly (readonly Rational[])[]): Bimatrix {
  return { a, b: a.map((row) => row.map((x) => x.neg())) };
}

/** The two matrices of a two-player table. Throws for any other number of players. */
export function bimatrixOf(table: PayoffTable): Bimatrix {
  if (table.strategyCounts.length !== 2)
    throw new NimlabError(`this needs a two-player game; the game has ${table.strategyCounts.length} players`);
  const [rows, columns] = table.strategyCounts;
  const a: Rational[][] = [];
  const b: Rational[][] = [];
  for (let i = 0; i < rows; i++) {
    a.push([]);
    b.push([]);
    for (let j = 0; j < columns; j++) {
      a[i].push(table.payoffs[0][j * rows + i]);
      b[i].push(table.payoffs[1][j * rows + i]);
    }
  }
  return { a, b };
}

/** True when every profile's payoffs add to zero (two players or more). */
export function isZeroSum(table: PayoffTable): boolean {
  const profiles = profileCount(table.strategyCounts);
  for (let profile = 0; profile < profiles; profile++) {
    let total = Rational.ZERO;
    for (const payoffs of table.payoffs) total = total.add(payoffs[profile]);
    if (total.sign() !== 0) return false;
  }
  return true;
}

/** Throws a NimlabError when the table's shape is inconsistent (a check for tables built by hand). */
export function checkPayoffTable(table: PayoffTable): void {
  const { strategyCounts, payoffs } = table;
  if (strategyCounts.length === 0) throw new NimlabError('the game has no players');
  strategyCounts.forEach((count, player) => {
    if (!Number.isSafeInteger(count) || count < 1) throw new NimlabError(`player ${player + 1} has no strategies`);
  });
  if (payoffs.length !== strategyCounts.length)
    throw new NimlabError(`${payoffs.length} payoff lists for ${strategyCounts.length} players`);
  const profiles = profileCount(strategyCounts);
  payoffs.forEach((list, player) => {
    if (list.length !== profiles)
      throw new NimlabError(`player ${player + 1} has ${list.length} payoffs for ${profiles} strategy profiles`);
  });
}
