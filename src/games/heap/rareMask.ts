/** Largest value range (in bits) over which a rare/common split is searched. */
const MAX_MASK_BITS = 16;

export interface RareSplit {
  /** Values with parity(v & mask) = 0 are rare. */
  mask: number;
  /** How many heaps counted in the histogram have a rare value. */
  rareHeaps: number;
}

/**
 * The rare/common split that leaves the fewest rare heaps, from a histogram of values (heaps per
 * value). For a mask m, Σ_v h[v]·(−1)^parity(v & m) is the Walsh–Hadamard transform of h at m, so
 * one transform scores every mask at once: rare(m) = (total + W[m]) / 2.
 */
export function bestRareSplit(histogram: ArrayLike<number>, maxValue: number): RareSplit | null {
  const bits = 32 - Math.clz32(maxValue);
  if (bits === 0 || bits > MAX_MASK_BITS) return null;
  const size = 1 << bits;
  const w = new Float64Array(size);
  let total = 0;
  for (let v = 0; v < size && v < histogram.length; v++) {
    w[v] = histogram[v];
    total += histogram[v];
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
    const rareHeaps = (total + w[mask]) / 2;
    if (best === null || rareHeaps < best.rareHeaps) best = { mask, rareHeaps };
  }
  return best;
}
