import { GamePrinter, PartizanGames, PartizanLimitError, type OutcomeClass, type StoreLimits } from '../../engine/partizan/index.js';
import type { PartizanFamily, Side } from './partizanFamily.js';
import { PartizanValues } from './partizanValue.js';

/** One winning move: its name and the position it leads to. */
export interface PartizanMoveReport {
  readonly move: string;
  readonly to: string;
}

/** What `nimlab analyze` says of a partizan position. */
export interface PartizanReport {
  readonly game: string;
  /** The position as the family writes it. */
  readonly position: string;
  /** The canonical form in CGSuite's notation; null when only the outcome was found (by search). */
  readonly value: string | null;
  /** L: Left wins whoever starts; R: Right does; N: the first player; P: the second. */
  readonly outcome: OutcomeClass;
  /** Left's winning moves when Left starts (to an option ≥ 0). */
  readonly leftWins: PartizanMoveReport[];
  /** Right's winning moves when Right starts (to an option ≤ 0). */
  readonly rightWins: PartizanMoveReport[];
  /** The independent regions with their values (absent when the position is one region). */
  readonly regions?: { position: string; value: string }[];
  /** How the answer was found: canonical values, or search where values were out of reach. */
  readonly by: 'values' | 'search';
  /** Positions (or symmetry classes of regions) valued. */
  readonly positionsValued: number;
}

/**
 * The seam where a search answers the outcome when the value is out of reach (the store passed
 * its limit): given the family and a position, the outcome class. Part B's αβ search with CGT
 * pruning (`src/games/partizan/search/`) is one; the CLI passes it to `analyzePartizan`.
 */
export type OutcomeSearch = <P>(family: PartizanFamily<P>, position: P, limits: StoreLimits) => OutcomeClass;

export interface PartizanAnalysisOptions extends StoreLimits {
  /** Called now and then with how many positions have been valued. */
  readonly onProgress?: (positionsValued: number) => void;
  /**
   * Answers the outcome (and the winning moves, option by option) when values meet the store
   * limit, or the `valueTimeLimitMs` budget: the search gets the limits with the time left.
   */
  readonly search?: OutcomeSearch;
  /** With `search`: the part of the time limit values may take before the search takes over. */
  readonly valueTimeLimitMs?: number;
}

/** Whether a move to a position of this outcome wins for the side that made it (Winning Ways ch. 1). */
export function winsAfterMove(side: Side, outcome: OutcomeClass): boolean {
  // After Left's move Right starts: Left has won iff Right, starting, loses, i.e. G^L ≥ 0 (L or P).
  return side === 'left' ? outcome === 'L' || outcome === 'P' : outcome === 'R' || outcome === 'P';
}

/**
 * The value (canonical form), outcome class and winning moves of a partizan position
 * (*Winning Ways* vol. 1 ch. 1–2; Siegel 2013 ch. II): Left moving first wins by moving to an
 * option G^L ≥ 0, Right by moving to G^R ≤ 0. Values go through one store with the caller's
 * limits; past the store's size limit, `options.search` answers the outcomes instead.
 */
export function analyzePartizan<P>(family: PartizanFamily<P>, position: P, options: PartizanAnalysisOptions = {}): PartizanReport {
  const started = Date.now();
  const valueBudget = options.search === undefined ? undefined : options.valueTimeLimitMs;
  const limits: StoreLimits = {
    maxGames: options.maxGames,
    timeLimitMs: valueBudget === undefined ? options.timeLimitMs : Math.min(valueBudget, options.timeLimitMs ?? Infinity),
    // Asked by the store now and then, after `solver` exists: the moment to report progress.
    stopRequested: () => {
      options.onProgress?.(solver.size);
      return options.stopRequested?.() ?? false;
    },
  };
  const games = new PartizanGames(limits);
  const solver = new PartizanValues(family.rules, games);
  try {
    return byValues(family, position, solver);
  } catch (error) {
    const search = options.search;
    const outOfReach =
      error instanceof PartizanLimitError && (error.limit === 'games' || (error.limit === 'time' && valueBudget !== undefined));
    if (!outOfReach || search === undefined) throw error;
    // Past the budget for values: the search gets what is left of the caller's time limit.
    if (options.timeLimitMs !== undefined && Date.now() - started >= options.timeLimitMs)
      throw new PartizanLimitError('time', options.timeLimitMs);
    const left = options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs - (Date.now() - started) };
    return bySearch(family, position, search, { ...left, maxGames: options.maxGames, stopRequested: options.stopRequested }, solver.size);
  }
}

function byValues<P>(family: PartizanFamily<P>, position: P, solver: PartizanValues<P>): PartizanReport {
  const { games } = solver;
  const printer = new GamePrinter(games);
  const value = solver.value(position);
  const winning = (side: Side) =>
    family
      .moves(position, side)
      .filter((move) => winsAfterMove(side, games.outcome(solver.value(move.to))))
      .map((move) => ({ move: move.label, to: family.rules.format(move.to) }));
  const parts = family.rules.regions?.(position) ?? [];
  return {
    game: family.name,
    position: family.rules.format(position),
    value: printer.print(value),
    outcome: games.outcome(value),
    leftWins: winning('left'),
    rightWins: winning('right'),
    ...(parts.length > 1
      ? { regions: parts.map((part) => ({ position: family.rules.format(part), value: printer.print(solver.value(part)) })) }
      : {}),
    by: 'values',
    positionsValued: solver.size,
  };
}

function bySearch<P>(family: PartizanFamily<P>, position: P, search: OutcomeSearch, limits: StoreLimits, valued: number): PartizanReport {
  const winning = (side: Side) =>
    family
      .moves(position, side)
      .filter((move) => winsAfterMove(side, search(family, move.to, limits)))
      .map((move) => ({ move: move.label, to: family.rules.format(move.to) }));
  return {
    game: family.name,
    position: family.rules.format(position),
    value: null,
    outcome: search(family, position, limits),
    leftWins: winning('left'),
    rightWins: winning('right'),
    by: 'search',
    positionsValued: valued,
  };
}
