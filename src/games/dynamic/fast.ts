/**
 * k-multiple dynamic subtraction by its number system (the theory behind Fibonacci Nim).
 *
 * Terms a_0 < a_1 < … with a_0 = 1 and a_{i+1} = b_i + 1, where b_i is the largest number written
 * as a sum of distinct terms ≤ a_i in which each term is more than k times the next smaller one
 * ("k-valid"): b_i = a_i + b_j for the largest j with k·a_j < a_i (b_i = a_i when there is none).
 * Since b_j + 1 = a_{j+1}, this is a_{i+1} = a_i + a_m with m the smallest index where k·a_m ≥ a_i.
 * Every n ≥ 1 has exactly one k-valid representation, the greedy one. k = 1 gives the powers of
 * two (binary), k = 2 the Fibonacci numbers (Zeckendorf).
 *
 * Theorem (verified against the engine in the tests): with the current limit L, the heap n is a
 * loss for the player to move iff every term of n's representation is larger than L; so the
 * game's start (L = n − 1) is lost iff n itself is a term. A take t wins iff n − t is a loss with
 * limit k·t, i.e. n − t = 0 or n − t's smallest term exceeds k·t. Gluing the representations of
 * n − t and t then gives a k-valid representation of n, so by uniqueness t is a sum of the
 * smallest terms of n's representation: the winning takes are such suffix sums, and there are at
 * most as many as n has terms. The smallest winning take is n's smallest term.
 */
import { grow } from '../../engine/core/growTypedArray.js';

/** Largest heap handled: every term stays an exact double below 2^53. */
export const MAX_DYNAMIC_HEAP = 1e15;

/** ⌊x / d⌋ exactly, for 0 ≤ x < 2^53 and d ≥ 1. */
function floorDiv(x: number, d: number): number {
  let q = Math.floor(x / d);
  // The float quotient can round up across an integer; the products here stay below 2^53.
  while (q * d > x) q--;
  while ((q + 1) * d <= x) q++;
  return q;
}

/**
 * True when k·smaller < larger. Exact for larger ≤ 2^53 even when k·smaller is not: rounding is
 * monotone and larger is representable, so a product ≥ larger never rounds below it.
 */
export function isKValidStep(k: number, smaller: number, larger: number): boolean {
  return k * smaller < larger;
}

/**
 * The terms of the k-multiple number system up to a limit, with greedy representations.
 *
 * The step a_m from a_i to a_{i+1} stays the same for every a_i in (k·a_{m−1}, k·a_m], so the
 * terms come in arithmetic runs, one per m. Storing runs instead of terms makes the system for
 * n = 10^8, k = 10^5 about a thousand runs instead of 750 000 terms.
 */
export class DynamicNumberSystem {
  private runStart = new Float64Array(64);
  private runStep = new Float64Array(64);
  private runLength = new Float64Array(64);
  /** Index in the term sequence of each run's first term. */
  private runFirstIndex = new Float64Array(64);
  private runs = 0;
  private terms = 0;

  /** Builds every term ≤ limit. */
  constructor(
    readonly k: number,
    readonly limit: number,
  ) {
    if (!(Number.isInteger(k) && k >= 1)) throw new RangeError(`multiplier k must be a positive integer, got ${k}`);
    if (!(Number.isInteger(limit) && limit >= 0 && limit <= MAX_DYNAMIC_HEAP)) {
      throw new RangeError(`heap limit must be an integer in 0..${MAX_DYNAMIC_HEAP}, got ${limit}`);
    }
    this.build();
  }

  private build(): void {
    const { k, limit } = this;
    let term = 1;
    // m = the smallest index with k·a_m ≥ term; it only moves forward. `mRun` is the run holding it.
    let m = 0;
    let mRun = 0;
    while (term <= limit) {
      while (m < this.terms && k * this.term(m, mRun) < term) {
        m++;
        while (mRun < this.runs && this.runFirstIndex[mRun] + this.runLength[mRun] <= m) mRun++;
      }
      // a_m is either stored already or (when m is the new term's own index) the term itself.
      const step = m < this.terms ? this.term(m, mRun) : term;
      const last = Math.min(k * step, limit);
      const length = floorDiv(last - term, step) + 1;
      this.pushRun(term, step, length);
      term += length * step;
    }
  }

  /** The a_index inside run `run` (which must hold it). */
  private term(index: number, run: number): number {
    return this.runStart[run] + (index - this.runFirstIndex[run]) * this.runStep[run];
  }

  private pushRun(start: number, step: number, length: number): void {
    if (this.runs === this.runStart.length) {
      this.runStart = grow(this.runStart);
      this.runStep = grow(this.runStep);
      this.runLength = grow(this.runLength);
      this.runFirstIndex = grow(this.runFirstIndex);
    }
    this.runStart[this.runs] = start;
    this.runStep[this.runs] = step;
    this.runLength[this.runs] = length;
    this.runFirstIndex[this.runs] = this.terms;
    this.runs++;
    this.terms += length;
  }

  /** How many terms are ≤ limit. */
  get termCount(): number {
    return this.terms;
  }

  /** The first `count` terms (fewer when the limit stops them), ascending. */
  firstTerms(count: number): number[] {
    const terms: number[] = [];
    for (let run = 0; run < this.runs && terms.length < count; run++) {
      for (let i = 0; i < this.runLength[run] && terms.length < count; i++) {
        terms.push(this.runStart[run] + i * this.runStep[run]);
      }
    }
    return terms;
  }

  isTerm(n: number): boolean {
    return n >= 1 && n <= this.limit && this.largestTermAtMost(n) === n;
  }

  /** The k-valid (greedy) representation of 1 ≤ n ≤ limit, largest term first. */
  representation(n: number): number[] {
    if (!(Number.isInteger(n) && n >= 0 && n <= this.limit)) {
      throw new RangeError(`heap ${n} is outside the number system's range 0..${this.limit}`);
    }
    const parts: number[] = [];
    for (let rest = n; rest > 0;) {
      const term = this.largestTermAtMost(rest);
      parts.push(term);
      rest -= term;
    }
    return parts;
  }

  /** The largest term ≤ n, for 1 ≤ n ≤ limit: binary search over runs, then inside the run. */
  private largestTermAtMost(n: number): number {
    let lo = 0;
    let hi = this.runs - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.runStart[mid] <= n) lo = mid;
      else hi = mid - 1;
    }
    const offset = Math.min(this.runLength[lo] - 1, floorDiv(n - this.runStart[lo], this.runStep[lo]));
    return this.runStart[lo] + offset * this.runStep[lo];
  }
}

/**
 * Every winning take from heap n when at most maxTake may be taken, ascending: the suffix sums t
 * of n's representation with t ≤ maxTake and either t = n or k·t below the next larger term.
 */
export function dynamicWinningTakes(system: DynamicNumberSystem, n: number, maxTake: number): number[] {
  if (n === 0) return [];
  const parts = system.representation(n);
  const takes: number[] = [];
  let suffix = 0;
  for (let i = parts.length - 1; i >= 0; i--) {
    suffix += parts[i];
    if (suffix > maxTake) break;
    if (i === 0 || isKValidStep(system.k, suffix, parts[i - 1])) takes.push(suffix);
  }
  return takes;
}

/** Every winning first move from a fresh heap of n (the first move takes 1..n−1). */
export function dynamicWinningFirstMoves(system: DynamicNumberSystem, n: number): number[] {
  return dynamicWinningTakes(system, n, n - 1);
}

/** The smallest winning first move from a fresh heap of n, or null when the first player loses. */
export function smallestWinningFirstMove(system: DynamicNumberSystem, n: number): number | null {
  if (n <= 1 || system.isTerm(n)) return null;
  const parts = system.representation(n);
  return parts[parts.length - 1];
}
