import type { PayoffGame } from '../../engine/conventions/minimax.js';

/**
 * The carrot row a[lo..hi] still on the table, the extra moves the first player still makes
 * before the real game, and whose turn it is once they are spent.
 */
export interface CarrotPosition {
  lo: number;
  hi: number;
  extraMoves: number;
  firstToMove: boolean;
}

/**
 * The game of cf794e as an engine payoff game: a move eats the first or the last carrot; when one
 * carrot is left it is the payoff. The first player (maximiser) makes `extraMoves` moves in a row
 * first; after them the players alternate, the first player again starting.
 */
export function carrotGame(row: ArrayLike<number>): PayoffGame<CarrotPosition, number> {
  return {
    moves(p) {
      if (p.lo === p.hi) return [];
      const extraMoves = Math.max(0, p.extraMoves - 1);
      // An extra move leaves the first player to move; a real move passes the turn.
      const firstToMove = p.extraMoves > 0 ? true : !p.firstToMove;
      return [
        { lo: p.lo + 1, hi: p.hi, extraMoves, firstToMove },
        { lo: p.lo, hi: p.hi - 1, extraMoves, firstToMove },
      ];
    },
    key: (p) => `${p.lo},${p.hi},${p.extraMoves},${p.firstToMove ? 1 : 0}`,
    payoff: (p) => row[p.lo],
    maximizerToMove: (p) => p.extraMoves > 0 || p.firstToMove,
  };
}
