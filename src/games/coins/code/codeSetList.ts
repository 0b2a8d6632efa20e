/**
 * The sets a coin-turning code allows, listed fast: the same sets in the same order as
 * `turningSets` (codeRule.ts, the literal rule they are tested against), but written into one
 * reused Int32Array and handed to a visitor, with no generator per set or per subset level.
 * Play lists every move of a position this way: `1-3` on 40 heads is 10,700 sets, and the nested
 * generators took 100–400 ms of one task in the playground (issue 22).
 *
 * The order matters: a playground link stores moves by their index in the list.
 */
import { allowsCount, maxCount, type TurningCode } from './turningCode.js';

/** Receives one set: its coins, ascending, are `coins[0..size)`; the buffer is overwritten by the next set. */
export type SetVisitor = (coins: Int32Array, size: number) => void;

/** Visits every set (containing `coin` as its largest element) the code allows, as `turningSets` lists them. */
export function eachTurningSet(code: TurningCode, coin: number, visit: SetVisitor): void {
  const lowest = Math.max(1, coin - code.span + 1);
  if (code.includesFirst && lowest > 1) return;
  const allowed = allowedSizes(code, coin);
  const set = new Int32Array(coin + 1);
  const emit = (size: number) => {
    if (allowed[size] === 1 && (!code.includesFirst || set[0] === 1)) visit(set, size);
  };
  if (code.consecutive) consecutiveSets(set, lowest, coin, emit);
  else if (code.equallySpaced) equallySpacedSets(set, lowest, coin, emit);
  else if (code.symmetric) {
    const pairsAtMost = Math.floor((maxCount(code) - 2) / 2);
    const chosen = new Int32Array(coin + 1);
    for (let left = coin; left >= lowest; left--) symmetricSets(set, chosen, left, coin, pairsAtMost, emit);
  } else anySets(set, lowest, coin, Math.min(maxCount(code), coin - lowest + 1), emit);
}

/** allowed[s] = 1 when a move may turn s coins, for s = 0..coin. */
function allowedSizes(code: TurningCode, coin: number): Uint8Array {
  const allowed = new Uint8Array(coin + 1);
  for (let size = 1; size <= coin; size++) if (allowsCount(code, size)) allowed[size] = 1;
  return allowed;
}

/** left..coin for left = coin down to lowest. */
function consecutiveSets(set: Int32Array, lowest: number, coin: number, emit: (size: number) => void): void {
  for (let left = coin; left >= lowest; left--) {
    for (let c = left; c <= coin; c++) set[c - left] = c;
    emit(coin - left + 1);
  }
}

/** {coin}, then for each gap 1, 2, … the progressions ending at coin, longest last. */
function equallySpacedSets(set: Int32Array, lowest: number, coin: number, emit: (size: number) => void): void {
  set[0] = coin;
  emit(1);
  for (let gap = 1; coin - gap >= lowest; gap++) {
    for (let left = coin - gap; left >= lowest; left -= gap) {
      let size = 0;
      for (let c = left; c <= coin; c += gap) set[size++] = c;
      emit(size);
    }
  }
}

/**
 * Any coins of lowest..coin−1 (at most most − 1 of them) then coin: the subsets in the pre-order
 * of `subsets` (each set, then its extensions by larger coins), walked with the set as the stack.
 */
function anySets(set: Int32Array, lowest: number, coin: number, most: number, emit: (size: number) => void): void {
  const limit = most - 1;
  let size = 0;
  let next = lowest;
  set[0] = coin;
  emit(1);
  for (;;) {
    if (size < limit && next < coin) {
      set[size++] = next++;
      set[size] = coin;
      emit(size + 1);
    } else {
      if (size === 0) return;
      next = set[--size] + 1;
    }
  }
}

/**
 * Symmetric sets from left to right: the two ends, mirror pairs (left + i, right − i) for chosen i
 * (at most pairsAtMost of them, in the pre-order of `subsets`), each without then with the centre.
 */
function symmetricSets(
  set: Int32Array,
  chosen: Int32Array,
  left: number,
  right: number,
  pairsAtMost: number,
  emit: (size: number) => void,
): void {
  if (left === right) {
    set[0] = left;
    emit(1);
    return;
  }
  if (pairsAtMost < 0) return;
  const pairs = Math.floor((right - left - 1) / 2);
  const centre = (left + right) % 2 === 0 ? (left + right) / 2 : -1;
  const both = (count: number) => {
    // Ascending: left, left + i (i ascending), [centre], right − i (i descending), right.
    set[0] = left;
    for (let k = 0; k < count; k++) set[1 + k] = left + chosen[k];
    let size = 1 + count;
    const tail = () => {
      for (let k = count - 1; k >= 0; k--) set[size++] = right - chosen[k];
      set[size++] = right;
    };
    tail();
    emit(size);
    if (centre > 0) {
      size = 1 + count;
      set[size++] = centre;
      tail();
      emit(size);
    }
  };
  let count = 0;
  let next = 1;
  both(0);
  for (;;) {
    if (count < pairsAtMost && next <= pairs) {
      chosen[count++] = next++;
      both(count);
    } else {
      if (count === 0) return;
      next = chosen[--count] + 1;
    }
  }
}
