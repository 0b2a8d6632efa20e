/**
 * "Multiples" (luogu-p3179): coins 1..n; a move picks a heads coin x and k with kx ≤ n and turns
 * over x, 2x, …, kx. By the coin-turning theorem a position's value is the XOR of its heads coins'
 * values. The coins a move from x touches are jx, and ⌊n/(jx)⌋ = ⌊⌊n/x⌋/j⌋, so a coin's value
 * depends only on m = ⌊n/x⌋:
 *   G(m) = mex{ ⊕_{j=2..k} G(⌊m/j⌋) : 1 ≤ k ≤ m }.
 * Only the O(√n) distinct quotients m occur, and along j the quotient ⌊m/j⌋ is constant on O(√m)
 * blocks; inside a block of equal values v the running XOR alternates between two values, so each
 * block adds at most two candidates to the mex. Total work O(n^(3/4)).
 */
import type { CoinRowRule } from '../turnRule.js';
import { grow } from '../../../engine/core/growTypedArray.js';

export const multiplesRule: CoinRowRule = {
  name: 'multiples',
  firstCoin: 1,
  *turnSets(coin, last) {
    const set: number[] = [];
    for (let multiple = coin; multiple <= last; multiple += coin) {
      set.push(multiple);
      yield set.slice();
    }
  },
};

/** One winning move: turn x, 2x, …, kx. */
export interface MultiplesMove {
  coin: number;
  k: number;
}

/** Largest n: quotients are divided as int32. */
export const MAX_N = 2 ** 31 - 1;

/** Single-coin values of the multiples game on coins 1..n (n ≤ 2^31 − 1). */
export class MultiplesValues {
  /** G(m) for m ≤ root, by m. */
  private readonly smallValues: Int32Array;
  /** G(m) for m > root, by ⌊n/m⌋ (≤ root). */
  private readonly largeValues: Int32Array;
  private readonly root: number;

  constructor(readonly n: number) {
    if (!(Number.isInteger(n) && n >= 1 && n <= MAX_N)) throw new RangeError(`multiples: n must be an integer in 1..${MAX_N}, got ${n}`);
    let root = Math.floor(Math.sqrt(n));
    while (root * root > n) root--;
    while ((root + 1) * (root + 1) <= n) root++;
    this.root = root;
    this.smallValues = new Int32Array(root + 1);
    this.largeValues = new Int32Array(root + 1);
    this.computeAll();
  }

  /** Value of a single heads coin x (1 ≤ x ≤ n). */
  value(coin: number): number {
    return this.ofQuotient(Math.floor(this.n / coin));
  }

  /** G(m) for a quotient m = ⌊n/x⌋. */
  ofQuotient(m: number): number {
    return m <= this.root ? this.smallValues[m] : this.largeValues[Math.floor(this.n / m)];
  }

  /**
   * The winning moves from a position of value `total` ≠ 0: turning x..kx changes the value by
   * G(m) ⊕ (⊕_{j=2..k} G(⌊m/j⌋)), so the running XOR must reach total ⊕ G(m). At most `limit`
   * moves are listed; `count` is the number of all of them.
   */
  winningMoves(heads: readonly number[], limit: number): { moves: MultiplesMove[]; count: number } {
    const total = heads.reduce((acc, coin) => acc ^ this.value(coin), 0);
    const moves: MultiplesMove[] = [];
    let count = 0;
    if (total === 0) return { moves, count };
    for (const coin of heads) {
      const m = Math.floor(this.n / coin);
      const target = total ^ this.ofQuotient(m);
      // Moves x..kx for k = first, first + 2, …, up to `to`: counted, and listed while there is room.
      const take = (first: number, to: number) => {
        const howMany = Math.floor((to - first) / 2) + 1;
        count += howMany;
        for (let i = 0; i < howMany && moves.length < limit; i++) moves.push({ coin, k: first + 2 * i });
      };
      if (target === 0) take(1, 1);
      let running = 0;
      for (let from = 2; from <= m;) {
        const quotient = Math.floor(m / from);
        const to = Math.floor(m / quotient);
        const v = this.ofQuotient(quotient);
        // k = from, from + 2, … reach running ⊕ v; k = from + 1, from + 3, … reach running.
        if ((running ^ v) === target) take(from, to);
        if (running === target && from + 1 <= to) take(from + 1, to);
        if ((to - from) % 2 === 0) running ^= v;
        from = to + 1;
      }
    }
    return { moves, count };
  }

  private computeAll(): void {
    const n = this.n;
    const root = this.root;
    const small = this.smallValues;
    const large = this.largeValues;
    for (let m = 1; m <= root; m++) small[m] = this.mexOfMoves(m, 0);
    // large[d] = G(⌊n/d⌋) for every d ≤ root, d decreasing so that every ⌊m/j⌋ is known in time.
    for (let d = root; d >= 1; d--) {
      const m = Math.floor(n / d);
      large[d] = m <= root ? small[m] : this.mexOfMoves(m, d);
    }
  }

  /**
   * G(m): the mex of ⊕_{j=2..k} G(⌊m/j⌋) over k. The hot loop (≈ 30 million steps in all for
   * n = 10^9) needs one int32 division per step: for j ≤ √m every j is its own block, and beyond
   * √m the blocks are walked by quotient q, block q being j ∈ (⌊m/(q+1)⌋, ⌊m/q⌋]. A block need not
   * be maximal: splitting one into parts marks the same values. For m = ⌊n/d⌋ (d > 0) the quotient
   * ⌊m/j⌋ = ⌊n/(dj)⌋ is found as large[dj] while dj ≤ √n.
   */
  private mexOfMoves(m: number, d: number): number {
    const root = this.root;
    const small = this.smallValues;
    const large = this.largeValues;
    const stamp = ++this.stamp;
    let stamps = this.stamps;
    stamps[0] = stamp; // k = 1: turn x alone
    let running = 0;
    let s = Math.floor(Math.sqrt(m));
    while (s * s > m) s--;
    for (let j = 2; j <= s; j++) {
      const dj = d * j;
      running ^= d > 0 && dj <= root ? large[dj] : small[(m / j) | 0];
      if (running >= stamps.length) stamps = this.growStamps(running);
      stamps[running] = stamp;
    }
    let from = s + 1;
    for (let q = (m / from) | 0; q >= 1; q--) {
      const to = (m / q) | 0;
      if (to < from) continue;
      const withV = running ^ small[q];
      if (withV >= stamps.length) stamps = this.growStamps(withV);
      stamps[withV] = stamp;
      if (to > from) stamps[running] = stamp;
      if (((to - from) & 1) === 0) running = withV;
      from = to + 1;
    }
    let g = 0;
    while (g < stamps.length && stamps[g] === stamp) g++;
    return g;
  }

  /** stamps[v] = the current stamp ⇔ v is among the options of the quotient being valued. */
  private stamps: Int32Array = new Int32Array(256);
  private stamp = 0;

  private growStamps(value: number): Int32Array {
    this.stamps = grow(this.stamps, value + 1);
    return this.stamps;
  }
}
