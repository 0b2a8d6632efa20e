import { Dyadic } from '../../engine/partizan/index.js';

/**
 * A dyadic number kept as its integer part and the binary digits of its fraction,
 * x = whole + Σ bit_j / 2^j (j = 1…k, 0 ≤ fraction < 1), mutable, for `hackenbushTreeValue`.
 *
 * Why not a bigint: putting an edge under a subtree (the ordinal sum 1:x) writes new leading
 * digits in front of the fraction and keeps the rest, so a path of 10^5 alternating edges would
 * rebuild a 10^5-bit bigint 10^5 times (tens of seconds). Here the digits sit least significant
 * first in an array (`digits[start]` is bit k, the last one bit 1), so a leading digit is a push,
 * and adding a shorter fraction touches only its own k digits (small into large: O(N log N) on a
 * tree). Invariant: the fraction is normalised, digits[start] is 1 unless there are none.
 */
export class BinaryNumber {
  /** ⌊x⌋. Bounded by the number of edges, so a double is exact. */
  private whole = 0;

  private readonly digits: number[] = [];

  private start = 0;

  /** The number of fraction digits k: x·2^k is an integer, k least. */
  get exponent(): number {
    return this.digits.length - this.start;
  }

  sign(): number {
    if (this.whole !== 0) return Math.sign(this.whole);
    return this.exponent > 0 ? 1 : 0;
  }

  /**
   * x becomes 1:x, a Left edge under x: x + 1 when x ≥ 0; when x < 0, (x + p)/2^(p−1) with p the
   * least positive integer making x + p > 1, which is (1 + fraction)/2^m for m = −⌊x⌋: digit m
   * becomes 1, digits 1…m−1 become 0, and the fraction moves m places down.
   */
  underLeftEdge(): void {
    if (this.whole >= 0) {
      this.whole += 1;
      return;
    }
    this.digits.push(1);
    for (let zeros = -this.whole - 1; zeros > 0; zeros--) this.digits.push(0);
    this.whole = 0;
  }

  /**
   * x becomes the mirror, a Right edge under x: x − 1 when x ≤ 0; when x > 0 (⌊x⌋ = n ≥ 0),
   * (x − n − 2)/2^(n+1) = −1 + (1 − 2^−n) + fraction/2^(n+1): digits 1…n become 1, digit n+1 0.
   */
  underRightEdge(): void {
    if (this.sign() <= 0) {
      this.whole -= 1;
      return;
    }
    // With no fraction, digit n+1 would be the lowest and 0: it is simply not written.
    if (this.exponent > 0) this.digits.push(0);
    for (let ones = this.whole; ones > 0; ones--) this.digits.push(1);
    this.whole = -1;
  }

  /** this += other. `other` must have no more fraction digits than this (callers add the shorter into the longer). */
  add(other: BinaryNumber): void {
    const k = other.exponent;
    const [mine, theirs] = [this.digits, other.digits];
    let carry = 0;
    // From digit k up to digit 1: bit j is at index length − j in either array.
    for (let j = k; j >= 1; j--) {
      const at = mine.length - j;
      const sum = mine[at] + theirs[other.digits.length - j] + carry;
      mine[at] = sum & 1;
      carry = sum >> 1;
    }
    this.whole += other.whole + carry;
    while (this.start < mine.length && mine[this.start] === 0) this.start++;
  }

  /** The exact value, for tests and printing: whole + digits / 2^k as a Dyadic. */
  toDyadic(): Dyadic {
    const k = this.exponent;
    let fraction = 0n;
    for (let j = 1; j <= k; j++) fraction = (fraction << 1n) | BigInt(this.digits[this.digits.length - j]);
    return Dyadic.of((BigInt(this.whole) << BigInt(k)) + fraction, k);
  }
}
