/** Largest tag range (in bits) over which a rare/common split is searched. */
const MAX_MASK_BITS = 17;

export interface RareSplit {
  /** A mask over tags (value << 1 | heap parity); tags with parity(t & mask) = rareClass are rare. */
  mask: number;
  rareClass: 0 | 1;
  /** How many heaps counted in the histogram have a rare tag. */
  rareHeaps: number;
}

/**
 * The rare/common split that leaves the fewest rare heaps, from a histogram of tags (heaps per
 * tag (v << 1) | (n & 1)). For a mask m, Σ_t h[t]·(−1)^parity(t & m) is the Walsh–Hadamard
 * transform of h at m, so one transform scores every mask at once: the heaps with
 * parity(t & m) = 0 number (total + W[m]) / 2, the others (total − W[m]) / 2.
 *
 * Which class may be the rare one is fixed by the kernels' correctness argument (sparseKernel.ts):
 * for a mask that ignores the parity bit, class 0; a mask that reads it (odd mask) is allowed only
 * when every two-heap move removes a number of tokens of one parity, `oddMaskClass` (null: never),
 * and its rare class is that parity.
 */
export function bestRareSplit(histogram: ArrayLike<number>, maxValue: number, oddMaskClass: 0 | 1 | null): RareSplit | null {
  const bits = 33 - Math.clz32(maxValue);
  if (maxValue === 0 || bits > MAX_MASK_BITS) return null;
  const size = 1 << bits;
  const w = new Float64Array(size);
  let total = 0;
  for (let t = 0; t < size && t < histogram.length; t++) {
    w[t] = histogram[t];
    total += histogram[t];
  }
  for (let half = 1; half < size; half <<= 1) {
    for (let start = 0; start < size; start += half << 1) {
      for (let i = start; i < start + half; i++) {
        const x = w[i];
        const y = w[i + half];
        w[i] = x + y;
        w[i + half] = x - y;
      }
    }
  }
  let best: RareSplit | null = null;
  for (let mask = 1; mask < size; mask++) {
    const odd = (mask & 1) !== 0;
    if (odd && oddMaskClass === null) continue;
    const rareClass = odd ? oddMaskClass! : 0;
    const rareHeaps = rareClass === 0 ? (total + w[mask]) / 2 : (total - w[mask]) / 2;
    if (best === null || rareHeaps < best.rareHeaps) best = { mask, rareClass, rareHeaps };
  }
  return best;
}
