/**
 * Exact arithmetic modulo the prime 998244353 on plain numbers. A product of two residues needs
 * 60 bits, past the 53 a double holds exactly; see `mulMod` for how it stays exact.
 */
export const MOD = 998_244_353;
const INVERSE_MOD = 1 / MOD;

/** (a + b) mod MOD for residues a, b in [0, MOD). */
export function addMod(a: number, b: number): number {
  const s = a + b;
  return s >= MOD ? s - MOD : s;
}

/** (a − b) mod MOD for residues a, b in [0, MOD). */
export function subMod(a: number, b: number): number {
  const d = a - b;
  return d < 0 ? d + MOD : d;
}

/**
 * (a · b) mod MOD for residues a, b in [0, MOD), exactly. The quotient q = ⌊a·b/MOD⌋ is estimated
 * in floating point: a·b/MOD < 2^30 and the three roundings move it by less than 2^−21, so the
 * estimate is q or q ± 1. The remainder a·b − q·MOD then lies in (−MOD, 2·MOD) ⊂ (−2^31, 2^31),
 * so computing it modulo 2^32 with Math.imul gives it exactly; one correction lands in [0, MOD).
 */
export function mulMod(a: number, b: number): number {
  const q = Math.floor(a * b * INVERSE_MOD);
  const r = (Math.imul(a, b) - Math.imul(q, MOD)) | 0;
  return r < 0 ? r + MOD : r >= MOD ? r - MOD : r;
}

/** base^exponent mod MOD, for a residue base and a non-negative exponent. */
export function powMod(base: number, exponent: number | bigint): number {
  let e = BigInt(exponent);
  let b = base % MOD;
  let result = 1;
  while (e > 0n) {
    if (e & 1n) result = mulMod(result, b);
    b = mulMod(b, b);
    e >>= 1n;
  }
  return result;
}

/** The multiplicative inverse of a non-zero residue (Fermat). */
export function invMod(a: number): number {
  return powMod(a, MOD - 2);
}

/** Any integer (bigint) as its residue in [0, MOD). */
export function toMod(value: bigint): number {
  const r = value % BigInt(MOD);
  return Number(r < 0n ? r + BigInt(MOD) : r);
}
