/**
 * Nim-multiplication of two nimbers below 2^32 (ONAG ch. 6; *Winning Ways* ch. 14): split each at
 * its half-width Fermat 2-power F = 2^h, where F·F = F + F/2 (nim-sum), so
 *
 *   (aF + b)(cF + d) = ((a+b)(c+d) + bd)·F + bd + ac·(F/2),
 *
 * three products of half the width and one by F/2. Conway's product of two nimbers is their
 * nim-product, so `ConwayProducts` answers nimbers here instead of by the general formula, whose
 * option products grow as the square of the nimbers.
 */
export function nimProduct(x: number, y: number, level = 5): number {
  if (x < 2 || y < 2) return x * y;
  const half = 1 << (level - 1);
  const mask = half === 32 ? 0xffffffff : (2 ** half - 1) >>> 0;
  const [a, b] = [Math.floor(x / 2 ** half), (x & mask) >>> 0];
  const [c, d] = [Math.floor(y / 2 ** half), (y & mask) >>> 0];
  const bd = nimProduct(b, d, level - 1);
  const high = (nimProduct((a ^ b) >>> 0, (c ^ d) >>> 0, level - 1) ^ bd) >>> 0;
  const acHalf = nimProduct(nimProduct(a, c, level - 1), 2 ** (half - 1), level - 1);
  return (high * 2 ** half + ((bd ^ acHalf) >>> 0)) >>> 0;
}
