/**
 * The number path of nimber arithmetic for values below 2^32: a 256×256 byte table of products,
 * and the Fermat-2-power splitting done twice (8 → 16 → 32 bits) on top of it. The bigint
 * arithmetic (arithmetic.ts) splits large values down to this path.
 */

/** Values below 2^(2^k) form the field GF(2^(2^k)); for k ≤ 5 they fit a 32-bit word. */
export const SMALL_LEVEL = 5;

let byteTable: Uint8Array | null = null;

/**
 * Nim-product inside GF(2^(2^level)) straight from the splitting rule, used to seed the byte table. With G = 2^(2^(level−1)): G ⊗ G = G ⊕ G/2, and a value below G times G is the
 * ordinary product, so (a1·G + a0) ⊗ (b1·G + b0) = (a1b1 ⊕ a1b0 ⊕ a0b1)·G ⊕ a0b0 ⊕ a1b1 ⊗ G/2.
 */
function productBySplitting(a: number, b: number, level: number): number {
  if (level === 0) return a & b;
  const bits = 1 << (level - 1);
  const mask = (1 << bits) - 1;
  const a1 = a >>> bits;
  const a0 = a & mask;
  const b1 = b >>> bits;
  const b0 = b & mask;
  const high = productBySplitting(a1 ^ a0, b1 ^ b0, level - 1) ^ productBySplitting(a0, b0, level - 1);
  const low = productBySplitting(a0, b0, level - 1) ^ productBySplitting(productBySplitting(a1, b1, level - 1), 1 << (bits - 1), level - 1);
  return (high << bits) | low;
}

/**
 * The byte table by linearity: a ⊗ b is the XOR of a's lowest bit times b and the rest of a times
 * b, and 2^i ⊗ b likewise over b's bits; only the 64 products 2^i ⊗ 2^j come from splitting.
 */
function table(): Uint8Array {
  if (byteTable !== null) return byteTable;
  const t = new Uint8Array(65536);
  for (let i = 0; i < 8; i++) {
    const row = (1 << i) << 8;
    for (let b = 1; b < 256; b++) {
      const low = b & -b;
      t[row | b] = t[row | (b ^ low)] ^ productBySplitting(1 << i, low, 3);
    }
  }
  for (let a = 1; a < 256; a++) {
    const low = a & -a;
    if (low === a) continue;
    for (let b = 0; b < 256; b++) t[(a << 8) | b] = t[((a ^ low) << 8) | b] ^ t[(low << 8) | b];
  }
  byteTable = t;
  return t;
}

/** c ⊗ 2^15 for c < 2^16 (2^15 is "half" of the Fermat 2-power 2^16). */
function timesHalf16(t: Uint8Array, c: number): number {
  const c1 = c >>> 8;
  const c0 = c & 255;
  // 2^15 = 2^8 ⊗ 2^7, i.e. (b1, b0) = (2^7, 0) in the split at 2^8.
  const high = t[((c1 ^ c0) << 8) | 128];
  const low = t[(t[(c1 << 8) | 128] << 8) | 128];
  return (high << 8) | low;
}

function product16(t: Uint8Array, a: number, b: number): number {
  const a1 = a >>> 8;
  const a0 = a & 255;
  const b1 = b >>> 8;
  const b0 = b & 255;
  const c = t[(a1 << 8) | b1];
  const d = t[(a0 << 8) | b0];
  const e = t[((a1 ^ a0) << 8) | (b1 ^ b0)];
  return ((e ^ d) << 8) | (d ^ t[(c << 8) | 128]);
}

/** Nim-product of two values below 2^32 (the result is below 2^32 too: the values form a field). */
export function nimProduct32(a: number, b: number): number {
  const t = table();
  if ((a | b) >>> 16 === 0) return (a | b) >>> 8 === 0 ? t[(a << 8) | b] : product16(t, a, b);
  const a1 = a >>> 16;
  const a0 = a & 0xffff;
  const b1 = b >>> 16;
  const b0 = b & 0xffff;
  const c = product16(t, a1, b1);
  const d = product16(t, a0, b0);
  const e = product16(t, a1 ^ a0, b1 ^ b0);
  return (((e ^ d) << 16) | (d ^ timesHalf16(t, c))) >>> 0;
}
