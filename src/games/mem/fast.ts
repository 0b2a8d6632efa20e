/**
 * Grundy values of a heap game with memory for every heap ≤ H and every last take ≤ H, in one
 * typed-array table, heap by heap (a move always leaves a smaller heap). For Mem (take ≥ last)
 * the options of (h, m) are those of (h, m + 1) plus (h − m, m), so one heap's row is found with
 * running counts in O(H); any other rule looks at every take, O(H) per entry.
 */
import { NimlabError } from '../../engine/core/errors.js';
import type { MemRule } from './rules.js';

export const MAX_MEM_HEAP = 4000;

export class MemTable {
  /** values[h·size + m] = G(h, m), size = maxHeap + 2. */
  readonly values: Int32Array;
  readonly size: number;

  constructor(
    readonly maxHeap: number,
    rule: MemRule | 'mem',
  ) {
    if (maxHeap > MAX_MEM_HEAP)
      throw new NimlabError(`heap games with memory are tabulated for heaps up to ${MAX_MEM_HEAP}, got ${maxHeap}`);
    this.size = maxHeap + 2;
    this.values = new Int32Array((maxHeap + 1) * this.size);
    if (rule === 'mem') this.fillMem();
    else this.fillAny(rule);
  }

  /** G(heap, last) for heap ≤ maxHeap and last ≤ maxHeap + 1. */
  value(heap: number, last: number): number {
    if (heap > this.maxHeap || last >= this.size) throw new RangeError(`(${heap}, ${last}) is outside the table`);
    return this.values[heap * this.size + last];
  }

  private fillMem(): void {
    const { values, size } = this;
    const counts = new Int32Array(size + 1);
    for (let h = 1; h <= this.maxHeap; h++) {
      counts.fill(0);
      let mex = 0;
      // From the largest last take down, each step allows one more take: exactly m.
      for (let m = size - 1; m >= 1; m--) {
        if (m <= h) {
          counts[values[(h - m) * size + m]]++;
          while (counts[mex] > 0) mex++;
        }
        values[h * size + m] = mex;
      }
      // Before the first move (last take 0) every take is allowed, as after a take of 1.
      values[h * size] = values[h * size + 1];
    }
  }

  private fillAny(rule: MemRule): void {
    const { values, size } = this;
    const seen = new Int32Array(size + 2).fill(-1);
    for (let h = 1; h <= this.maxHeap; h++) {
      for (let m = 0; m < size; m++) {
        const stamp = h * size + m;
        for (let take = 1; take <= h; take++) if (rule(m, take)) seen[values[(h - take) * size + take]] = stamp;
        let mex = 0;
        while (seen[mex] === stamp) mex++;
        values[stamp] = mex;
      }
    }
  }
}
