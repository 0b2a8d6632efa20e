/**
 * Nim values of the coins of a coin-turning code, fast. By the coin-turning theorem a row's value
 * is the XOR of the values of its heads coins, and a lone heads coin n has
 *   g(n) = mex { ⊕_{y ∈ S, y ≠ n} g(y) : S a set the code allows with rightmost coin n }.
 * The sets are never listed (their number is exponential for `1-9` or `1+S`): runs and equally
 * spaced sets are walked with running XORs, and otherwise the reachable XORs are kept per number
 * of coins as bitsets over the values, each new coin updating them in O(2^bits). Values must stay
 * below 2^MAX_VALUE_BITS; past that the code's values are reported as too large to tabulate.
 */
import { NimlabError } from '../../../engine/core/errors.js';
import { allowsCount, formatTurningCode, maxCount, type TurningCode } from './turningCode.js';

export const MAX_VALUE_BITS = 22;

/**
 * Reachable XORs of chosen coins, by how many were chosen: bucket b < cap holds exactly b coins,
 * bucket cap holds exactly cap (a bounded code) or at least cap (a code ending in `k+`).
 */
class CountedXors {
  readonly buckets: Uint8Array[];

  constructor(
    readonly cap: number,
    readonly saturate: boolean,
    readonly size: number,
  ) {
    this.buckets = Array.from({ length: cap + 1 }, () => new Uint8Array(size));
    this.buckets[0][0] = 1;
  }

  /** Adds an item worth `coins` coins with XOR `value` (chosen at most once). */
  add(value: number, coins: number): void {
    const { buckets, cap, saturate, size } = this;
    // From the highest bucket down, so an item is never added twice.
    for (let b = cap; b >= 0; b--) {
      const from = buckets[b];
      let to = b + coins;
      if (to > cap) {
        if (!saturate) continue;
        to = cap;
      }
      const target = buckets[to];
      // A saturated bucket onto itself is closed in place: x ∈ R ⇒ x ⊕ value ∈ R either way.
      for (let x = 0; x < size; x++) if (from[x]) target[x ^ value] = 1;
    }
  }

  /** A copy with room for values below `size` (a power of two at least this one's). */
  grown(size: number): CountedXors {
    const bigger = new CountedXors(this.cap, this.saturate, size);
    this.buckets.forEach((bucket, b) => bigger.buckets[b].set(bucket));
    return bigger;
  }
}

/** Computes g(0), g(1), … of a code on demand; g(0) = 0 stands for "no coin". */
export class TurningValues {
  private readonly g: number[] = [0];
  /** Running XOR g(1) ⊕ … ⊕ g(i), for runs. */
  private readonly prefix: number[] = [0];
  private bits = 1;
  /** Reachable XORs over coins 1..n−1 (or 2..n−1 with F), kept across n for the general case. */
  private counted: CountedXors | null = null;
  private readonly cap: number;
  private readonly saturate: boolean;

  constructor(readonly code: TurningCode) {
    const most = maxCount(code);
    this.saturate = !Number.isFinite(most);
    // Buckets count the coins besides the rightmost one.
    this.cap = (this.saturate ? code.counts[code.counts.length - 1].from : most) - 1;
  }

  /** g(0..count−1). */
  values(count: number): number[] {
    while (this.g.length < count) this.next();
    return this.g.slice(0, count);
  }

  value(coin: number): number {
    while (this.g.length <= coin) this.next();
    return this.g[coin];
  }

  private next(): void {
    const n = this.g.length;
    const size = 1 << this.bits;
    const reached = new Uint8Array(size + 1);
    const { code } = this;
    if (code.consecutive) this.runs(n, reached);
    else if (code.equallySpaced) this.progressions(n, reached);
    else if (code.symmetric) this.symmetricSets(n, reached, size);
    else this.anySets(n, reached, size);
    let mex = 0;
    while (reached[mex]) mex++;
    this.store(n, mex);
  }

  private store(n: number, value: number): void {
    this.g.push(value);
    this.prefix.push(this.prefix[n - 1] ^ value);
    let bits = this.bits;
    while (value >= 1 << bits) bits++;
    if (bits > MAX_VALUE_BITS) {
      throw new NimlabError(
        `coin-turning code ${formatTurningCode(this.code)}: the value of coin ${n} reaches 2^${bits - 1}; ` +
          `values are tabulated below 2^${MAX_VALUE_BITS} (coins 1..${n - 1} here)`,
      );
    }
    if (bits !== this.bits) {
      this.bits = bits;
      if (this.counted) this.counted = this.counted.grown(1 << bits);
    }
  }

  private lowest(n: number): number {
    return Math.max(1, n - this.code.span + 1);
  }

  private allowsSize(size: number): boolean {
    return allowsCount(this.code, size);
  }

  /** C: S = left..n. */
  private runs(n: number, reached: Uint8Array): void {
    const lowest = this.code.includesFirst ? 1 : this.lowest(n);
    if (this.code.includesFirst && this.lowest(n) > 1) return;
    for (let left = this.code.includesFirst ? 1 : n; left >= lowest; left--) {
      if (this.allowsSize(n - left + 1)) reached[this.prefix[n - 1] ^ this.prefix[left - 1]] = 1;
      if (this.code.includesFirst) break;
    }
  }

  /** E: S = n, n − d, …, n − jd. */
  private progressions(n: number, reached: Uint8Array): void {
    const { includesFirst } = this.code;
    const lowest = this.lowest(n);
    if (this.allowsSize(1) && (!includesFirst || n === 1)) reached[0] = 1;
    for (let gap = 1; n - gap >= lowest; gap++) {
      let xor = 0;
      for (let c = n - gap, size = 2; c >= lowest; c -= gap, size++) {
        xor ^= this.g[c];
        if (this.allowsSize(size) && (!includesFirst || c === 1)) reached[xor] = 1;
      }
    }
  }

  /** S: for each smallest coin, the mirror pairs (and centre) inside, chosen freely. */
  private symmetricSets(n: number, reached: Uint8Array, size: number): void {
    const lowest = this.lowest(n);
    if (this.code.includesFirst && lowest > 1) return;
    if (this.allowsSize(1) && (!this.code.includesFirst || n === 1)) reached[0] = 1;
    const lastLeft = this.code.includesFirst ? 1 : n - 1;
    for (let left = lowest; left <= lastLeft && left < n; left++) {
      const xors = new CountedXors(this.cap, this.saturate, size);
      for (let i = 1; left + i < n - i; i++) xors.add(this.g[left + i] ^ this.g[n - i], 2);
      if ((left + n) % 2 === 0) xors.add(this.g[(left + n) / 2], 1);
      this.collect(xors, reached, 1, this.g[left]);
    }
  }

  /** No shape: any other coins in the allowed window. */
  private anySets(n: number, reached: Uint8Array, size: number): void {
    const { includesFirst, span } = this.code;
    if (includesFirst) {
      if (n === 1) {
        if (this.allowsSize(1)) reached[0] = 1;
        return;
      }
      if (this.lowest(n) > 1) return;
      // Coin 1 is always turned: the free coins are 2..n−1.
      this.counted = this.advance(this.counted, n, 2, size);
      this.collect(this.counted, reached, 1, this.g[1]);
      return;
    }
    if (Number.isFinite(span)) {
      const window = new CountedXors(this.cap, this.saturate, size);
      for (let c = this.lowest(n); c < n; c++) window.add(this.g[c], 1);
      this.collect(window, reached, 0, 0);
      return;
    }
    this.counted = this.advance(this.counted, n, 1, size);
    this.collect(this.counted, reached, 0, 0);
  }

  /** The running XOR sets over coins first..n−1 (adding coin n − 1, the one new since last time). */
  private advance(counted: CountedXors | null, n: number, first: number, size: number): CountedXors {
    let xors = counted ?? new CountedXors(this.cap, this.saturate, size);
    if (xors.size < size) xors = xors.grown(size);
    if (n - 1 >= first) xors.add(this.g[n - 1], 1);
    return xors;
  }

  /** Marks the XORs of allowed sets: bucket b holds b + `forced` coins besides the rightmost, XOR ⊕ `offset`. */
  private collect(xors: CountedXors, reached: Uint8Array, forced: number, offset: number): void {
    xors.buckets.forEach((bucket, b) => {
      const others = b + forced;
      // The saturated bucket holds every count from cap up, all allowed by a `k+` code.
      if (!(b === this.cap && this.saturate) && !this.allowsSize(others + 1)) return;
      for (let x = 0; x < bucket.length; x++) if (bucket[x]) reached[x ^ offset] = 1;
    });
  }
}
