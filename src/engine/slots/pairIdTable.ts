/** Marks an empty cell (ids are non-negative). */
const EMPTY = -1;

/**
 * A map from pairs of ids (integers in 0..2^31−1) to ids, by open addressing over typed arrays:
 * linear probing, at most half the cells used, the table doubled when it would pass that.
 *
 * Why not a `Map` keyed by a·2^26 + b: such keys pass 2^31, so they are doubles, not small
 * integers, and V8 hashes and compares each as a heap number. The misère form store looks a sum
 * up several times per pair of forms it adds, and that lookup was the largest part of
 * `table --misere`'s time. Here a lookup is two multiplications and a probe of three arrays.
 */
export class PairIdTable {
  private firsts = new Int32Array(16).fill(EMPTY);
  private seconds = new Int32Array(16);
  private values = new Int32Array(16);
  private mask = 15;
  /** 32 − log2(cell count): a hash's top bits choose the cell. */
  private shift = 28;
  private count = 0;

  /** Number of pairs held. */
  get size(): number {
    return this.count;
  }

  /** The id stored for (a, b), or −1 when there is none. */
  get(a: number, b: number): number {
    const { firsts, seconds, mask } = this;
    for (let at = this.cellOf(a, b); ; at = (at + 1) & mask) {
      const first = firsts[at];
      if (first === EMPTY) return -1;
      if (first === a && seconds[at] === b) return this.values[at];
    }
  }

  /** Stores `value` (≥ 0) for (a, b), replacing what was there. */
  set(a: number, b: number, value: number): void {
    if (2 * (this.count + 1) > this.firsts.length) this.grow();
    const { firsts, seconds, mask } = this;
    let at = this.cellOf(a, b);
    while (firsts[at] !== EMPTY && !(firsts[at] === a && seconds[at] === b)) at = (at + 1) & mask;
    if (firsts[at] === EMPTY) this.count++;
    firsts[at] = a;
    seconds[at] = b;
    this.values[at] = value;
  }

  /** Fibonacci hashing of both halves: the top bits of a mix of two products by odd constants. */
  private cellOf(a: number, b: number): number {
    return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (a >>> 15), 0x85ebca77)) >>> this.shift;
  }

  private grow(): void {
    const { firsts, seconds, values } = this;
    const size = firsts.length * 2;
    this.firsts = new Int32Array(size).fill(EMPTY);
    this.seconds = new Int32Array(size);
    this.values = new Int32Array(size);
    this.mask = size - 1;
    this.shift--;
    this.count = 0;
    for (let i = 0; i < firsts.length; i++) if (firsts[i] !== EMPTY) this.set(firsts[i], seconds[i], values[i]);
  }
}
