import { sum, type Game, type Sum } from '../../engine/game.js';
import { allowsHeaps, constraintFor, digitAt, formatCode, type SplitConstraint, type TakeBreakCode } from './code.js';

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
        for (let k = 0; k <= rest; k++) {
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

/** Every way to write `total` as `count` positive parts, parts in non-increasing order. */
function* partitionsInto(total: number, count: number, largest = total): Generator<number[]> {
  if (count === 0) {
    if (total === 0) yield [];
    return;
  }
  // The first part is the largest; the remaining count − 1 parts need at least one token each.
  for (let first = Math.min(largest, total - (count - 1)); first >= 1 && first * count >= total; first--) {
    for (const rest of partitionsInto(total - first, count - 1, first)) yield [first, ...rest];
  }
}

function allows(constraint: SplitConstraint, parts: number[]): boolean {
  if (parts.length < 2) return true;
  const distinct = new Set(parts).size;
  switch (constraint) {
    case 'any':
      return true;
    case 'unequal':
      return distinct === parts.length;
    case 'notAllEqual':
      return distinct > 1;
    case 'allEqual':
      return distinct === 1;
  }
}
