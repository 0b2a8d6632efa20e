import type { Game, Key } from './game.js';

/** Marks stored by solvers alongside values: not seen yet, or being evaluated further up. */
export const UNKNOWN = -1;
export const IN_PROGRESS = -2;

/** Where a solver keeps one non-negative number per position. */
export interface PositionMemo<P> {
  get(position: P): number;
  set(position: P, value: number): void;
  readonly size: number;
}

/** Memo for any game, keyed by the game's canonical key. */
export class KeyedMemo<P> implements PositionMemo<P> {
  private readonly values = new Map<Key, number>();
  constructor(private readonly game: Pick<Game<P>, 'key'>) {}

  get(position: P): number {
    return this.values.get(this.game.key(position)) ?? UNKNOWN;
  }
  set(position: P, value: number): void {
    this.values.set(this.game.key(position), value);
  }
  get size(): number {
    return this.values.size;
  }
}

/**
 * Memo for games whose positions are the integers 0..limit-1: one Int32Array slot each, so a
 * million positions cost four megabytes and no hashing.
 */
export class IntegerMemo implements PositionMemo<number> {
  private readonly values: Int32Array;
  private stored = 0;

  constructor(readonly limit: number) {
    this.values = new Int32Array(limit).fill(UNKNOWN);
  }

  get(position: number): number {
    this.check(position);
    return this.values[position];
  }
  set(position: number, value: number): void {
    this.check(position);
    if (this.values[position] < 0 && value >= 0) this.stored++;
    this.values[position] = value;
  }
  get size(): number {
    return this.stored;
  }

  private check(position: number): void {
    if (!(position >= 0 && position < this.limit && Number.isInteger(position))) {
      throw new RangeError(`position ${position} is outside the integer memo 0..${this.limit - 1}`);
    }
  }
}
