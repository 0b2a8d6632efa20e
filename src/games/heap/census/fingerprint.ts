/**
 * A 64-bit fingerprint of values[start..end) as 16 hex digits: two FNV-1a hashes (32 bits each,
 * different offset bases) over the values as 32-bit words. Census results are checked against
 * stored prefixes with it and equal sequences are found by it; a false match has odds about 2^-64.
 */
export function fingerprint(values: ArrayLike<number>, start = 0, end = values.length): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = start; i < end; i++) {
    const v = values[i];
    a = Math.imul(a ^ (v & 0xffff), 0x01000193);
    a = Math.imul(a ^ (v >>> 16), 0x01000193);
    b = Math.imul(b ^ v, 0x01000193);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
