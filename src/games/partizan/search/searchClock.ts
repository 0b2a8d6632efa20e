import { SearchLimitError } from './searchLimitError.js';
import type { SearchOptions } from './searchOptions.js';

/**
 * The limits of one search, read every `checkEvery` positions so the hot loop pays one mask test
 * per position: the time limit, the caller's stop request, the progress callback.
 */
export class SearchClock {
  /** `nodes & mask` is 0 at a check. */
  readonly mask: number;
  readonly startedAt: number;
  private readonly now: () => number;

  constructor(private readonly options: SearchOptions) {
    const every = options.checkEvery ?? 65_536;
    if (every < 1 || (every & (every - 1)) !== 0) throw new RangeError(`checkEvery must be a power of two, not ${every}`);
    this.mask = every - 1;
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  /** Reports progress, then throws a SearchLimitError when a limit is met. */
  check(nodes: number, starter: 'left' | 'right', rootMovesDone: number, rootMoves: number): void {
    const elapsedMs = this.now() - this.startedAt;
    const { timeLimitMs, shouldStop, onProgress } = this.options;
    // Progress first, so a caller stopped by a limit knows how far the search got.
    onProgress?.({ nodes, starter, rootMovesDone, rootMoves, elapsedMs });
    if (timeLimitMs !== undefined && elapsedMs >= timeLimitMs) throw new SearchLimitError('time', timeLimitMs, nodes);
    if (shouldStop?.() === true) throw new SearchLimitError('interrupted', 0, nodes);
  }
}
