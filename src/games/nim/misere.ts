/**
 * Misère Nim by Bouton's misère rule: if every heap is 0 or 1, the moves are forced and the first
 * player wins iff the number of 1-heaps is even; otherwise play exactly as in Nim until the move
 * that would leave only heaps of size ≤ 1, so the first player wins iff the nim-sum is non-zero.
 */
import { nimSum, type HeapReduction } from './fast.js';

export function misereNimFirstWins(heaps: readonly bigint[]): boolean {
  if (heaps.every((heap) => heap <= 1n)) return heaps.filter((heap) => heap === 1n).length % 2 === 0;
  return nimSum(heaps) !== 0n;
}

/**
 * Every winning move. Cutting heap h to h' leaves the other heaps R plus h'. If R holds a heap of
 * at least 2, the result is a misère P-position iff its nim-sum is 0: h' = XOR(R). Otherwise the
 * result is a P-position only with h' ≤ 1 and an odd number of 1-heaps (h' ≥ 2 would need
 * h' = XOR(R) ≤ 1): h' = 0 if R has an odd number of 1s, else 1. Either way h' < h is required.
 */
export function misereNimWinningMoves(heaps: readonly bigint[]): HeapReduction[] {
  if (!misereNimFirstWins(heaps)) return [];
  // What the other heaps hold, from totals over all heaps less this one (linear, not n²: a position may have 10^5 heaps).
  const total = nimSum(heaps);
  const large = heaps.filter((h) => h >= 2n).length;
  const ones = heaps.filter((h) => h === 1n).length;
  const moves: HeapReduction[] = [];
  heaps.forEach((heap, index) => {
    const restHasLarge = large - (heap >= 2n ? 1 : 0) > 0;
    const restOnes = ones - (heap === 1n ? 1 : 0);
    const target = restHasLarge ? total ^ heap : restOnes % 2 === 1 ? 0n : 1n;
    if (target < heap) moves.push({ heap: index, to: target });
  });
  return moves;
}
