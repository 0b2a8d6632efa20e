/** Bit sets over the elements of a candidate, as the check (misereQuotientCheck.ts) combines them: word-wide, no allocation. */

/** a⁻¹U of the state at `base` into `out`, one look-up per element y (a word built in a local). */
export function shiftByLookUp(
  out: Uint32Array,
  bits: Uint32Array,
  base: number,
  product: ArrayLike<number>,
  rowA: number,
  order: number,
  words: number,
): void {
  for (let i = 0, y = 0; i < words; i++) {
    let word = 0;
    for (let j = 0; j < 32 && y < order; j++, y++) {
      const ay = product[rowA + y];
      word |= ((bits[base + (ay >>> 5)] >>> (ay & 31)) & 1) << j;
    }
    out[i] = word;
  }
}

/**
 * out[at…] = the union of `count` bit sets of `words` words, set i at arrays[i] from offsets[i];
 * empty when count is 0. Up to four sets per pass: each pass reads every word of `out` once, so four sets
 * at a time take a quarter of those reads and writes (the check's hottest loop at orders past 10,000).
 */
export function unionInto(
  out: Uint32Array,
  arrays: readonly Uint32Array[],
  offsets: Int32Array,
  count: number,
  words: number,
  at = 0,
): void {
  if (count === 0) out.fill(0, at, at + words);
  for (let t = 0; t < count;) {
    const first = t === 0;
    const left = count - t;
    if (left >= 4) {
      const a0 = arrays[t],
        a1 = arrays[t + 1],
        a2 = arrays[t + 2],
        a3 = arrays[t + 3];
      const f0 = offsets[t],
        f1 = offsets[t + 1],
        f2 = offsets[t + 2],
        f3 = offsets[t + 3];
      if (first) for (let w = 0; w < words; w++) out[at + w] = a0[f0 + w] | a1[f1 + w] | a2[f2 + w] | a3[f3 + w];
      else for (let w = 0; w < words; w++) out[at + w] |= a0[f0 + w] | a1[f1 + w] | a2[f2 + w] | a3[f3 + w];
      t += 4;
    } else if (left >= 2) {
      const a0 = arrays[t],
        a1 = arrays[t + 1];
      const f0 = offsets[t],
        f1 = offsets[t + 1];
      if (first) for (let w = 0; w < words; w++) out[at + w] = a0[f0 + w] | a1[f1 + w];
      else for (let w = 0; w < words; w++) out[at + w] |= a0[f0 + w] | a1[f1 + w];
      t += 2;
    } else {
      const a0 = arrays[t];
      const f0 = offsets[t];
      if (first) for (let w = 0; w < words; w++) out[at + w] = a0[f0 + w];
      else for (let w = 0; w < words; w++) out[at + w] |= a0[f0 + w];
      t += 1;
    }
  }
}
