import { allowsHeaps, constraintFor, digitAt, maxTokensRemoved, type SplitConstraint, type TakeBreakCode } from './code.js';
import { forEachPartition } from './partitions.js';

/** One move on one heap: remove `removed` tokens and leave `parts` (non-decreasing; empty: the heap is gone). */
export interface HeapOption {
  removed: number;
  parts: number[];
}

/**
 * Every option of a heap of `heap` tokens, in the order of takeBreakGame's moves (tokens removed,
 * then heaps left, then partitions), parts non-decreasing. The rules of takeBreakGame without its
 * generators and sums: the misère quotient asks for every heap's options once, in a fresh process.
 */
export function allHeapOptions(code: TakeBreakCode, heap: number): HeapOption[] {
  const options: HeapOption[] = [];
  const lastRemoved = Math.min(heap, maxTokensRemoved(code));
  for (let removed = 0 - (code.added?.length ?? 0); removed <= lastRemoved; removed++) {
    const digit = digitAt(code, removed);
    const rest = heap - removed;
    const most = digit.orMore !== undefined ? rest : Math.min(rest, 31 - Math.clz32(digit.heaps));
    for (let k = 0; k <= most; k++) {
      if (!allowsHeaps(digit, k)) continue;
      const start = options.length;
      if (k <= 2) pushSmallPartitions(options, removed, rest, k, constraintFor(digit, k));
      else forEachPartition(rest, k, constraintFor(digit, k), (parts) => options.push({ removed, parts: copyParts(parts) }));
      // takeBreakGame lists a count's partitions largest first part first.
      if (k >= 3) sortLargestFirst(options, start);
    }
  }
  return options;
}

function sortLargestFirst(options: HeapOption[], start: number): void {
  const tail = options.splice(start).sort((a, b) => {
    for (let i = a.parts.length - 1; i >= 0; i--) if (a.parts[i] !== b.parts[i]) return b.parts[i] - a.parts[i];
    return 0;
  });
  options.push(...tail);
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

/**
 * The parts as a plain array, copied by index: Array.from iterates a typed array, allocating an
 * iterator result per part until V8 optimises it (a misère quotient asks for every heap's options
 * once, in a fresh process).
 */
function copyParts(parts: Int32Array): number[] {
  const copy = new Array<number>(parts.length);
  for (let i = 0; i < parts.length; i++) copy[i] = parts[i];
  return copy;
}

/**
 * The options leaving at most two heaps (every octal game's), as forEachPartition lists them — the
 * first part rising, parts non-decreasing — written out without its closure and odometer: these are
 * nearly all of an octal game's options, asked for once per heap in a fresh process.
 */
function pushSmallPartitions(options: HeapOption[], removed: number, rest: number, k: number, constraint: SplitConstraint): void {
  if (k === 0) {
    if (rest === 0) options.push({ removed, parts: [] });
    return;
  }
  if (k === 1) {
    if (rest >= 1) options.push({ removed, parts: [rest] });
    return;
  }
  for (let a = 1; 2 * a <= rest; a++) {
    const equal = 2 * a === rest;
    if (constraint === 'allEqual' ? !equal : equal && (constraint === 'unequal' || constraint === 'notAllEqual')) continue;
    options.push({ removed, parts: [a, rest - a] });
  }
}
