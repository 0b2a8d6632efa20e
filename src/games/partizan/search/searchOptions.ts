/** How far a search has got, given to the progress callback. */
export interface SearchProgress {
  /** Positions visited so far (both starters together). */
  readonly nodes: number;
  /** Who is to move at the root of the search running now. */
  readonly starter: 'left' | 'right';
  /** Root moves refuted so far, and how many there are (a win ends the root early). */
  readonly rootMovesDone: number;
  readonly rootMoves: number;
  readonly elapsedMs: number;
}

/** The caller's hold on a search: a time limit, a stop request, progress reports. */
export interface SearchOptions {
  /** Give up (a SearchLimitError 'time') after this many ms (default: never). */
  readonly timeLimitMs?: number;
  /** Read every `checkEvery` positions: true stops the search (a SearchLimitError 'interrupted'). */
  readonly shouldStop?: () => boolean;
  /** Called every `checkEvery` positions. */
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Positions between checks (default 65,536; a power of two). */
  readonly checkEvery?: number;
  /** Wall clock in ms (default Date.now; tests pass their own). */
  readonly now?: () => number;
}

/** Who wins with one player to move, how, and what it cost. */
export interface StarterResult<M> {
  /** The player to move wins. */
  readonly wins: boolean;
  /** A winning first move when `wins`. */
  readonly move?: M;
  /** Positions visited for this starter. */
  readonly nodes: number;
  /**
   * Read off the other starter's search, not searched: the position is its own transpose, and
   * transposing a Domineering board swaps the players (Left's vertical dominoes become Right's
   * horizontal ones), so Right moving first wins exactly when Left moving first does.
   */
  readonly fromTranspose?: boolean;
}

/** The outcome class by search: both starters searched. */
export interface OutcomeResult<M> {
  /** L, R, N or P (*Winning Ways* vol. 1 ch. 1). */
  readonly outcome: 'L' | 'R' | 'N' | 'P';
  readonly leftFirst: StarterResult<M>;
  readonly rightFirst: StarterResult<M>;
  /** Positions visited in all. */
  readonly nodes: number;
}

/** The outcome class from who wins moving first. */
export function outcomeOf(leftWinsFirst: boolean, rightWinsFirst: boolean): 'L' | 'R' | 'N' | 'P' {
  return leftWinsFirst && rightWinsFirst ? 'N' : leftWinsFirst ? 'L' : rightWinsFirst ? 'R' : 'P';
}
