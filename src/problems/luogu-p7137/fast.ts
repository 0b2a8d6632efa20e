/**
 * Cutting cakes (luogu-p7137), exactly.
 *
 * With t tokens left and the cakes `rest` still to come, let V(rest, t) be A's total from there.
 * Cutting cake a at x ≥ a/2, A gets min(x + V(rest, t), a − x + V(rest, t−1)) since B answers with
 * the worse of the two for A; the best cut balances them, capped at x = a:
 *     V(a + rest, t) = min(a + V(rest, t), (a + V(rest, t−1) + V(rest, t)) / 2)   for t ≥ 1,
 *     V(a + rest, 0) = a + V(rest, 0)   (no token: A keeps everything).
 * A does best taking the cakes in increasing size (checked against the engine model over every
 * order in luogu-p7137.test.ts). So with s_1 ≤ … ≤ s_n and row r holding the r largest cakes,
 * one DP over (r, t) gives the answer V(n, m).
 *
 * Values are dyadic with up to n fraction bits, too many for doubles. The DP first runs in
 * fixed point with 52 fraction bits, rounding every halving down: min and averaging never
 * enlarge an error, so the result is a lower bound within n·2^−53 of the truth. When both ends
 * of that interval print the same six decimals, that is the answer; otherwise (a value at or very
 * near a rounding tie) the DP is redone exactly with bigints.
 */
export function cakeShareText(sizes: ArrayLike<number>, tokens: number): string {
  const sorted = Float64Array.from(sizes).sort();
  const n = sorted.length;
  const low = approximateShare(sorted, tokens);
  const high = low + BigInt(Math.ceil(n / 2)); // n·2^−53 in units of 2^−52
  const lowMicros = roundedMicros(low, FRACTION_BITS);
  if (lowMicros === roundedMicros(high, FRACTION_BITS)) return formatMicros(lowMicros);
  const exact = exactShare(sorted, tokens);
  return formatMicros(roundedMicros(exact.numerator, exact.shift));
}

const FRACTION_BITS = 52;
const ONE = 2 ** FRACTION_BITS;
const INVERSE_ONE = 2 ** -FRACTION_BITS;

/**
 * The DP in fixed point: value = whole + fraction / 2^52 with integer parts, so every step is
 * exact except the dropped last bit of a halving. Returns the result scaled by 2^52, as a bigint.
 */
function approximateShare(sorted: Float64Array, tokens: number): bigint {
  const n = sorted.length;
  const m = Math.min(tokens, n); // tokens beyond the cakes change nothing
  const whole = new Float64Array(m + 1);
  const fraction = new Float64Array(m + 1);
  for (let r = 1; r <= n; r++) {
    const a = sorted[n - r];
    // Row r − 1 is valid for t ≤ r − 1; beyond, V(t) = half the sum = V(r − 1). Descending t, so
    // entry t − 1 still holds row r − 1 when t is updated.
    if (r <= m) {
      whole[r] = whole[r - 1];
      fraction[r] = fraction[r - 1];
    }
    for (let t = Math.min(m, r); t >= 1; t--) {
      const currentWhole = whole[t];
      const currentFraction = fraction[t];
      // Balanced cut: (a + V(t−1) + V(t)) / 2, the dropped bit of the halving rounding down. The
      // carry and the parity come from floor arithmetic, not branches (their outcomes are
      // data-dependent); every intermediate is an integer below 2^53.
      let sumFraction = fraction[t - 1] + currentFraction;
      const carry = Math.floor(sumFraction * INVERSE_ONE);
      sumFraction -= carry * ONE;
      const sumWhole = a + whole[t - 1] + currentWhole + carry;
      const halfWhole = Math.floor(sumWhole * 0.5);
      const halfFraction = Math.floor((sumFraction + (sumWhole - 2 * halfWhole) * ONE) * 0.5);
      // Whole cake: a + V(t). Keep the smaller of the two; the sign of this difference is exact
      // (unequal whole parts differ by at least 2^52 units, more than any fraction difference).
      const keepWhole = a + currentWhole;
      if ((halfWhole - keepWhole) * ONE + (halfFraction - currentFraction) < 0) {
        whole[t] = halfWhole;
        fraction[t] = halfFraction;
      } else {
        whole[t] = keepWhole;
      }
    }
    whole[0] += a;
  }
  return BigInt(whole[m]) * BigInt(ONE) + BigInt(fraction[m]);
}

/**
 * The same DP exactly: row r is kept scaled by 2^r, W_r(t) = V(r, t)·2^r, an integer. Tokens
 * beyond the cakes left change nothing (V = half the remaining sum), so t runs to min(m, r).
 */
export function exactShare(sorted: ArrayLike<number>, tokens: number): { numerator: bigint; shift: number } {
  const n = sorted.length;
  let previous: bigint[] = [0n];
  for (let r = 1; r <= n; r++) {
    const a = BigInt(sorted[n - r]);
    const top = Math.min(tokens, r);
    const scaledA = a << BigInt(r);
    const halfScaledA = a << BigInt(r - 1);
    const at = (t: number) => previous[Math.min(t, previous.length - 1)];
    const row: bigint[] = [scaledA + 2n * at(0)];
    for (let t = 1; t <= top; t++) {
      const keepWhole = scaledA + 2n * at(t);
      const balanced = halfScaledA + at(t - 1) + at(t);
      row.push(balanced < keepWhole ? balanced : keepWhole);
    }
    previous = row;
  }
  return { numerator: previous[Math.min(tokens, n)], shift: n };
}

/** numerator / 2^shift in millionths, rounded to nearest, ties to even (as C's printf does). */
export function roundedMicros(numerator: bigint, shift: number): bigint {
  const scaled = numerator * 1_000_000n;
  const quotient = scaled >> BigInt(shift);
  const twiceRemainder = (scaled - (quotient << BigInt(shift))) * 2n;
  const unit = 1n << BigInt(shift);
  if (twiceRemainder > unit || (twiceRemainder === unit && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

export function formatMicros(micros: bigint): string {
  return `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
}
