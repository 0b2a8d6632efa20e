import { sum, type Game, type Sum } from '../../engine/core/game.js';
import { allowsHeaps, constraintFor, digitAt, formatCode, type SplitConstraint, type TakeBreakCode } from './code/code.js';

/**
 * A take-and-break game as the engine sees it, straight from the rules: from a heap of n, remove j
 * tokens (digit d_j; an additive digit d_{-j} adds j) and leave exactly k non-empty heaps for every
 * count k the digit allows — every way of writing n − j as k positive parts that the digit's
 * constraint for k allows. Each option is the sum of the heaps left (the empty sum when none are).
 */
export function takeBreakGame(code: TakeBreakCode): Game<number> {
  const firstRemoved = 0 - (code.added?.length ?? 0);
  return {
    *moves(heap: number): Iterable<Sum<number>> {
      for (let removed = firstRemoved; removed <= heap; removed++) {
        const digit = digitAt(code, removed);
        const rest = heap - removed;
        // No count past the digit's highest bit is allowed (unless it allows every count from one on).
        const most = digit.orMore !== undefined ? rest : Math.min(rest, 31 - Math.clz32(digit.heaps));
        for (let k = 0; k <= most; k++) {
          if (!allowsHeaps(digit, k)) continue;
          const constraint = constraintFor(digit, k);
          for (const parts of partitionsInto(rest, k)) {
            if (allows(constraint, parts)) yield sum(...parts);
          }
        }
      }
    },
    key: (heap) => heap,
    format: (heap) => `${heap} in ${formatCode(code)}`,
  };
}

/**
 * Every way to write `total` as `count` positive parts, parts in non-increasing order, the first
 * part largest first. An odometer over the parts but the last (which takes what is left): part i
 * runs down from the most it may take (no more than part i − 1, and one token left for each later
 * part) to the least (the later parts, no larger, must hold the rest). No recursion, one generator.
 */
function* partitionsInto(total: number, count: number): Generator<number[]> {
  if (count === 0) {
    if (total === 0) yield [];
    return;
  }
  const parts = new Array<number>(count).fill(0);
  // left[i]: tokens for parts i..count−1.
  const left = new Array<number>(count).fill(0);
  left[0] = total;
  const most = (i: number) => Math.min(i === 0 ? total : parts[i - 1], left[i] - (count - 1 - i));
  const least = (i: number) => Math.ceil(left[i] / (count - i));
  let i = 0;
  parts[0] = most(0);
  for (;;) {
    if (parts[i] < least(i) || parts[i] < 1) {
      // Part i has no value left: lower the part before it.
      if (i === 0) return;
      i--;
      parts[i]--;
      continue;
    }
    if (i < count - 1) {
      left[i + 1] = left[i] - parts[i];
      i++;
      parts[i] = most(i);
      continue;
    }
    yield parts.slice();
    parts[i] = 0;
  }
}

function allows(constraint: SplitConstraint, parts: number[]): boolean {
  if (parts.length < 2 || constraint === 'any') return true;
  const distinct = new Set(parts).size;
  switch (constraint) {
    case 'unequal':
      return distinct === parts.length;
    case 'notAllEqual':
      return distinct > 1;
    case 'allEqual':
      return distinct === 1;
  }
}
