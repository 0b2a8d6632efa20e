/**
 * Nimber arithmetic on non-negative integers of any size. The nimbers below 2^(2^k) form the field
 * GF(2^(2^k)); addition is XOR, and multiplication follows from two facts about a Fermat 2-power
 * G = 2^(2^j): x ⊗ G = x·G for x < G, and G ⊗ G = G ⊕ G/2. Each field is the quadratic extension
 * of the one below by G, so every operation splits a value into halves a = a1·G ⊕ a0 and recurses
 * on half-size values: the depth is log2 log2 of the size, and values below 2^32 end in the
 * table-driven number path (small.ts).
 *
 * With h = G/2 (so G² = G + h):
 *   product   (a1G + a0)(b1G + b0) = ((a1+a0)(b1+b0) + a0b0)·G + a0b0 + a1b1·h   (three half products)
 *   square    (a1G + a0)²          = a1²·G + a1²·h + a0²
 *   inverse   the conjugate of G is G + 1, so a·conj(a) = a0² + a0a1 + a1²·h lies in the half field
 *   sqrt      (s1G + s0)² = a  ⇔  s1 = √a1, s0 = √(a0 + a1·h)   (squaring is a bijection in char 2)
 */
import { NimlabError } from '../../../engine/core/errors.js';
import { nimProduct32, SMALL_LEVEL } from './small.js';

/** a ⊕ b: the nim-sum is XOR. */
export function nimSum(a: bigint, b: bigint): bigint {
  return a ^ b;
}

function checkNimber(value: bigint, what: string): void {
  if (value < 0n) throw new NimlabError(`${what}: nimbers are non-negative, got ${value}`);
}

/** The least k with value < 2^(2^k): the smallest field GF(2^(2^k)) holding the value. */
export function fieldLevel(value: bigint): number {
  const bits = value === 0n ? 0 : value.toString(2).length;
  let level = 0;
  while (2 ** level < bits) level++;
  return level;
}

/** Splits a value of the field at `level` (> 0) into its halves (a1, a0) with a = a1·G ⊕ a0. */
function halves(a: bigint, level: number): [bigint, bigint, bigint] {
  const bits = BigInt(2 ** (level - 1));
  return [a >> bits, a & ((1n << bits) - 1n), bits];
}

function small(a: bigint): number {
  return Number(a);
}

/** c ⊗ 2^(2^level − 1) for c below 2^(2^level): the product by "half" the next Fermat 2-power. */
function timesHalf(c: bigint, level: number): bigint {
  if (level <= SMALL_LEVEL) return BigInt(nimProduct32(small(c), 2 ** (2 ** level - 1)));
  // 2^(2^level − 1) = G ⊗ (G/2) with G = 2^(2^(level−1)): halves (G/2, 0).
  const [c1, c0, bits] = halves(c, level);
  const high = timesHalf(c1 ^ c0, level - 1);
  const low = timesHalf(timesHalf(c1, level - 1), level - 1);
  return (high << bits) | low;
}

function productAt(a: bigint, b: bigint, level: number): bigint {
  if (level <= SMALL_LEVEL) return BigInt(nimProduct32(small(a), small(b)));
  const [a1, a0, bits] = halves(a, level);
  const [b1, b0] = halves(b, level);
  const c = productAt(a1, b1, level - 1);
  const d = productAt(a0, b0, level - 1);
  const e = productAt(a1 ^ a0, b1 ^ b0, level - 1);
  return ((e ^ d) << bits) | (d ^ timesHalf(c, level - 1));
}

function squareAt(a: bigint, level: number): bigint {
  if (level <= SMALL_LEVEL) {
    const x = small(a);
    return BigInt(nimProduct32(x, x));
  }
  const [a1, a0, bits] = halves(a, level);
  const s1 = squareAt(a1, level - 1);
  return (s1 << bits) | (squareAt(a0, level - 1) ^ timesHalf(s1, level - 1));
}

function inverseAt(a: bigint, level: number): bigint {
  if (level === 0) return a; // inv 1 = 1 in GF(2)
  const [a1, a0, bits] = halves(a, level);
  const norm = productAt(a0, a0 ^ a1, level - 1) ^ timesHalf(squareAt(a1, level - 1), level - 1);
  const normInverse = inverseAt(norm, level - 1);
  // a⁻¹ = conj(a) ⊗ norm⁻¹ with conj(a1·G + a0) = a1·G + (a0 ⊕ a1).
  return (productAt(a1, normInverse, level - 1) << bits) | productAt(a0 ^ a1, normInverse, level - 1);
}

function sqrtAt(a: bigint, level: number): bigint {
  if (level === 0) return a;
  const [a1, a0, bits] = halves(a, level);
  return (sqrtAt(a1, level - 1) << bits) | sqrtAt(a0 ^ timesHalf(a1, level - 1), level - 1);
}

/** a ⊗ b. */
export function nimProduct(a: bigint, b: bigint): bigint {
  checkNimber(a, 'nim-product');
  checkNimber(b, 'nim-product');
  if (a <= 0xffffffffn && b <= 0xffffffffn) return BigInt(nimProduct32(Number(a), Number(b)));
  return productAt(a, b, Math.max(fieldLevel(a), fieldLevel(b)));
}

/** a ⊗ a. */
export function nimSquare(a: bigint): bigint {
  checkNimber(a, 'nim-square');
  return squareAt(a, fieldLevel(a));
}

/** The nimber x with a ⊗ x = 1; fails for 0. */
export function nimInverse(a: bigint): bigint {
  checkNimber(a, 'nim-inverse');
  if (a === 0n) throw new NimlabError('nim-inverse: 0 has no inverse');
  return inverseAt(a, fieldLevel(a));
}

/** a ⊘ b = a ⊗ b⁻¹; fails when b = 0. */
export function nimDivide(a: bigint, b: bigint): bigint {
  checkNimber(a, 'nim-division');
  checkNimber(b, 'nim-division');
  if (b === 0n) throw new NimlabError('nim-division: division by 0');
  return nimProduct(a, nimInverse(b));
}

/**
 * a^e under nim-multiplication, e an ordinary integer; a negative e raises the inverse. For a ≠ 0
 * the exponent is reduced modulo 2^(2^k) − 1, the order of the multiplicative group of a's field.
 */
export function nimPower(a: bigint, exponent: bigint): bigint {
  checkNimber(a, 'nim-power');
  if (a === 0n) {
    if (exponent < 0n) throw new NimlabError('nim-power: 0 has no inverse, so no negative power');
    return exponent === 0n ? 1n : 0n;
  }
  const level = fieldLevel(a);
  let base = exponent < 0n ? inverseAt(a, level) : a;
  let e = exponent < 0n ? -exponent : exponent;
  e %= (1n << BigInt(2 ** level)) - 1n;
  let result = 1n;
  while (e > 0n) {
    if (e & 1n) result = productAt(result, base, level);
    base = squareAt(base, level);
    e >>= 1n;
  }
  return result;
}

/** The unique nimber s with s ⊗ s = a; it lies in a's own field. */
export function nimSqrt(a: bigint): bigint {
  checkNimber(a, 'nim-sqrt');
  return sqrtAt(a, fieldLevel(a));
}
