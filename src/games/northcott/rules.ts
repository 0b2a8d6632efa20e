import type { LoopyGame } from '../../engine/conventions/retrograde.js';

/** One row of the board: the columns (1-based) of the black and the white piece. */
export type NorthcottRow = readonly [black: number, white: number];

export interface NorthcottPosition {
  rows: readonly NorthcottRow[];
  blackToMove: boolean;
}

/**
 * Northcott's game as it is played, on a board `width` columns wide: the player to move slides
 * one of their own pieces along its row to any empty cell, never jumping the opponent's piece.
 * It is partizan (each player has their own pieces) and loopy (retreats can repeat positions),
 * so the player to move is part of the position and it is solved by retrograde analysis. No
 * formula appears here: the reduction to Nim is what the tests check against this model.
 */
export function northcottBoard(width: number): LoopyGame<NorthcottPosition> {
  return {
    *moves({ rows, blackToMove }) {
      for (let r = 0; r < rows.length; r++) {
        const [black, white] = rows[r];
        const mine = blackToMove ? black : white;
        const theirs = blackToMove ? white : black;
        // Every empty cell on my side of the opponent's piece.
        const [low, high] = mine < theirs ? [1, theirs - 1] : [theirs + 1, width];
        for (let column = low; column <= high; column++) {
          if (column === mine) continue;
          const moved: NorthcottRow = blackToMove ? [column, white] : [black, column];
          yield { rows: rows.map((row, i) => (i === r ? moved : row)), blackToMove: !blackToMove };
        }
      }
    },
    key: ({ rows, blackToMove }) => `${blackToMove ? 'B' : 'W'}:${rows.map(([b, w]) => `${b},${w}`).join(' ')}`,
    format: ({ rows, blackToMove }) => `${rows.map(([b, w]) => `${b},${w}`).join(' ')} (${blackToMove ? 'black' : 'white'} to move)`,
  };
}
