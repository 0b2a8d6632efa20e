import { NimlabError } from '../../../engine/core/errors.js';
import type { DomineeringGrid } from './grid.js';

/** The largest side the bitboards hold (a line's bits and one neighbour past it fit in 32 bits). */
export const MAX_BITBOARD_SIDE = 30;

/**
 * A Domineering board as two sets of bit lines, the fast representation the search moves on
 * (after Breuker, Uiterwijk and van den Herik 2000 and Bullock's Obsequi, 2002, which keep a
 * board and its transpose): `emptyRows[r]` has bit c set when cell (r, c) is empty, `emptyCols[c]`
 * bit r. Left's (vertical) dominoes are two neighbouring bits of a column line, Right's
 * (horizontal) of a row line, so one routine serves both players with the line sets swapped.
 */
export interface Bitboard {
  readonly rows: number;
  readonly cols: number;
  readonly emptyRows: Int32Array;
  readonly emptyCols: Int32Array;
}

export function toBitboard(grid: DomineeringGrid): Bitboard {
  const { rows, cols, filled } = grid;
  if (rows > MAX_BITBOARD_SIDE || cols > MAX_BITBOARD_SIDE)
    throw new NimlabError(`domineering search takes boards up to ${MAX_BITBOARD_SIDE} on a side, not ${rows}x${cols}`);
  const emptyRows = new Int32Array(rows);
  const emptyCols = new Int32Array(cols);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (filled[row * cols + col]) continue;
      emptyRows[row]! |= 1 << col;
      emptyCols[col]! |= 1 << row;
    }
  }
  return { rows, cols, emptyRows, emptyCols };
}

/** Bits set in a 32-bit word. */
export function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
