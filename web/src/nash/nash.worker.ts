/// <reference lib="webworker" />
import { bimatrixOf, matrixClassic, readMatrixGame, solveNash, NimlabError } from '../library';
import type { MatrixGame, NashMethod } from '../library';
import { serveTask } from '../worker/protocol';

export interface NashRequest {
  /** A classic's name (`rps`, `blotto:5,3`) or matrix text (rows of numbers, `A | B` rows). */
  game: string;
  method?: NashMethod;
}

/** Steps done (and in all, 0 when unknown), as the solvers report them. */
export interface NashProgress {
  done: number;
  total: number;
}

/** One player's payoff line over the row player's mix p (on the first row): value at p = 0 and at p = 1. */
export interface PayoffLine {
  strategy: string;
  atZero: number;
  atOne: number;
}

/** Everything the page shows, as plain data: probabilities and payoffs as exact fraction strings. */
export interface NashResult {
  title: string;
  playerNames: string[];
  strategyNames: string[][];
  zeroSum: boolean;
  value?: string;
  valuePath?: string;
  method: string;
  coverage: string;
  equilibria: { strategies: string[][]; payoffs: string[] }[];
  convexSets?: number[][];
  dominance: { player: number; removed: number; by: number }[];
  /** For a game with two rows: the column player's payoff lines against the row player's mix (drawing only). */
  columnLines?: PayoffLine[];
}

function readGame(text: string): MatrixGame {
  const name = text.trim();
  const classic = /^[a-z-]+(:[\d,]+)?$/.test(name) ? matrixClassic(name) : null;
  if (classic !== null) return classic;
  if (name === '') throw new NimlabError('type a matrix or pick a classic');
  return readMatrixGame(text, 'your game');
}

/** Solves off the page's thread: vertex enumeration of a 12 × 12 game takes seconds; Cancel ends it. */
serveTask<NashRequest, NashProgress, NashResult>(self, ({ game: text, method }, progress) => {
  const game = readGame(text);
  const report = solveNash(game.table, {
    method,
    control: { timeLimitMs: 120_000, onProgress: (done, total) => progress({ done, total }) },
  });
  const twoRows = game.table.strategyCounts.length === 2 && game.table.strategyCounts[0] === 2;
  const b = twoRows ? bimatrixOf(game.table).b : undefined;
  const columnLines = b?.[0].map((_, j) => ({ strategy: game.strategyNames[1][j], atZero: b[1][j].toNumber(), atOne: b[0][j].toNumber() }));
  return {
    title: game.title,
    playerNames: [...game.playerNames],
    strategyNames: game.strategyNames.map((names) => [...names]),
    zeroSum: report.zeroSum,
    value: report.value?.toString(),
    valuePath: report.valuePath,
    method: report.method,
    coverage: report.coverage,
    equilibria: report.equilibria.map((e) => ({ strategies: e.strategies.map((s) => s.map(String)), payoffs: e.payoffs.map(String) })),
    convexSets: report.convexSets,
    dominance: report.dominance.steps.map((step) => ({ ...step })),
    columnLines,
  };
});
