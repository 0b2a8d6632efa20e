/**
 * A set of positions 0..n-1 (each added at most once) counting its members in a range. Members
 * are bits of 32-bit words and a Fenwick tree counts members per word, so the whole structure is
 * about n/4 bytes and stays in cache where a Fenwick tree over every position (4n bytes, updated
 * at random positions) would miss on most steps. O(log(n/32)) per operation.
 */
export class PositionSet {
  private readonly bits: Int32Array;
  /** Fenwick tree over words: perWord[k] sums member counts of a block of words ending at k - 1. */
  private readonly perWord: Int32Array;

  constructor(n: number) {
    const words = (n >>> 5) + 1;
    this.bits = new Int32Array(words);
    this.perWord = new Int32Array(words + 1);
  }

  /** Adds a position that is not yet a member. */
  add(position: number): void {
    const word = position >>> 5;
    this.bits[word] |= 1 << (position & 31);
    const perWord = this.perWord;
    for (let i = word + 1; i < perWord.length; i += i & -i) perWord[i]++;
  }

  /** Members in lo..hi (inclusive, lo ≤ hi). */
  countIn(lo: number, hi: number): number {
    return this.countBelow(hi + 1) - this.countBelow(lo);
  }

  /** Members at positions 0..position-1. */
  private countBelow(position: number): number {
    const word = position >>> 5;
    let sum = 0;
    for (let i = word; i > 0; i -= i & -i) sum += this.perWord[i];
    const inside = position & 31;
    return inside === 0 ? sum : sum + popCount(this.bits[word] & ((1 << inside) - 1));
  }
}

function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
