import type { PayoffTable } from '../../engine/matrix/index.js';

/**
 * A game without turns as the files and classics give it: the payoff table the solvers take, and
 * the names that go with it (Gambit's `.nfg` carries a title, player names and strategy names).
 */
export interface MatrixGame {
  readonly title: string;
  readonly playerNames: readonly string[];
  /** strategyNames[player][s]; as many as the table's strategy counts. */
  readonly strategyNames: readonly (readonly string[])[];
  readonly table: PayoffTable;
  /** The `.nfg` comment, if the file had one. */
  readonly comment?: string;
}

/** Names `1`, `2`, … for a player's strategies, as Gambit numbers unnamed ones. */
export function numberedNames(count: number): string[] {
  return Array.from({ length: count }, (_, s) => String(s + 1));
}

/** A game with default names: `Player 1`, `Player 2`, … and strategies numbered from 1. */
export function namedGame(title: string, table: PayoffTable): MatrixGame {
  return {
    title,
    playerNames: table.strategyCounts.map((_, player) => `Player ${player + 1}`),
    strategyNames: table.strategyCounts.map(numberedNames),
    table,
  };
}
