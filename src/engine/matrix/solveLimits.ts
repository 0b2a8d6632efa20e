import { NimlabError } from '../core/errors.js';

/** The limits a matrix-game solver can meet ('interrupted': its caller asked it to stop). */
export type MatrixLimit = 'time' | 'interrupted' | 'pivots' | 'sets';

/**
 * A matrix-game solver met a limit: which one and its value, and how far it got (equilibria found
 * so far, or pivots made). The message says it in plain words; a front end names its own way to
 * raise the limit.
 */
export class MatrixLimitError extends NimlabError {
  override name = 'MatrixLimitError';

  constructor(
    readonly limit: MatrixLimit,
    readonly value: number,
    readonly progress: string,
  ) {
    super(`${limitMessage(limit, value)} (${progress})`);
  }
}

function limitMessage(limit: MatrixLimit, value: number): string {
  switch (limit) {
    case 'time':
      return `the time limit of ${value / 1000} s was reached`;
    case 'interrupted':
      return 'stopped on request';
    case 'pivots':
      return `${value} pivots made without reaching an equilibrium`;
    case 'sets':
      return `more than ${value} maximal convex sets of equilibria`;
  }
}

/** What a caller gives a long solve: a time budget and a stop flag, both read between steps. */
export interface SolveControl {
  /** Milliseconds from the start (default: none). */
  readonly timeLimitMs?: number;
  /** Asked between steps; true stops the solve with an 'interrupted' MatrixLimitError. */
  readonly stopRequested?: () => boolean;
  /** Told how far the solve got, now and then (`done` of `total` steps). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Checks a SolveControl every `every` steps; `progress` says how far the solve got when it stops. */
export class SolveClock {
  private readonly start = Date.now();
  private steps = 0;

  constructor(
    private readonly control: SolveControl,
    private readonly every = 256,
  ) {}

  /** Counts one step; every so often checks the limits and reports progress. */
  tick(progress: () => string, done = 0, total = 0): void {
    if (++this.steps % this.every !== 0) return;
    const { timeLimitMs, stopRequested, onProgress } = this.control;
    if (stopRequested?.()) throw new MatrixLimitError('interrupted', 0, progress());
    if (timeLimitMs !== undefined && Date.now() - this.start > timeLimitMs) throw new MatrixLimitError('time', timeLimitMs, progress());
    onProgress?.(done, total);
  }
}
