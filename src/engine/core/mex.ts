import { grow } from './growTypedArray.js';

/**
 * Minimum excludant: the least non-negative integer not in a set. Grundy values are mexes, so this
 * sits in every hot loop; `MexScratch` reuses one bitset so a mex allocates nothing.
 */
export class MexScratch {
  private bits: Uint32Array;
  private touched: Int32Array;
  private touchedCount = 0;

  constructor(initialValues = 1024) {
    this.bits = new Uint32Array(Math.max(1, initialValues >>> 5));
    this.touched = new Int32Array(64);
  }

  /** Marks `value` as present among the options. */
  add(value: number): void {
    const word = value >>> 5;
    if (word >= this.bits.length) this.growBits(word);
    if (this.bits[word] === 0) this.remember(word);
    this.bits[word] |= 1 << (value & 31);
  }

  /** The mex of everything added since the last call; clears the set for the next position. */
  takeMex(): number {
    let mex: number;
    const bits = this.bits;
    for (let word = 0; ; word++) {
      const w = word < bits.length ? bits[word] : 0;
      if (w !== 0xffffffff) {
        mex = (word << 5) + countTrailingOnes(w);
        break;
      }
    }
    for (let i = 0; i < this.touchedCount; i++) bits[this.touched[i]] = 0;
    this.touchedCount = 0;
    return mex;
  }

  private remember(word: number): void {
    if (this.touchedCount === this.touched.length) this.touched = grow(this.touched);
    this.touched[this.touchedCount++] = word;
  }

  private growBits(word: number): void {
    this.bits = grow(this.bits, word + 1);
  }
}

function countTrailingOnes(word: number): number {
  const inverted = ~word;
  // Lowest zero bit of `word` = lowest set bit of its complement.
  return 31 - Math.clz32(inverted & -inverted);
}

/** Mex of a small list of values; for cold paths where a scratch bitset is not at hand. */
export function mex(values: Iterable<number>): number {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}
