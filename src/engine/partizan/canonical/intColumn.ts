/**
 * A growable column of 32-bit integers: the store's per-game fields and its option pool. Doubling
 * keeps appends amortised O(1) without boxing a number per game.
 */
export class IntColumn {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }

  get(index: number): number {
    return this.data[index];
  }

  set(index: number, value: number): void {
    this.data[index] = value;
  }

  push(value: number): number {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
    return this.length - 1;
  }

  /** The values at [start, start + count) as a fresh array. */
  slice(start: number, count: number): number[] {
    return Array.from(this.data.subarray(start, start + count));
  }
}
