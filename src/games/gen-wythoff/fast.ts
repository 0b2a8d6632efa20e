/**
 * Fraenkel's a-Wythoff game (take from one heap, or i and j from both with |i − j| < a): its
 * P-positions are (A_n, B_n) and (B_n, A_n) with A_n = mex{A_m, B_m : m < n}, B_n = A_n + a·n,
 * and in closed form A_n = ⌊n·α⌋ with α = (2 − a + √(a² + 4))/2. Exactly, with integers:
 * A_n = ⌊(n(2 − a) + isqrt(n²(a² + 4)))/2⌋ (a² + 4 is never a square for a ≥ 1, and
 * ⌊(c + x)/2⌋ = ⌊(c + ⌊x⌋)/2⌋ for an integer c). The A's and B's together hold every positive
 * integer exactly once, so each heap size has one partner.
 */
import { isqrt } from '../shared/isqrt.js';

export function aWythoffLower(a: bigint, n: bigint): bigint {
  return (n * (2n - a) + isqrt(n * n * (a * a + 4n))) / 2n;
}

export function aWythoffPair(a: bigint, n: bigint): [bigint, bigint] {
  const lower = aWythoffLower(a, n);
  return [lower, lower + a * n];
}

/** The largest n with f(n) ≤ x, for f increasing with f(n) ≥ n. */
function lastAtMost(x: bigint, f: (n: bigint) => bigint): bigint {
  let low = 0n;
  let high = x + 1n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (f(mid) <= x) low = mid;
    else high = mid;
  }
  return low;
}

/** The heap size y with {x, y} a P-position. */
export function aWythoffPartner(a: bigint, x: bigint): bigint {
  if (x === 0n) return 0n;
  const n = lastAtMost(x, (m) => aWythoffLower(a, m));
  if (aWythoffLower(a, n) === x) return x + a * n;
  const m = lastAtMost(x, (k) => aWythoffLower(a, k) + a * k);
  return aWythoffLower(a, m);
}

export function isAWythoffP(a: bigint, x: bigint, y: bigint): boolean {
  return aWythoffPartner(a, x) === y;
}

export interface GenWythoffMove {
  /** Taken from heap 1 and heap 2. */
  take: [bigint, bigint];
  to: [bigint, bigint];
}

/** Every move to a P-position: to the partner of one heap, or diagonally to a pair whose difference is within reach. */
export function aWythoffWinningMoves(a: bigint, x: bigint, y: bigint): GenWythoffMove[] {
  const moves: GenWythoffMove[] = [];
  const add = (nx: bigint, ny: bigint) => {
    if (nx < 0n || ny < 0n || (nx === x && ny === y)) return;
    if (moves.some((m) => m.to[0] === nx && m.to[1] === ny)) return;
    moves.push({ take: [x - nx, y - ny], to: [nx, ny] });
  };
  const px = aWythoffPartner(a, x);
  if (px < y) add(x, px);
  const py = aWythoffPartner(a, y);
  if (py < x) add(py, y);
  // Diagonal: i = x − u ≥ 1, j = y − v ≥ 1, |i − j| < a, so (v − u) is within a − 1 of (y − x).
  const d = y - x;
  for (const sign of [1n, -1n]) {
    // Targets (u, v) with v − u = sign·a·n.
    const centre = (sign * d) / a;
    for (let n = centre - 2n; n <= centre + 2n; n++) {
      if (n < 0n) continue;
      const [lower, upper] = aWythoffPair(a, n);
      const [u, v] = sign === 1n ? [lower, upper] : [upper, lower];
      const i = x - u;
      const j = y - v;
      if (i >= 1n && j >= 1n && i - j < a && j - i < a) add(u, v);
    }
  }
  return moves;
}
