import { grow } from './growTypedArray.js';

/**
 * The mex of one position's option values at a time, without clearing anything between positions:
 * value v is among the options when `seen[v]` holds the current stamp, and each position takes a
 * fresh stamp (the array is cleared once every 2^31 − 1 positions, when the stamps run out). A
 * position with `count` options has a mex of at most `count`, so larger values are not marked and
 * the array never needs to be longer than the most options any position had, plus two.
 *
 * Use: `begin(count)`, `add(value)` per option, then `mex()`; a hot loop marks `marks` with the
 * stamp `begin` returns instead of calling `add` (V8 does not always inline the call there).
 */
export class StampedMex {
  private seen = new Int32Array(64);
  private stamp = 0;
  /** The largest value that can matter for the current position: its option count. */
  private limit = 0;

  /**
   * Starts a position with `count` options; returns its stamp, for a hot loop that marks `marks`
   * itself (`marks[v] = stamp` for each value v ≤ count) instead of calling `add`.
   */
  begin(count: number): number {
    if (count + 1 >= this.seen.length) this.seen = grow(this.seen, count + 2);
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.limit = count;
    return ++this.stamp;
  }

  /** The stamps array of the current position (valid until the next `begin`). */
  get marks(): Int32Array {
    return this.seen;
  }

  /** Marks an option's value (a non-negative integer). */
  add(value: number): void {
    if (value <= this.limit) this.seen[value] = this.stamp;
  }

  /** The least value not marked since `begin`. */
  mex(): number {
    const { seen, stamp } = this;
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    return mex;
  }
}
