/**
 * Bash's game by its closed form: a heap of n stones where a move takes 1..m has Grundy value
 * n mod (m+1) (the options n-1..n-m carry every other residue), so one heap is a P-position iff
 * (m+1) divides n, and a sum of heaps is a P-position iff the XOR of the residues is 0.
 */

export function bashGrundy(heap: bigint, m: bigint): bigint {
  return heap % (m + 1n);
}

export function bashSumGrundy(heaps: readonly bigint[], m: bigint): bigint {
  let total = 0n;
  for (const heap of heaps) total ^= bashGrundy(heap, m);
  return total;
}

/** A winning move: take `take` stones from heap `heap` (index), leaving `to`. */
export interface BashMove {
  heap: number;
  take: bigint;
  to: bigint;
}

/**
 * Every winning move of a sum of Bash heaps. Heap i must move to value t = total XOR g_i; the
 * only take in 1..m that lands on residue t is (g_i - t) mod (m+1), and it needs t <= m (a
 * residue) and take <= heap.
 */
export function bashWinningMoves(heaps: readonly bigint[], m: bigint): BashMove[] {
  const modulus = m + 1n;
  const total = bashSumGrundy(heaps, m);
  if (total === 0n) return [];
  const moves: BashMove[] = [];
  heaps.forEach((heap, index) => {
    const value = bashGrundy(heap, m);
    const target = total ^ value;
    if (target > m) return;
    const take = (((value - target) % modulus) + modulus) % modulus;
    if (take >= 1n && take <= heap) moves.push({ heap: index, take, to: heap - take });
  });
  return moves;
}
