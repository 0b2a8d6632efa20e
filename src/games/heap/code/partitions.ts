import type { SplitConstraint } from './code.js';

/**
 * Calls `visit(parts)` for every way to write `total` as `count` positive parts in non-decreasing
 * order that `constraint` allows (`parts` is reused between calls). Iterative: the parts array is
 * advanced in place like an odometer, so any count works without recursion.
 */
export function forEachPartition(total: number, count: number, constraint: SplitConstraint, visit: (parts: Int32Array) => void): void {
  if (count === 0) {
    if (total === 0) visit(new Int32Array(0));
    return;
  }
  if (total < count) return;
  const parts = new Int32Array(count);
  if (count === 1) {
    if (total >= 1) {
      parts[0] = total;
      visit(parts);
    }
    return;
  }
  if (constraint === 'allEqual') {
    if (total % count === 0) {
      parts.fill(total / count);
      visit(parts);
    }
    return;
  }
  const strict = constraint === 'unequal';
  const skipAllEqual = constraint === 'notAllEqual';
  // fill(i, v, rest): parts[i..count-2] start at v (v, v+1, … when strict), the last part takes the rest.
  const fill = (i: number, v: number, rest: number): boolean => {
    const before = count - 1 - i;
    const used = strict ? before * v + (before * (before - 1)) / 2 : before * v;
    const last = rest - used;
    const previous = strict ? v + before - 1 : v;
    if (last < (strict ? previous + 1 : previous)) return false;
    for (let r = 0; r < before; r++) parts[i + r] = strict ? v + r : v;
    parts[count - 1] = last;
    return true;
  };
  if (!fill(0, 1, total)) return;
  for (;;) {
    if (!(skipAllEqual && parts[0] === parts[count - 1])) visit(parts);
    let i = count - 2;
    let rest = parts[count - 1];
    for (; i >= 0; i--) {
      rest += parts[i];
      if (fill(i, parts[i] + 1, rest)) break;
    }
    if (i < 0) return;
  }
}
