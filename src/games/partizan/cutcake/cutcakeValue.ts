/**
 * The value of an R×C Cutcake rectangle, Left cutting vertically (*Winning Ways* vol. 1 ch. 2, the
 * Cutcake table and its rule): an integer. With 2^a ≤ C < 2^(a+1) and 2^b ≤ R < 2^(b+1), the cake
 * is worth ⌊C / 2^b⌋ − 1 to Left when a > b, −(⌊R / 2^a⌋ − 1) when b > a, and 0 when a = b: Left
 * cuts the cake into strips as tall as a power of two allows, each strip a move she keeps.
 */
export function cutcakeValue(rows: number, cols: number): number {
  const a = 31 - Math.clz32(cols);
  const b = 31 - Math.clz32(rows);
  if (a > b) return Math.floor(cols / 2 ** b) - 1;
  if (b > a) return -(Math.floor(rows / 2 ** a) - 1);
  return 0;
}
