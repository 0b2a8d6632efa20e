/**
 * Grundy values of "splitting piles evenly" for every heap up to a bound, in O(N·√N).
 *
 * Splitting i into j parts leaves r = i mod j heaps of q + 1 and j − r heaps of q (q = ⌊i/j⌋);
 * equal heaps cancel in pairs, so the option's value is [r odd]·G(q+1) ⊕ [(j−r) odd]·G(q).
 * For j and j + 2 with the same q, r drops by 2q and j − r grows by 2(q + 1): the parities, and so
 * the option, repeat; per block of equal q only its first two j matter. So, for heap i:
 *  - j ≤ √i: each j on its own (a block split in parts marks the same options);
 *  - blocks j ∈ (⌊i/(q+1)⌋, ⌊i/q⌋] for smaller q, walked by decreasing q;
 *  - once 3q(q+1) ≤ i every block has at least two j, so both parities occur: for even q,
 *    r ≡ i (mod 2) and j − r takes both parities; for odd q, j − r ≡ i and r takes both. Those
 *    options depend only on q and the parity of i, so their union over q ≤ Q is a prefix mask,
 *    kept per parity of i and extended as values become known.
 * The values stay below 32 (at most 18 for heaps up to 10^5), so option sets are 32-bit masks.
 */
export function evenSplitGrundyTable(threshold: number, largest: number): Uint8Array {
  const g = new Uint8Array(largest + 2);
  // prefix[2q + p] = options of every block q' ≤ q for heaps of parity p (bit v ⇔ value v).
  const prefix = new Int32Array(2 * (Math.floor(Math.sqrt(largest)) + 2));
  let prefixReady = 0;
  let s = 1; // ⌊√i⌋
  let smallQ = 0; // the largest q with 3q(q+1) ≤ i
  for (let i = 2; i <= largest; i++) {
    while ((s + 1) * (s + 1) <= i) s++;
    while (3 * (smallQ + 1) * (smallQ + 2) <= i) smallQ++;
    if (i < threshold) continue;
    for (; prefixReady < smallQ; prefixReady++) {
      const q = prefixReady + 1;
      for (const odd of [0, 1]) {
        const fixed = (q & 1) === 0 ? odd * g[q + 1] : odd * g[q];
        const varying = (q & 1) === 0 ? g[q] : g[q + 1];
        prefix[2 * q + odd] = prefix[2 * (q - 1) + odd] | (1 << fixed) | (1 << (fixed ^ varying));
      }
    }
    let seen = prefix[2 * smallQ + (i & 1)];
    for (let j = 2; j <= s; j++) {
      const q = (i / j) | 0;
      const r = i - q * j;
      seen |= 1 << (((r & 1) * g[q + 1]) ^ (((j - r) & 1) * g[q]));
    }
    let from = s + 1;
    for (let q = (i / from) | 0; q > smallQ; q--) {
      const to = (i / q) | 0;
      if (to < from) continue;
      let r = i - q * from;
      seen |= 1 << (((r & 1) * g[q + 1]) ^ (((from - r) & 1) * g[q]));
      if (to > from) {
        r -= q; // j = from + 1
        seen |= 1 << (((r & 1) * g[q + 1]) ^ (((from + 1 - r) & 1) * g[q]));
      }
      from = to + 1;
    }
    if (seen === -1) throw new Error(`even split: heap ${i} has a Grundy value ≥ 32, beyond the mask`);
    g[i] = 31 - Math.clz32(~seen & (seen + 1));
  }
  return g;
}
