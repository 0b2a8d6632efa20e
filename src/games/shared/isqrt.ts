/** Integer square root, shared by the Wythoff-type families (their P-positions are Beatty sequences). */

/** ⌊√n⌋ for n ≥ 0, exactly (Newton's iteration from above). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError(`isqrt of a negative number: ${n}`);
  if (n < 2n) return n;
  // Start above the root: 2^⌈bits/2⌉ > √n, then Newton decreases monotonically to ⌊√n⌋.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
