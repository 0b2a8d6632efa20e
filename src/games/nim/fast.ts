/** Nim by Bouton's theorem: the first player wins iff the XOR of the heaps is non-zero. */

export function nimSum(heaps: Iterable<bigint>): bigint {
  let total = 0n;
  for (const heap of heaps) total ^= heap;
  return total;
}

/** A winning move: shrink heap `heap` (index) to size `to`. */
export interface HeapReduction {
  heap: number;
  to: bigint;
}

/** Every winning move: each heap h with h XOR s < h can be cut to h XOR s, where s is the nim-sum. */
export function nimWinningMoves(heaps: readonly bigint[]): HeapReduction[] {
  const total = nimSum(heaps);
  if (total === 0n) return [];
  const moves: HeapReduction[] = [];
  heaps.forEach((heap, index) => {
    const target = heap ^ total;
    if (target < heap) moves.push({ heap: index, to: target });
  });
  return moves;
}
