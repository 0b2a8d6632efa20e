import { popcount } from '../domineering/bitboard.js';

/**
 * How move counting (`moveCounting.ts`) packs a player's assets on a position's word of lines
 * (bit j: own line j): protective areas, which vulnerable pairs are lone, the opponent's odd runs
 * no asset touches, and options. Pure functions of bit words; no allocation.
 */

/**
 * The player's options (see OPTIONS in `moveCounting.ts`), read after the assets are packed: the
 * per-position slots at `slots[base + 2k]` hold position k's empty cells and at `base + 2k + 1` its
 * asset cells (pairs ending there and areas), so the cells of position k in assets are among the
 * slots of k and k + 1. `oddStretchFrom` is scratch (one word per position).
 */
export function countOptions(slots: Int32Array, base: number, lines: number, oddStretchFrom: Int32Array): number {
  let oddFrom = 0;
  for (let k = lines - 1; k >= 0; k--) {
    const empty = slots[base + 2 * k]!;
    oddFrom = empty & ~(empty << 1) & ~(empty >>> 1) & ~oddFrom;
    oddStretchFrom[k] = oddFrom;
  }
  let options = 0;
  let guardedBefore = 0;
  // Per own line: whether the guarded stretch so far has odd length.
  let oddSoFar = 0;
  for (let k = 0; k < lines; k++) {
    const empty = slots[base + 2 * k]!;
    const guarded = empty & ~(empty << 1) & ~(empty >>> 1);
    const assets = slots[base + 2 * k + 1]! | (k + 1 < lines ? slots[base + 2 * k + 3]! : 0);
    const open = empty & ~guarded & ~assets;
    // c before an even stretch that starts at k + 1 ...
    let candidates = 0;
    if (k + 1 < lines) {
      const next = slots[base + 2 * k + 2]!;
      candidates = open & next & ~(next << 1) & ~(next >>> 1) & ~oddStretchFrom[k + 1]!;
    }
    // ... or after an even stretch that ended at k − 1.
    candidates |= open & guardedBefore & ~oddSoFar;
    // Y covering c covers one neighbour across too: it must hold no asset and no other c.
    const crowded = assets | candidates;
    candidates &= ~(crowded << 1) & ~(crowded >>> 1);
    if (candidates !== 0) options += popcount(candidates);
    oddSoFar = guarded & ~(guardedBefore & oddSoFar);
    guardedBefore = guarded;
  }
  return options;
}

/**
 * Of the vulnerable pairs completed at position k − 1 (`last`, their cells at k − 2 and k − 1),
 * how many have no cell of another pair beside them across: the pairs' cells at k − 2 are those
 * completed at k − 2 or k − 1, at k − 1 those completed at k − 1 or k (`next`).
 */
export function lonePairs(before: number, last: number, next: number): number {
  const cellsEarlier = before | last;
  const cellsLater = last | next;
  const touched = (cellsEarlier << 1) | (cellsEarlier >>> 1) | (cellsLater << 1) | (cellsLater >>> 1);
  return last & ~touched;
}

/** Runs of `word` of odd length 3 or more with no bit in `touched`. */
export function sparedOddRuns(word: number, touched: number): number {
  const untouched = word & ~touched;
  // The inner cells of untouched stretches of three or more; a stretch's lowest one is one above its start.
  let inner = untouched & (untouched << 1) & (untouched >>> 1);
  let spared = 0;
  while (inner !== 0) {
    const start = (inner & -inner) >>> 1;
    // Adding the start bit carries through the stretch and clears it; nothing else changes.
    const stretch = untouched & ~(untouched + start);
    const end = stretch & ~(stretch >>> 1);
    // A whole run of `word` if no cell of `word` lies just beside it; odd if it starts and ends on
    // bits of the same parity.
    const whole = (word & ~stretch & ((stretch << 1) | (stretch >>> 1))) === 0;
    if (whole && ((start & EVEN_BITS) === 0) === ((end & EVEN_BITS) === 0)) spared++;
    inner &= ~stretch;
  }
  return spared;
}

/** Bits 0, 2, 4, …: a run is odd when its first and last bits are both among them or both not. */
const EVEN_BITS = 0x55555555;

/** The protective areas packed at one position and the next: how many, their cells (the same bits at both) and the cells they keep out of other assets. */
export interface PackedAreas {
  count: number;
  cells: number;
  reserved: number;
}

const packed: PackedAreas = { count: 0, cells: 0, reserved: 0 };

/**
 * Packs protective areas on own lines j, j+1 at positions k, k+1, greedily from line 0: the four
 * cells empty (at k, among `free`), and walled on at least one side across — both cells of line
 * j − 1, or both of line j + 2, filled or off the board. On an area walled on one side only, the
 * cells of the line beyond its open side are reserved: they may be no other area's cells (one
 * domino of the opponent on them and the area's far cell would spoil two areas); a vulnerable move
 * there is not lone, and the race lets one domino spoil it with the area. `free` are the cells of
 * position k no asset holds yet, `empty`
 * all its empty cells, `next` those of position k + 1; `assetsHere` are position k's cells
 * already in an asset.
 * Returns one shared object (no allocation); read it before the next call.
 */
export function packAreas(free: number, empty: number, next: number, assetsHere: number): PackedAreas {
  packed.count = 0;
  packed.cells = 0;
  packed.reserved = 0;
  const filledBoth = ~(empty | next);
  const blocks = free & (free >>> 1) & next & (next >>> 1);
  // Bit j: line j − 1 is filled at both positions (or off the board); line j + 2 likewise.
  const wallBelow = (filledBoth << 1) | 1;
  const wallAbove = (filledBoth >>> 2) | ~(~0 >>> 2);
  let candidates = blocks & (wallBelow | wallAbove);
  while (candidates !== 0) {
    const low = candidates & -candidates;
    candidates &= candidates - 1;
    const cells = low | (low << 1);
    if ((cells & (packed.cells | packed.reserved)) !== 0) continue;
    let reserve = 0;
    if ((wallBelow & low) === 0) reserve = low >>> 1;
    else if ((wallAbove & low) === 0) reserve = low << 2;
    if ((reserve & (assetsHere | packed.cells)) !== 0) continue;
    packed.count++;
    packed.cells |= cells;
    packed.reserved |= reserve;
  }
  return packed;
}
