import { evaluateAcyclic } from '../core/acyclic.js';
import { GrowthMemo } from './growthMemo.js';
import { keptSetWords } from './memory/keptSetBudget.js';
import {
  DEFAULT_QUOTIENT_LIMITS,
  formatMultiset,
  quotientOutcome,
  type GeneratorSystem,
  type MisereQuotient,
  type QuotientDeadline,
} from './misereQuotient.js';
import { QuotientLimitError } from './quotientLimitError.js';
import { mergeSorted } from './sortedMultiset.js';

/**
 * How often, at most, checkTime reads the resident memory. Why a bound at all: a growth near order
 * 10,000 holds 10 GB (bench/README.md, misere-big), and a machine without it kills the process with
 * no word; stopping first shows the quotient reached and keeps it.
 */
const MEMORY_CHECK_MS = 100;

/**
 * A sum the outcome search expands: the sum (sorted), and once its followers are listed, whether a
 * move into a sum the quotient covers already wins (those followers are read off the quotient, not
 * searched, so the combine step needs this besides the searched followers' values).
 */
interface SearchedSum {
  readonly sum: number[];
  coveredWin: boolean;
}

/**
 * Exact misère outcomes of sums of generators, by search over sorted multisets; generators without
 * options are dropped (they can never be moved). Shared by every quotient of one system.
 */
export class MultisetOutcomes {
  private readonly losing = new Map<string, boolean>();
  /** Per generator: 1 with a move, 0 without, undefined before it is asked (an array: asked for every heap of every sum). */
  private readonly live: (0 | 1)[] = [];
  /** A proved quotient: sums of its generators get their outcome from it, without search. */
  private known: MisereQuotient | null = null;
  /**
   * What the growth holding these outcomes keeps about the quotients it builds, from one heap to the
   * next (their check kinds, checked states and presentation links: growthMemo.ts). It lives here
   * because every step of a growth is handed these outcomes, and lives as long as they do.
   *
   * @internal the growth's own bookkeeping, not part of the documented API
   */
  readonly memo = new GrowthMemo();

  constructor(
    readonly system: GeneratorSystem,
    readonly maxPositions: number = DEFAULT_QUOTIENT_LIMITS.maxPositions,
    private deadline: QuotientDeadline | null = null,
  ) {}

  /** Sets (or clears) the deadline from now on: work that must finish whatever the limit (a first, trivial step) runs before. */
  setDeadline(deadline: QuotientDeadline | null): void {
    this.deadline = deadline;
  }

  /** Lets sums of generators below `q.count` be read from a proved quotient (exact, and much faster). */
  useQuotient(q: MisereQuotient): void {
    if (this.known === null || q.count >= this.known.count) this.known = q;
  }

  /** Generator weights so far (see generatorWeights), each computed once. */
  private readonly weights: number[] = [];

  /** 1 + the heaviest option's total weight: every move lowers it (a heap of n tokens in an octal game weighs n). */
  weight(g: number): number {
    for (let h = this.weights.length; h <= g; h++) {
      const options = this.system.options(h);
      let heaviest = 0;
      for (let i = 0; i < options.length; i++) {
        let total = 0;
        for (let j = 0; j < options[i].length; j++) total += this.weights[options[i][j]];
        heaviest = Math.max(heaviest, total);
      }
      this.weights.push(1 + heaviest);
    }
    return this.weights[g];
  }

  /** Whether generator g has a move. */
  isLive(g: number): boolean {
    let live = this.live[g];
    if (live === undefined) this.live[g] = live = this.system.options(g).length > 0 ? 1 : 0;
    return live === 1;
  }

  /**
   * Words each of the exact check's pools of kept sets may hold: a share of the memory bound when
   * there is one, else 2 GiB (keptSetBudget.ts). Read when a check starts, so a deadline set later
   * (setDeadline) counts from then on.
   */
  get keptSetWords(): number {
    return keptSetWords(this.deadline?.memory?.maxResidentMB);
  }

  /** When checkTime reads the resident memory next (Date.now() time). */
  private nextMemoryCheck = 0;

  /**
   * Throws QuotientLimitError('time') once the deadline has passed, QuotientLimitError('interrupted')
   * once a stop is requested, QuotientLimitError('memory') once the resident memory is past its bound.
   */
  checkTime(): void {
    if (this.deadline === null) return;
    const now = Date.now();
    if (now > this.deadline.at) throw new QuotientLimitError('time', this.deadline.timeLimitMs);
    if (this.deadline.stopRequested?.()) throw new QuotientLimitError('interrupted', 0);
    const memory = this.deadline.memory;
    if (memory !== undefined && now >= this.nextMemoryCheck) {
      this.nextMemoryCheck = now + MEMORY_CHECK_MS;
      if (memory.residentMB() > memory.maxResidentMB) throw new QuotientLimitError('memory', memory.maxResidentMB);
    }
  }

  /** True when the sum is a misère P-position (the player to move loses). */
  isP(multiset: readonly number[]): boolean {
    this.checkTime();
    const start = multiset.filter((g) => this.isLive(g)).sort((a, b) => a - b);
    if (this.covers(start)) return quotientOutcome(this.known!, start) === 'P';
    const result = evaluateAcyclic<SearchedSum, boolean>(
      { sum: start, coveredWin: false },
      {
        key: (v) => v.sum.join(','),
        dependencies: (v) => this.searchedFollowers(v),
        combine: (v, followers, losing) => !v.coveredWin && v.sum.length > 0 && followers.every((f) => !losing(f)),
        describe: (v) => formatMultiset(v.sum, this.system),
      },
      this.losing,
    );
    if (this.losing.size > this.maxPositions) {
      throw new QuotientLimitError('positions', this.maxPositions);
    }
    return result;
  }

  private covers(v: readonly number[]): boolean {
    return this.known !== null && (v.length === 0 || v[v.length - 1] < this.known.count);
  }

  /** Sums expanded by the search, counted so it reads the clock every 256 of them (an expansion can take a millisecond). */
  private expanded = 0;

  /**
   * Followers the quotient does not cover, to search; whether a covered one is a P-position (a move
   * there wins) goes in v.coveredWin, which the search's combine step reads for this same sum.
   */
  private searchedFollowers(v: SearchedSum): SearchedSum[] {
    // One search can run for minutes (0.37's heap 16): the time limit and a stop request are read inside it too.
    if ((++this.expanded & 255) === 0) this.checkTime();
    const sum = v.sum;
    const result: SearchedSum[] = [];
    let win = false;
    for (let i = 0; i < sum.length; i++) {
      if (i > 0 && sum[i] === sum[i - 1]) continue;
      const rest = [...sum.slice(0, i), ...sum.slice(i + 1)];
      for (const option of this.system.options(sum[i])) {
        const follower = mergeSorted(
          rest,
          option.filter((g) => this.isLive(g)),
        );
        if (this.covers(follower)) win ||= quotientOutcome(this.known!, follower) === 'P';
        else result.push({ sum: follower, coveredWin: false });
      }
    }
    v.coveredWin = win;
    return result;
  }
}
