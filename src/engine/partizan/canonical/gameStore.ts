import { Dyadic } from '../numbers/dyadic.js';
import { numberOptions } from '../numbers/simplest.js';
import { PartizanLimitError } from '../partizanLimitError.js';
import { IntColumn } from './intColumn.js';

/** How a stored game stands: built from options only, canonical, or a canonical number. */
export const enum GameKind {
  Raw = 0,
  Canonical = 1,
  Number = 2,
}

/** x + n·↑ + *m (Siegel, *Combinatorial Game Theory* (2013), ch. II.4: numbers, ups and nimbers). */
export interface NumberUpStar {
  readonly number: Dyadic;
  readonly up: number;
  readonly nimber: number;
}

/** Limits and cancellation for the computations on one store. */
export interface StoreLimits {
  /** The most games the store may hold (ids are packed in pairs below 2^26). */
  readonly maxGames?: number;
  /**
   * Milliseconds from the store's creation (or its last restartClock) after which work stops with
   * PartizanLimitError 'time'.
   */
  readonly timeLimitMs?: number;
  /** Asked now and then; true stops the work with PartizanLimitError 'interrupted'. */
  readonly stopRequested?: () => boolean;
  /** Told now and then how many games the store holds (a front end's progress line). */
  readonly onProgress?: (gamesStored: number) => void;
}

const PAIR_BASE = 1 << 26;

/**
 * The hash-consed store of short partizan games (Siegel 2013, ch. II.2; CGSuite keeps its games
 * the same way). A game is an integer id; its Left and Right options are runs of ids in one
 * option pool. Canonical games are interned by their option sets, so two games are equal exactly
 * when their ids are; games built from options before simplification ("raw" games) live beside
 * them for the comparisons that canonicalisation needs.
 *
 * Numbers are stored by value, their options (Siegel §II.3) made only when asked for, so
 * 10^30 is one entry, not a chain of 10^30 games.
 *
 * The memo tables of the operations (comparisons, sums, negatives) are fields here, so they live
 * exactly as long as the caller's store does: a repeated sum is one table look-up.
 */
export class GameStore {
  private readonly leftStart = new IntColumn();
  private readonly leftCountColumn = new IntColumn();
  private readonly rightStart = new IntColumn();
  private readonly rightCountColumn = new IntColumn();
  private readonly pool = new IntColumn(4096);
  private readonly kinds = new IntColumn();
  /** 1 once a number's options are in the pool. */
  private readonly optionsMade = new IntColumn();
  private readonly numberValues: Dyadic[] = [];
  private readonly numberUpStars: (NumberUpStar | undefined)[] = [];
  private readonly canonicalByOptions = new Map<string, number>();
  private readonly numberByValue = new Map<string, number>();

  /** g ≤ h, keyed by pairKey(g, h). */
  readonly lessOrEqualMemo = new Map<number, boolean>();
  /** g + h for g ≤ h by id, keyed by pairKey(g, h). */
  readonly sumMemo = new Map<number, number>();
  /** −g, or −1 while unknown. */
  readonly negatives = new IntColumn();
  /** x + n↑ + *m by `${x}/${n}/${m}`. */
  readonly numberUpStarIds = new Map<string, number>();

  private readonly maxGames: number;
  private deadline: number | undefined;
  private steps = 0;

  constructor(readonly limits: StoreLimits = {}) {
    this.maxGames = Math.min(limits.maxGames ?? PAIR_BASE - 1, PAIR_BASE - 1);
    this.deadline = limits.timeLimitMs === undefined ? undefined : Date.now() + limits.timeLimitMs;
  }

  /**
   * The time limit counts again from now: a caller that runs several computations on one store
   * (a session, one expression after another) gives each the whole limit. The store stays right
   * after a computation stopped by a limit: its tables only ever hold finished results.
   */
  restartClock(): void {
    if (this.limits.timeLimitMs !== undefined) this.deadline = Date.now() + this.limits.timeLimitMs;
  }

  get size(): number {
    return this.kinds.length;
  }

  /** Called in every long loop: stops the work on the time limit or a request to stop. */
  tick(): void {
    this.steps += 1;
    if ((this.steps & 1023) !== 0) return;
    if (this.deadline !== undefined && Date.now() > this.deadline) {
      throw new PartizanLimitError('time', this.limits.timeLimitMs as number);
    }
    this.limits.onProgress?.(this.kinds.length);
    if (this.limits.stopRequested?.() === true) throw new PartizanLimitError('interrupted', this.kinds.length);
  }

  static pairKey(g: number, h: number): number {
    return g * PAIR_BASE + h;
  }

  kind(id: number): GameKind {
    return this.kinds.get(id) as GameKind;
  }

  isNumber(id: number): boolean {
    return this.kinds.get(id) === GameKind.Number;
  }

  /** The number a game is, if it is one (canonical games only). */
  numberValue(id: number): Dyadic | undefined {
    return this.isNumber(id) ? this.numberValues[id] : undefined;
  }

  /** x + n↑ + *m when a canonical game has that form. */
  numberUpStar(id: number): NumberUpStar | undefined {
    return this.numberUpStars[id];
  }

  leftCount(id: number): number {
    this.makeNumberOptions(id);
    return this.leftCountColumn.get(id);
  }

  rightCount(id: number): number {
    this.makeNumberOptions(id);
    return this.rightCountColumn.get(id);
  }

  /** Left option `index` (after leftCount, which makes a number's options). */
  leftOption(id: number, index: number): number {
    return this.pool.get(this.leftStart.get(id) + index);
  }

  /** Right option `index` (after rightCount). */
  rightOption(id: number, index: number): number {
    return this.pool.get(this.rightStart.get(id) + index);
  }

  leftOptions(id: number): number[] {
    const count = this.leftCount(id);
    return this.pool.slice(this.leftStart.get(id), count);
  }

  rightOptions(id: number): number[] {
    const count = this.rightCount(id);
    return this.pool.slice(this.rightStart.get(id), count);
  }

  /** The canonical game of a number. */
  number(value: Dyadic): number {
    const key = value.key();
    const known = this.numberByValue.get(key);
    if (known !== undefined) return known;
    const id = this.allocate(GameKind.Number, [], []);
    this.optionsMade.set(id, 0);
    this.numberValues[id] = value;
    this.numberUpStars[id] = { number: value, up: 0, nimber: 0 };
    this.numberByValue.set(key, id);
    return id;
  }

  /** A game exactly as given by its options, not simplified. */
  raw(left: readonly number[], right: readonly number[]): number {
    return this.allocate(GameKind.Raw, left, right);
  }

  /**
   * The id of the canonical game with these options, which must already be canonical, free of
   * dominated and reversible options, and not a number (canonicalize guarantees it).
   */
  internCanonical(left: readonly number[], right: readonly number[], form: NumberUpStar | undefined): number {
    const sortedLeft = [...left].sort((a, b) => a - b);
    const sortedRight = [...right].sort((a, b) => a - b);
    const key = `${sortedLeft.join(',')}|${sortedRight.join(',')}`;
    const known = this.canonicalByOptions.get(key);
    if (known !== undefined) return known;
    const id = this.allocate(GameKind.Canonical, sortedLeft, sortedRight);
    this.numberUpStars[id] = form;
    this.canonicalByOptions.set(key, id);
    return id;
  }

  private allocate(kind: GameKind, left: readonly number[], right: readonly number[]): number {
    if (this.kinds.length >= this.maxGames) throw new PartizanLimitError('games', this.maxGames);
    const id = this.kinds.push(kind);
    this.optionsMade.push(1);
    this.negatives.push(-1);
    this.leftStart.push(this.pool.length);
    this.leftCountColumn.push(left.length);
    for (const option of left) this.pool.push(option);
    this.rightStart.push(this.pool.length);
    this.rightCountColumn.push(right.length);
    for (const option of right) this.pool.push(option);
    return id;
  }

  /** A number's options are made the first time they are asked for. */
  private makeNumberOptions(id: number): void {
    if (this.optionsMade.get(id) === 1) return;
    const { left, right } = numberOptions(this.numberValues[id]);
    const leftIds = left.map((x) => this.number(x));
    const rightIds = right.map((x) => this.number(x));
    this.leftStart.set(id, this.pool.length);
    this.leftCountColumn.set(id, leftIds.length);
    for (const option of leftIds) this.pool.push(option);
    this.rightStart.set(id, this.pool.length);
    this.rightCountColumn.set(id, rightIds.length);
    for (const option of rightIds) this.pool.push(option);
    this.optionsMade.set(id, 1);
  }
}
