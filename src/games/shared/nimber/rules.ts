/**
 * Nim-addition and nim-multiplication by Conway's definitions, with no algebra: the brute-force
 * truth the field arithmetic is tested against.
 *   a ⊕ b = mex{a' ⊕ b, a ⊕ b' : a' < a, b' < b}
 *   a ⊗ b = mex{a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b}
 */
import { mex } from '../../../engine/core/mex.js';

/** table[a][b] = a ⊕ b for a, b < size, each entry a mex over smaller entries. */
export function nimSumTableByMex(size: number): number[][] {
  const table = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const options: number[] = [];
      for (let a2 = 0; a2 < a; a2++) options.push(table[a2][b]);
      for (let b2 = 0; b2 < b; b2++) options.push(table[a][b2]);
      table[a][b] = mex(options);
    }
  }
  return table;
}

/**
 * table[a][b] = a ⊗ b for a, b < size; uses the nim-sum table for ⊕, itself from the mex rule.
 * This is also the Grundy value of one heads coin at (a, b) in Turning Corners.
 */
export function nimProductTableByMex(size: number): number[][] {
  // Products of values below `size` stay below the least field size 2^(2^k) ≥ size.
  let field = 2;
  while (field < size) field *= field;
  const sums = nimSumTableByMex(field);
  const table = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const options: number[] = [];
      for (let a2 = 0; a2 < a; a2++) {
        for (let b2 = 0; b2 < b; b2++) options.push(sums[sums[table[a2][b]][table[a][b2]]][table[a2][b2]]);
      }
      table[a][b] = mex(options);
    }
  }
  return table;
}
