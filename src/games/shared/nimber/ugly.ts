/**
 * The ugly product x ⊠ y (Berlekamp–Conway–Guy, Winning Ways ch. 14, the acrostic products;
 * CGSuite's `UglyProduct`): the value of coin (x, y) of Motley ⊠ Ruler, the acrostic product of
 * the rows `1+` and Ruler, is the ugly product of the rows' coin values. (Acrostic Twins, two coins
 * in a row or a column, is x ⊕ y instead.) It is defined on powers of two and extended to all
 * non-negative integers by distributivity over nim-addition (⊕, XOR): for n a power of two and
 * k < n,
 *   n ⊠ k = ⌊k/2⌋ if k is evil (an even number of 1 bits), n + ⌊k/2⌋ if k is odious,
 *   n ⊠ n = ⌈n/2⌉,
 * so on two powers of two 1 ⊠ 2^b = 2^b, 2^a ⊠ 2^b = 2^a + 2^(b−1) (a > b ≥ 1) and
 * 2^a ⊠ 2^a = 2^(a−1) (a ≥ 1). It is commutative and distributive, but not associative.
 *
 * x ⊠ y is the XOR over the bit pairs (a of x, b of y) of 2^a ⊠ 2^b (uglyProductByBits, the
 * definition read literally). Collecting those terms by position gives three words, each a few
 * whole-number operations, so the product costs O(log bits) bigint operations at any size:
 *   high   bit k set ⇔ an odd number of pairs with max(a, b) = k, a ≠ b:
 *          (x & below(y)) ^ (y & below(x)), below(v) bit k = parity of v's bits under k;
 *   low    bit k set ⇔ an odd number of pairs with min(a, b) = k + 1 ≥ 1, a ≠ b:
 *          ((x & above(y)) ^ (y & above(x))) >> 1, above(v) bit k = parity of v's bits over k
 *          (the shift drops min = 0: 1 ⊠ 2^b has no low term);
 *   equal  the pairs a = b: 2^(a−1) for a ≥ 1, and 1 for a = b = 0.
 */
import { NimlabError } from '../../../engine/core/errors.js';

/** Bit k (k < width) = XOR of the bits of v strictly below k: a prefix-XOR scan by doubling shifts. */
function parityBelow(v: bigint, width: bigint): bigint {
  let scan = v << 1n;
  for (let shift = 1n; shift < width; shift <<= 1n) scan ^= scan << shift;
  return scan & ((1n << width) - 1n);
}

/** Bit k (k < width) = XOR of the bits of v strictly above k, for v below 2^(width − 1). */
function parityAbove(v: bigint, below: bigint, width: bigint): bigint {
  // Parity above a bit = whole parity ⊕ parity below ⊕ the bit itself; the top bit of `below`
  // (at width − 1, above every bit of v) is the whole parity.
  const whole = (below >> (width - 1n)) & 1n;
  return (whole === 1n ? (1n << width) - 1n : 0n) ^ below ^ v;
}

function checkOperand(value: bigint): void {
  if (value < 0n) throw new NimlabError(`the ugly product takes non-negative integers, got ${value}`);
}

/** x ⊠ y for non-negative integers of any size. */
export function uglyProduct(x: bigint, y: bigint): bigint {
  checkOperand(x);
  checkOperand(y);
  if (x === 0n || y === 0n) return 0n;
  // One spare bit above both operands, so every parity word is read where it is whole.
  const width = BigInt(Math.max(x.toString(2).length, y.toString(2).length) + 1);
  const belowX = parityBelow(x, width);
  const belowY = parityBelow(y, width);
  const high = (x & belowY) ^ (y & belowX);
  const low = ((x & parityAbove(y, belowY, width)) ^ (y & parityAbove(x, belowX, width))) >> 1n;
  const common = x & y;
  return high ^ low ^ (common >> 1n) ^ (common & 1n);
}

/** 2^a ⊠ 2^b, the table the product is defined by. */
export function uglyPowerOfTwo(a: number, b: number): bigint {
  if (a === 0) return 1n << BigInt(b);
  if (b === 0) return 1n << BigInt(a);
  if (a === b) return 1n << BigInt(a - 1);
  return (1n << BigInt(Math.max(a, b))) | (1n << BigInt(Math.min(a, b) - 1));
}

/** x ⊠ y as the definition says it: the XOR of 2^a ⊠ 2^b over every bit a of x and b of y. */
export function uglyProductByBits(x: bigint, y: bigint): bigint {
  checkOperand(x);
  checkOperand(y);
  let result = 0n;
  for (let a = 0; x >> BigInt(a) !== 0n; a++) {
    if (((x >> BigInt(a)) & 1n) === 0n) continue;
    for (let b = 0; y >> BigInt(b) !== 0n; b++) if ((y >> BigInt(b)) & 1n) result ^= uglyPowerOfTwo(a, b);
  }
  return result;
}
