/**
 * Wythoff's game by Wythoff's theorem: the P-positions are (A_k, B_k) and (B_k, A_k) for k ≥ 0,
 * with A_k = ⌊kφ⌋ and B_k = A_k + k. The sequences A_1, A_2, … and B_1, B_2, … split the positive
 * integers between them, so every heap size has exactly one P-position partner.
 *
 * Everything here is exact bigint arithmetic: kφ = (k + √(5k²))/2, and since √(5k²) is irrational
 * for k > 0, ⌊(k + √(5k²))/2⌋ = ⌊(k + isqrt(5k²))/2⌋ with the integer square root.
 */

import { isqrt } from '../shared/isqrt.js';

export { isqrt };

/** A_k = ⌊kφ⌋, the smaller heap of the k-th P-position. */
export function wythoffLower(k: bigint): bigint {
  if (k < 0n) throw new RangeError(`Wythoff index must be non-negative, got ${k}`);
  return (k + isqrt(5n * k * k)) / 2n;
}

/** The k-th P-position (A_k, B_k) with A_k ≤ B_k. */
export function wythoffPair(k: bigint): [bigint, bigint] {
  const lower = wythoffLower(k);
  return [lower, lower + k];
}

/** ⌊m/φ⌋ for m ≥ 0: m/φ = (√(5m²) − m)/2. */
function floorDivPhi(m: bigint): bigint {
  return (isqrt(5n * m * m) - m) / 2n;
}

/** Where a heap size sits among the P-positions: in pair `k`, as the lower or the upper heap. */
export interface WythoffPlace {
  k: bigint;
  side: 'lower' | 'upper';
  /** The other heap of that P-position. */
  partner: bigint;
}

/**
 * The unique P-position containing heap size n. n = ⌊kφ⌋ iff n/φ < k < (n+1)/φ, so the only
 * candidate is k = ⌊(n+1)/φ⌋; likewise n = ⌊kφ²⌋ needs k = ⌊(n+1)/φ²⌋ = (n+1) − ⌊(n+1)/φ⌋ − 1.
 */
export function wythoffPlace(n: bigint): WythoffPlace {
  if (n < 0n) throw new RangeError(`heap size must be non-negative, got ${n}`);
  if (n === 0n) return { k: 0n, side: 'lower', partner: 0n };
  const m = n + 1n;
  const lowerK = floorDivPhi(m);
  if (lowerK > 0n && wythoffLower(lowerK) === n) return { k: lowerK, side: 'lower', partner: n + lowerK };
  const upperK = m - lowerK - 1n;
  const upperLower = wythoffLower(upperK);
  if (upperK > 0n && upperLower + upperK === n) return { k: upperK, side: 'upper', partner: upperLower };
  throw new Error(`internal error: heap size ${n} is in neither Beatty sequence`);
}

/** True when (a, b) is a P-position: the smaller heap is A_d for d = |a − b|. */
export function isWythoffP(a: bigint, b: bigint): boolean {
  const [low, high] = a <= b ? [a, b] : [b, a];
  return wythoffLower(high - low) === low;
}

/** A winning move and the P-position it leads to. */
export interface WythoffMove {
  /** Which heaps lose stones: the first, the second, or both (the same number). */
  from: 'first' | 'second' | 'both';
  take: bigint;
  to: [bigint, bigint];
}

/**
 * Every winning move from (a, b). A move keeps one heap (then the other must become that heap's
 * unique partner) or keeps the difference d (then the pair must become the unique P-position
 * with difference d, (A_d, A_d + d)). So there are at most three, each found exactly.
 */
export function wythoffWinningMoves(a: bigint, b: bigint): WythoffMove[] {
  if (a < 0n || b < 0n) throw new RangeError('heap sizes must be non-negative');
  const moves: WythoffMove[] = [];
  const partnerOfA = wythoffPlace(a).partner;
  if (partnerOfA < b) moves.push({ from: 'second', take: b - partnerOfA, to: [a, partnerOfA] });
  const partnerOfB = wythoffPlace(b).partner;
  if (partnerOfB < a) moves.push({ from: 'first', take: a - partnerOfB, to: [partnerOfB, b] });
  const low = a <= b ? a : b;
  const target = wythoffLower(a <= b ? b - a : a - b);
  if (target < low) {
    const take = low - target;
    moves.push({ from: 'both', take, to: [a - take, b - take] });
  }
  return moves;
}
