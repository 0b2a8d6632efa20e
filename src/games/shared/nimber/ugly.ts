/**
 * The ugly product of nimbers: x ⊠ y = mex{ (x′ ⊠ y) ⊕ (x ⊠ y′) : x′ < x, y′ < y }, the nim
 * product's definition without its x′ ⊗ y′ term. It is the value of coin (x, y) in Acrostic Twins
 * (acrostic.ts), as x ⊗ y is in Turning Corners. No closed form is known to us, so it is computed
 * from the definition, a table growing as needed, for operands below UGLY_LIMIT.
 */
import { NimlabError } from '../../../engine/errors.js';

export const UGLY_LIMIT = 128;

/** table[x][y] for the rectangle computed so far. */
let table: Int32Array[] = [];
let side = 0;

function grow(to: number): void {
  const next: Int32Array[] = [];
  for (let x = 0; x < to; x++) {
    const row = new Int32Array(to);
    if (x < side) row.set(table[x]);
    next.push(row);
  }
  const marks = new Int32Array(4 * to * to + 2);
  let stamp = 0;
  // Entries in order of x + y, so both neighbours' rows and columns are ready.
  for (let x = 0; x < to; x++) {
    for (let y = 0; y < to; y++) {
      if (x < side && y < side) continue;
      stamp++;
      const rowValues = next[x];
      for (let x2 = 0; x2 < x; x2++) {
        const left = next[x2][y];
        for (let y2 = 0; y2 < y; y2++) marks[left ^ rowValues[y2]] = stamp;
      }
      let mex = 0;
      while (marks[mex] === stamp) mex++;
      rowValues[y] = mex;
    }
  }
  table = next;
  side = to;
}

export function uglyProduct(x: bigint, y: bigint): bigint {
  if (x < 0n || y < 0n) throw new NimlabError('the ugly product takes non-negative integers');
  if (x >= BigInt(UGLY_LIMIT) || y >= BigInt(UGLY_LIMIT)) {
    throw new NimlabError(`the ugly product is computed from its definition for operands below ${UGLY_LIMIT}, got ${x} ⊠ ${y}`);
  }
  const needed = Number(x > y ? x : y) + 1;
  if (needed > side) grow(Math.min(UGLY_LIMIT, Math.max(needed, 2 * side, 16)));
  return BigInt(table[Number(x)][Number(y)]);
}
