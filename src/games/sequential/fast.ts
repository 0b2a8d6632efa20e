/**
 * Sequential Nim in closed form. Let g be the Grundy value of the heaps after the first one. The
 * first heap a has options a' = 0..a-1 (a' = 0 leaves just the rest, value g), so its values are
 * g for a = 0 and, for a >= 1, the a-th smallest number other than g: a-1 if a <= g, else a. Folding
 * this from the last heap gives the value; it is 0 exactly when a run of 1s of the right parity
 * stands before the first heap larger than 1 (the classic rule, `sequentialFirstWins`).
 */

/** Grundy value of heap `heap` placed in front of a row of value `rest`. */
export function sequentialStep(heap: bigint, rest: bigint): bigint {
  if (heap === 0n) return rest;
  return heap <= rest ? heap - 1n : heap;
}

export function sequentialGrundy(heaps: readonly bigint[]): bigint {
  let value = 0n;
  for (let i = heaps.length - 1; i >= 0; i--) value = sequentialStep(heaps[i], value);
  return value;
}

/**
 * The classic rule for positive heaps: whoever first meets a heap larger than 1 wins (they can take
 * all of it or leave one, whichever hands the next heap to the right player). With k leading 1s the
 * first player meets it iff k is even; if every heap is 1 the moves are forced and n decides.
 */
export function sequentialFirstWins(heaps: readonly bigint[]): boolean {
  const positive = heaps.filter((heap) => heap > 0n);
  const leadingOnes = positive.findIndex((heap) => heap > 1n);
  return leadingOnes < 0 ? positive.length % 2 === 1 : leadingOnes % 2 === 0;
}

/** A winning move: leave `to` stones in heap `heap` (index; the first non-empty heap). */
export interface SequentialMove {
  heap: number;
  to: bigint;
}

/**
 * The winning move, if any; there is at most one. Only the first non-empty heap a can move. With
 * rest value g: if g = 0 take the whole heap (value g = 0); if g > 0 leave exactly one stone
 * (value 0 since 1 <= g), which needs a >= 2. Nothing else has value 0.
 */
export function sequentialWinningMoves(heaps: readonly bigint[]): SequentialMove[] {
  const first = heaps.findIndex((heap) => heap > 0n);
  if (first < 0) return [];
  const rest = sequentialGrundy(heaps.slice(first + 1));
  if (rest === 0n) return [{ heap: first, to: 0n }];
  return heaps[first] >= 2n ? [{ heap: first, to: 1n }] : [];
}
