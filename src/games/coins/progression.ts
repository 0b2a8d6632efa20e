/**
 * The progression rule of luogu-p4077 (SDOI 2016): coins 1..n, coin x = c·2^a·3^b with c coprime
 * to 6. A move picks a heads coin x, p ≥ 1 and 1 ≤ q ≤ maxQ, and turns over x and
 * x/2^p, x/2^(2p), …, x/2^(qp) (needs qp ≤ a) — or the same with powers of 3 (qp ≤ b).
 *
 * Every coin a move from x touches has the same c, and its exponents are (a − jp, b) or
 * (a, b − jp), so by the coin-turning theorem the value of coin x depends only on (a, b):
 *   g(a, b) = mex( { ⊕_{j=1..q} g(a − jp, b) : qp ≤ a } ∪ { ⊕_{j=1..q} g(a, b − jp) : qp ≤ b } ),
 * with 1 ≤ q ≤ maxQ. For n ≤ 3·10^4 the exponents stay below 15 and 10.
 */
import { mex } from '../../engine/core/mex.js';
import type { CoinRowRule } from './turnRule.js';

/** x = c · 2^a · 3^b with c coprime to 6. */
export function smoothExponents(x: number): { c: number; a: number; b: number } {
  let c = x;
  let a = 0;
  let b = 0;
  while (c % 2 === 0) {
    c /= 2;
    a++;
  }
  while (c % 3 === 0) {
    c /= 3;
    b++;
  }
  return { c, a, b };
}

export function progressionRule(maxQ: number): CoinRowRule {
  return {
    name: `progression:${maxQ}`,
    firstCoin: 1,
    *turnSets(coin) {
      const { a, b } = smoothExponents(coin);
      for (const [base, exponent] of [
        [2, a],
        [3, b],
      ] as const) {
        for (let p = 1; p <= exponent; p++) {
          const set = [coin];
          for (let q = 1; q <= maxQ && q * p <= exponent; q++) {
            set.push(set[set.length - 1] / base ** p);
            yield set.slice();
          }
        }
      }
    },
  };
}

/** g(a, b) for a < aLimit, b < bLimit under the given maxQ: values[a][b]. */
export function progressionValues(maxQ: number, aLimit: number, bLimit: number): number[][] {
  const g = Array.from({ length: aLimit }, () => new Array<number>(bLimit).fill(0));
  for (let a = 0; a < aLimit; a++) {
    for (let b = 0; b < bLimit; b++) {
      const options: number[] = [];
      for (let p = 1; p <= a; p++) {
        let running = 0;
        for (let q = 1; q <= maxQ && q * p <= a; q++) options.push((running ^= g[a - q * p][b]));
      }
      for (let p = 1; p <= b; p++) {
        let running = 0;
        for (let q = 1; q <= maxQ && q * p <= b; q++) options.push((running ^= g[a][b - q * p]));
      }
      g[a][b] = mex(options);
    }
  }
  return g;
}
