/**
 * Who wins the power game (uoj51) from every position, for n up to 10^9 and beyond.
 * With b ≥ 2 the base is at most √n, so those positions are few (≈ √n + n^(1/3) + …): they are
 * solved by retrograde DP, b from the top down and a from the right. With b = 1 and a > √n the only
 * move is a → a + 1 (a² > n forbids b = 2), a chain ending at a = n: such a position is a win iff
 * n − a is odd. The b = 1 positions with a ≤ √n then follow by the same DP.
 */
import { powerAtMost } from './rules.js';

/** The largest a ≥ 1 with a^b ≤ n (1 when even 2^b > n). */
export function largestBase(n: number, b: number): number {
  let a = Math.max(1, Math.floor(n ** (1 / b)));
  while (a > 1 && !powerAtMost(a, b, n)) a--;
  while (powerAtMost(a + 1, b, n)) a++;
  return a;
}

export class PowerGameTable {
  /** wins[b][a] for b ≥ 1 and 2 ≤ a ≤ bases[b] (and for b = 1, a ≤ √n only). */
  private readonly wins: Uint8Array[] = [];
  /** bases[b] = largest a with a^b ≤ n, down to the largest b with 2^b ≤ n. */
  private readonly bases: number[] = [0];

  constructor(readonly n: number) {
    for (let b = 1; n >= 2 && powerAtMost(2, b, n); b++) this.bases.push(largestBase(n, b));
    const top = this.bases.length - 1;
    // Row b = 1 is kept only up to √n = bases[2] (when b = 2 exists); beyond it the chain rule holds.
    for (let b = top; b >= 1; b--) {
      const last = b === 1 ? Math.min(this.bases[1], this.bases[2] ?? 1) : this.bases[b];
      const row = new Uint8Array(last + 1);
      for (let a = last; a >= 2; a--) {
        const right = a + 1 <= last ? row[a + 1] === 0 : a + 1 <= this.bases[b] && !this.chainWins(a + 1);
        const up = b < top && a <= this.bases[b + 1] && this.wins[b + 1][a] === 0;
        row[a] = right || up ? 1 : 0;
      }
      this.wins[b] = row;
    }
  }

  /** True when the player to move from (a, b) wins; (a, b) must satisfy a ≥ 2, b ≥ 1, a^b ≤ n. */
  firstWins(a: number, b: number): boolean {
    if (b === 1 && a >= this.wins[1].length) return this.chainWins(a);
    return this.wins[b][a] === 1;
  }

  /** (a, 1) with a² > n: only a → a + 1 moves, until a = n. */
  private chainWins(a: number): boolean {
    return (this.n - a) % 2 === 1;
  }
}
