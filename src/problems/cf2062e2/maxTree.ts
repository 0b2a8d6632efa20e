/**
 * A static maximum segment tree over non-negative values, answering "the first position at or after
 * lo (the last at or before hi) whose value exceeds x" by walking to the next covering node and
 * descending: O(log n), no recursion.
 */
export class MaxTree {
  private readonly size: number;
  private readonly tree: Int32Array;

  constructor(private readonly values: Int32Array) {
    let size = 2;
    while (size < values.length) size *= 2;
    this.size = size;
    this.tree = new Int32Array(2 * size);
    this.tree.set(values, size);
    for (let i = size - 1; i >= 1; i--) this.tree[i] = Math.max(this.tree[2 * i], this.tree[2 * i + 1]);
  }

  /** Smallest position ≥ lo with value > x, or -1. */
  leftmostGreater(lo: number, x: number): number {
    if (lo >= this.values.length) return -1;
    const tree = this.tree;
    let i = Math.max(lo, 0) + this.size;
    for (;;) {
      if (tree[i] > x) {
        while (i < this.size) i = tree[2 * i] > x ? 2 * i : 2 * i + 1;
        return i - this.size;
      }
      while (i & 1) i >>= 1; // climb while i is a right child
      if (i === 0) return -1;
      i++;
    }
  }

  /** Largest position ≤ hi with value > x, or -1. */
  rightmostGreater(hi: number, x: number): number {
    if (hi < 0) return -1;
    const tree = this.tree;
    let i = Math.min(hi, this.values.length - 1) + this.size;
    for (;;) {
      if (tree[i] > x) {
        while (i < this.size) i = tree[2 * i + 1] > x ? 2 * i + 1 : 2 * i;
        return i - this.size;
      }
      while ((i & 1) === 0) i >>= 1; // climb while i is a left child
      if (i === 1) return -1;
      i--;
    }
  }
}
