import { joinIntegers } from '../output.js';

/** The answer line "count v1 v2 …" with 1-based vertex numbers (up to 4·10^5 of them). */
export function formatMoves(moves: ArrayLike<number>): string {
  return moves.length === 0 ? '0' : `${moves.length} ${joinIntegers(moves, 1)}`;
}
