/**
 * The definition every solver in nimlab works from: an impartial game is a set of positions and a
 * move generator. A move leads either to one position or to a disjunctive sum of independent
 * positions (a heap split in two, a graph cut in pieces, a coin row's heads coins).
 */

/** A canonical memo key: two positions with the same key must be the same game. */
export type Key = string | number;

/** A disjunctive sum of independent components; the empty sum is the finished game (value 0). */
export class Sum<P> {
  constructor(readonly components: readonly P[]) {}
}

/** Builds the option "these components, played side by side". */
export function sum<P>(...components: P[]): Sum<P> {
  return new Sum(components);
}

/** What one move leads to: a single position or a sum of positions. */
export type Option<P> = P | Sum<P>;

export interface Game<P> {
  /** Every option of `position`; none means the player to move has lost (normal play). */
  moves(position: P): Iterable<Option<P>>;
  /** Canonical memo key of a position. */
  key(position: P): Key;
  /**
   * Optional, for speed: the position packed into an integer 0..2^53−1, equal for two positions
   * exactly when their keys are (a pair (a, b) of heaps below 2^20 as a·2^20 + b, say). Solvers
   * that see it (fastSolver) find positions by open addressing on it instead of a Map of keys.
   */
  pack?(position: P): number;
  /**
   * Optional, for speed, for games on integers: writes the options of `position` (integers, no
   * sums) into `out` from index 0 and returns how many there are; when that is more than
   * out.length the solver calls again with a larger buffer. It must give the options `moves`
   * gives (in any order; solvers check it on the first positions). Bottom-up fills use it instead
   * of `moves`, which allocates an array per position.
   */
  writeMoves?(position: P, out: Int32Array): number;
  /** Human-readable form of a position, for CLI and errors. Defaults to JSON. */
  format?(position: P): string;
}

export function isSum<P>(option: Option<P>): option is Sum<P> {
  return option instanceof Sum;
}

/** The components an option consists of: one for a plain position, any number for a sum. */
export function componentsOf<P>(option: Option<P>): readonly P[] {
  return isSum(option) ? option.components : [option];
}

export function formatPosition<P>(game: Game<P>, position: P): string {
  return game.format ? game.format(position) : JSON.stringify(position, bigintReplacer);
}

export function formatOption<P>(game: Game<P>, option: Option<P>): string {
  if (!isSum(option)) return formatPosition(game, option);
  if (option.components.length === 0) return '0';
  return option.components.map((c) => formatPosition(game, c)).join(' + ');
}

function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Outcome class under normal play: N = the player to move wins, P = the previous player wins. */
export type Outcome = 'N' | 'P';

/** A move in a sum: which component is played, and the option it moves to. */
export interface SumMove<P> {
  component: number;
  option: Option<P>;
}
