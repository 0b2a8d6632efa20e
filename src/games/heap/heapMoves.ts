import { allowsHeaps, constraintFor, digitAt, maxTokensRemoved, type TakeBreakCode } from './code.js';
import { forEachPartition } from './partitions.js';

/** One move on one heap: remove `removed` tokens and leave `parts` (non-decreasing; empty: the heap is gone). */
export interface HeapOption {
  removed: number;
  parts: number[];
}

/**
 * Calls `visit` for every option of a heap of `heap` tokens whose value (XOR of the parts' values,
 * from `valueOf`) is `target`. Two-heap splits are walked directly; more heaps are enumerated.
 */
export function forEachOptionWithValue(
  code: TakeBreakCode,
  heap: number,
  target: number,
  valueOf: (heap: number) => number,
  visit: (option: HeapOption) => void,
): void {
  const lastRemoved = Math.min(heap, maxTokensRemoved(code));
  for (let removed = 0 - (code.added?.length ?? 0); removed <= lastRemoved; removed++) {
    const digit = digitAt(code, removed);
    const rest = heap - removed;
    if (allowsHeaps(digit, 0) && rest === 0 && target === 0) visit({ removed, parts: [] });
    if (allowsHeaps(digit, 1) && removed > 0 && rest >= 1 && valueOf(rest) === target) visit({ removed, parts: [rest] });
    if (allowsHeaps(digit, 2)) {
      const constraint = constraintFor(digit, 2);
      for (let a = 1; a + a <= rest; a++) {
        const b = rest - a;
        const allowed = constraint === 'allEqual' ? a === b : constraint === 'any' || a !== b;
        if (allowed && (valueOf(a) ^ valueOf(b)) === target) visit({ removed, parts: [a, b] });
      }
    }
    for (let k = 3; k <= rest; k++) {
      if (!allowsHeaps(digit, k)) {
        if (digit.orMore === undefined && (k >= 31 || digit.heaps >>> k === 0)) break;
        continue;
      }
      forEachPartition(rest, k, constraintFor(digit, k), (parts) => {
        let x = 0;
        for (let i = 0; i < parts.length; i++) x ^= valueOf(parts[i]);
        if (x === target) visit({ removed, parts: Array.from(parts) });
      });
    }
  }
}
