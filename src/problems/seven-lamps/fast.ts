import { MOD, toMod } from '../modular.js';

/** An inclusive range of stone counts. */
export interface Bounds {
  lo: bigint;
  hi: bigint;
}

const BITS = 61; // 10^18 < 2^60; one spare bit

/**
 * The known characterization, confirmed by the engine in seven-lamps.test.ts: the player to move
 * loses iff x1 = x2 = x3, x5 = x6 = x7 and x1 xor x4 xor x7 = 0.
 */
export function firstPlayerLoses(x: readonly bigint[]): boolean {
  return x[0] === x[1] && x[1] === x[2] && x[4] === x[5] && x[5] === x[6] && (x[0] ^ x[3] ^ x[6]) === 0n;
}

/**
 * Counts the winning assignments modulo MOD: all of them minus the losing ones. A losing one is a
 * triple (a, b, c) = (x1 = x2 = x3, x4, x5 = x6 = x7) with a xor b xor c = 0, a in the intersection
 * of the first three ranges and c in that of the last three; such triples are counted exactly (as
 * bigints) by inclusion–exclusion over a bit DP.
 */
export function countFirstPlayerWins(bounds: readonly Bounds[]): number {
  let total = 1n;
  for (const { lo, hi } of bounds) total *= hi - lo + 1n;
  const a = intersect(bounds.slice(0, 3));
  const c = intersect(bounds.slice(4, 7));
  const losing = a && c ? xorZeroTriplesIn(a, bounds[3], c) : 0n;
  return (toMod(total - losing) + MOD) % MOD;
}

function intersect(ranges: readonly Bounds[]): Bounds | null {
  let lo = ranges[0].lo;
  let hi = ranges[0].hi;
  for (const r of ranges) {
    if (r.lo > lo) lo = r.lo;
    if (r.hi < hi) hi = r.hi;
  }
  return lo <= hi ? { lo, hi } : null;
}

/** #{(a, b, c) in the box : a xor b xor c = 0}, by inclusion–exclusion on upper corners. */
export function xorZeroTriplesIn(a: Bounds, b: Bounds, c: Bounds): bigint {
  let count = 0n;
  for (let corner = 0; corner < 8; corner++) {
    const pick = (r: Bounds, bit: number) => ((corner >> bit) & 1 ? r.lo - 1n : r.hi);
    const sign = ((corner & 1) ^ ((corner >> 1) & 1) ^ ((corner >> 2) & 1)) === 1 ? -1n : 1n;
    count += sign * xorZeroTriplesBelow(pick(a, 0), pick(b, 1), pick(c, 2));
  }
  return count;
}

/** #{(a, b, c) : 0 ≤ a ≤ x, 0 ≤ b ≤ y, 0 ≤ c ≤ z, a xor b xor c = 0}; 0 if a limit is negative. */
export function xorZeroTriplesBelow(x: bigint, y: bigint, z: bigint): bigint {
  if (x < 0n || y < 0n || z < 0n) return 0n;
  const limits = [x, y, z];
  // ways[t]: prefixes counted so far, where bit i of t says "number i still equals its limit's prefix".
  let ways: bigint[] = [0n, 0n, 0n, 0n, 0n, 0n, 0n, 1n];
  for (let bit = BITS - 1; bit >= 0; bit--) {
    const limitBits = limits.map((limit) => Number((limit >> BigInt(bit)) & 1n));
    const next: bigint[] = new Array(8).fill(0n);
    for (let tight = 0; tight < 8; tight++) {
      if (ways[tight] === 0n) continue;
      for (let ab = 0; ab < 4; ab++) {
        const digits = [ab & 1, ab >> 1, (ab & 1) ^ (ab >> 1)];
        let nextTight = 0;
        let valid = true;
        for (let i = 0; i < 3 && valid; i++) {
          if ((tight >> i) & 1) {
            if (digits[i] > limitBits[i]) valid = false;
            else if (digits[i] === limitBits[i]) nextTight |= 1 << i;
          }
        }
        if (valid) next[nextTight] += ways[tight];
      }
    }
    ways = next;
  }
  return ways.reduce((sum, w) => sum + w, 0n);
}
