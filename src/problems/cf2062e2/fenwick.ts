/** Counts over positions 0..n-1 with point updates and range sums in O(log n). */
export class Fenwick {
  private readonly tree: Int32Array;

  constructor(readonly n: number) {
    this.tree = new Int32Array(n + 1);
  }

  add(position: number, delta: number): void {
    for (let i = position + 1; i <= this.n; i += i & -i) this.tree[i] += delta;
  }

  /** Sum over positions 0..position-1. */
  private prefix(position: number): number {
    let sum = 0;
    for (let i = position; i > 0; i -= i & -i) sum += this.tree[i];
    return sum;
  }

  /** Sum over positions lo..hi (inclusive). */
  range(lo: number, hi: number): number {
    return this.prefix(hi + 1) - this.prefix(lo);
  }
}
