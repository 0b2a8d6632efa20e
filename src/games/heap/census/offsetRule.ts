import {
  allowsHeaps,
  digitAt,
  hasGeneralDigits,
  isFiniteCode,
  isUnconstrained,
  makeCode,
  maxTokensRemoved,
  type CodeDigit,
  type TakeBreakCode,
} from '../code/code.js';

/**
 * The offset rule (Winning Ways, ch. 4, "Dawson's Kayles" 0.07 beside Dawson's chess 0.137): in a
 * game where a heap of one token has no move, every non-empty heap can be read as a heap one
 * smaller, so G_B(n + 1) = G_A(n) for the game A this returns, and B's sequence is 0 followed by
 * A's. A move of B removing j tokens and leaving k heaps a_1..a_k (each ≥ 1) is, one token fewer
 * per heap, a move of A removing j + k − 1 tokens and leaving the k heaps a_i − 1, of which any
 * number may be empty (a_i = 1): so bit k of B's d_j gives A's digit d_{j+k−1} the bits 0..k.
 * Conversely every such move of A comes back from one of B by adding a token to each heap left and
 * one-token heaps for the empty ones. Null when B's one-token heap has a move (d_1 has bit 0, or
 * d_0 could take nothing and leave one heap), or when the code is not a finite code of plain
 * digits without split constraints (the rule then needs the constraints carried over).
 */
export function oneSmallerGame(code: TakeBreakCode): TakeBreakCode | null {
  if (!isFiniteCode(code) || hasGeneralDigits(code) || !isUnconstrained(code)) return null;
  if (allowsHeaps(digitAt(code, 1), 0) || allowsHeaps(digitAt(code, 0), 1)) return null;
  const top = maxTokensRemoved(code);
  const bits: number[] = new Array<number>(top + 32).fill(0);
  for (let j = 0; j <= top; j++) {
    const digit = digitAt(code, j);
    for (let k = 0; k < 31; k++) {
      if (!allowsHeaps(digit, k) || j + k - 1 < 0) continue;
      bits[j + k - 1] |= (1 << (k + 1)) - 1;
    }
  }
  // A's d_0 may not take nothing and leave the heap as it was (only j = 1, k = 0 could give that,
  // and d_1 has no bit 0 here); its bit 0 means nothing for a heap that is already empty.
  bits[0] &= ~3;
  const digits: CodeDigit[] = bits.map((heaps) => ({ heaps, constraint: 'any' }));
  return makeCode(digits);
}
