import { NimlabError } from '../../../engine/core/errors.js';
import { MisereSolver } from '../../../engine/misere/misere.js';
import { DEFAULT_QUOTIENT_LIMITS, quotientElement, type QuotientLimits } from '../../../engine/quotient/misereQuotient.js';
import { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
import type { TakeBreakCode } from '../code/code.js';
import { takeBreakGame } from '../rules.js';
import { heapQuotientSteps, MAX_QUOTIENT_HEAP, type HeapQuotientGrowth } from './misere.js';
import { solvedHeapElement } from './miserePeriodicity.js';

/**
 * Who wins a misère sum of heaps of a take-and-break game, for play (`nimlab play CODE … --misere`,
 * issue 39 item 13). Small sums (at most `searchTokens` tokens in all) are searched from the
 * definition (the engine's MisereSolver over whole sums as multisets of heaps: the sums reachable
 * from n tokens are at most the partitions of the numbers up to n, about 200,000 for 40). Larger
 * sums are read in the misère quotient of the heaps (Plambeck & Siegel, "Misère quotients for
 * impartial games", J. Combin. Theory Ser. A 115 (2008) 593–622): the mover wins when the product of
 * the heaps' elements is outside the P-portion. The quotient is grown heap by heap (every step proved,
 * misere.ts) as far as the largest heap asked about, and stops early when the periodicity theorem
 * proves it the quotient of all heaps (then heaps of any size are read from the periodic heap map).
 * A growth that meets a limit first is a MiserePlayLimitError, one line.
 *
 * The growth is this object's field: one oracle per game played, its quotient grown once and
 * extended (resumed from where it stopped) when a larger heap appears.
 */
export class MiserePlayOracle {
  private searchSolver: MisereSolver<number> | null = null;
  private growth: HeapQuotientGrowth | null = null;

  constructor(
    private readonly code: TakeBreakCode,
    private readonly options: MiserePlayOracleOptions = {},
  ) {}

  /** True when the player to move wins the misère sum (an empty sum: the mover has won). */
  moverWins(heaps: readonly number[]): boolean {
    const tokens = heaps.reduce((a, b) => a + b, 0);
    if (tokens <= (this.options.searchTokens ?? MISERE_SEARCH_TOKENS)) {
      this.searchSolver ??= new MisereSolver(takeBreakGame(this.code));
      return this.searchSolver.outcome(heaps) === 'N';
    }
    return this.moverWinsByQuotient(heaps);
  }

  /** The same answer read in the misère quotient whatever the sum's size (grown as needed). */
  moverWinsByQuotient(heaps: readonly number[]): boolean {
    const live = heaps.filter((h) => h > 0);
    const largest = live.reduce((a, b) => Math.max(a, b), 0);
    const growth = this.quotientCovering(largest);
    const q = growth.quotient;
    const element = growth.solved
      ? live.reduce((x, h) => q.product[x * q.order + solvedHeapElement(q, growth.solved!, BigInt(h))], 0)
      : quotientElement(
          q,
          live.map((h) => h - 1),
        );
    return !q.losing[element];
  }

  /** The quotient's growth, covering every heap up to `heap` (solved, or grown at least that far). */
  private quotientCovering(heap: number): HeapQuotientGrowth {
    const grown = this.growth;
    if (grown !== null && (grown.solved !== null || grown.upTo >= heap)) return grown;
    // A growth that met a limit meets it again: said at once rather than after the same wait.
    if (grown?.limit !== undefined) throw new MiserePlayLimitError(heap, grown, grown.limit);
    // Past the largest heap grown, only a proven period answers: grow as far as allowed to find one.
    const target = Math.min(heap, MAX_QUOTIENT_HEAP);
    const limits = this.options.limits ?? DEFAULT_QUOTIENT_LIMITS;
    const timeLimitMs = this.options.timeLimitMs ?? DEFAULT_MISERE_PLAY_TIME_MS;
    let growth: HeapQuotientGrowth;
    try {
      const steps = heapQuotientSteps(this.code, target, limits, timeLimitMs, true, undefined, undefined, grown ?? undefined);
      for (;;) {
        const step = steps.next();
        if (step.done) {
          growth = step.value;
          break;
        }
      }
    } catch (error) {
      // Heap 1 itself met a limit: nothing is covered.
      if (!(error instanceof QuotientLimitError)) throw error;
      throw new MiserePlayLimitError(heap, grown, error);
    }
    this.growth = growth;
    if (growth.solved === null && growth.upTo < heap) throw new MiserePlayLimitError(heap, growth, growth.limit ?? null);
    return growth;
  }
}

export interface MiserePlayOracleOptions {
  /** Sums of at most this many tokens are searched from the definition; default MISERE_SEARCH_TOKENS. */
  searchTokens?: number;
  /** The quotient's limits; default DEFAULT_QUOTIENT_LIMITS. */
  limits?: QuotientLimits;
  /** Time for each growth of the quotient, in milliseconds; default DEFAULT_MISERE_PLAY_TIME_MS. */
  timeLimitMs?: number;
}

/** Most tokens in a sum searched from the definition (a second or two at 40; millions of sums past 60). */
export const MISERE_SEARCH_TOKENS = 40;

/**
 * Time for growing the misère quotient a position needs, in milliseconds: a few seconds by default
 * (the playground asks on its page's thread; Kayles' quotient is proven in about two); `nimlab play`
 * gives it a minute (MISERE_PLAY_QUOTIENT_TIME_MS), or its `--time-limit`.
 */
export const DEFAULT_MISERE_PLAY_TIME_MS = 5_000;

/** The terminal's time for growing that quotient: a player there waits, told so on a terminal. */
export const MISERE_PLAY_QUOTIENT_TIME_MS = 60_000;

/**
 * Misère play of a large sum needs the quotient of heaps up to its largest heap, and it was not found:
 * `heap` is the heap asked for, `reached` the largest heap the quotient covers, `limit` the limit the
 * growth met (null: the heap is past MAX_QUOTIENT_HEAP and no period was proven).
 */
export class MiserePlayLimitError extends NimlabError {
  override name = 'MiserePlayLimitError';
  readonly reached: number;

  constructor(
    readonly heap: number,
    growth: HeapQuotientGrowth | null,
    readonly limit: QuotientLimitError | null,
  ) {
    const reached = growth?.upTo ?? 0;
    const why =
      limit !== null
        ? (growth?.stopped ?? `stopped at heap 1: ${limit.message}`)
        : `quotients are grown to heap ${MAX_QUOTIENT_HEAP} at most, and no period was proven by heap ${reached}`;
    super(`misère play of a sum this large reads the misère quotient of heaps 1..${heap}, which was not found within its limits (${why})`);
    this.reached = reached;
  }
}
