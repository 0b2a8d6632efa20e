/**
 * Staircase Nim by its theorem. Every move changes exactly one odd step: from an odd step it
 * lowers it (a Nim move), from an even step it raises the odd step below. The raises can never
 * reach the current XOR, the lowers reach every smaller value, so the Grundy value is the XOR of
 * the odd steps' counts: P iff that nim-sum is 0.
 */

/** `steps[i]` is the number of stones on step i+1. */
export function staircaseGrundy(steps: readonly bigint[]): bigint {
  let total = 0n;
  for (let i = 0; i < steps.length; i += 2) total ^= steps[i];
  return total;
}

/** A move: `moved` stones from step `from` (1-based) to step from-1 (0 = off the staircase). */
export interface StaircaseMove {
  from: number;
  moved: bigint;
}

/**
 * Every winning move. With s the nim-sum of the odd steps, the odd step c must become c XOR s:
 * lower it there from the odd step itself (when c XOR s < c), or raise it there with stones from
 * the even step above (when c < c XOR s and that step holds enough stones).
 */
export function staircaseWinningMoves(steps: readonly bigint[]): StaircaseMove[] {
  const total = staircaseGrundy(steps);
  if (total === 0n) return [];
  const moves: StaircaseMove[] = [];
  for (let i = 0; i < steps.length; i++) {
    if (i % 2 === 0) {
      const target = steps[i] ^ total;
      if (target < steps[i]) moves.push({ from: i + 1, moved: steps[i] - target });
    } else {
      const below = steps[i - 1];
      const target = below ^ total;
      if (target > below && target - below <= steps[i]) moves.push({ from: i + 1, moved: target - below });
    }
  }
  return moves;
}

/** The staircase after a move. */
export function applyStaircaseMove(steps: readonly bigint[], move: StaircaseMove): bigint[] {
  const next = steps.slice();
  next[move.from - 1] -= move.moved;
  if (move.from > 1) next[move.from - 2] += move.moved;
  return next;
}
