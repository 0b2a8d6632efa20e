import { NimlabError } from '../../../engine/core/errors.js';
import type { Playable, PlayMove } from '../../playable.js';
import { twinsValue } from '../classic.js';
import { tartanValue } from './tartan.js';
import { CoinMisereSolver, headsMask, maskOf } from '../misere.js';

/** Largest grid played: every rectangle is listed. */
export const CORNERS_PLAY_SIDE = 8;

/**
 * Turning Corners played move by move: the grid is one word of H/T per row, coin (1, 1) at the
 * top left (rows and columns numbered from 1, as every coin in nimlab); the move `a,b-x,y` turns
 * over the corners (a, b), (a, y), (x, b), (x, y) of a rectangle whose corner (x, y), the farthest
 * from (1, 1), goes heads → tails. Misère play is searched on the grid's own move graph
 * (../misere.ts), the solver kept per grid shape in this object.
 */
export function createPlayableTurningCorners(): Playable<string[]> {
  /** Misère solvers by grid shape (a rectangle's corners depend on the width). */
  const misereByShape = new Map<string, CoinMisereSolver>();
  return {
    supportsMisere: true,
    misereBySearch: true,
    picture: { kind: 'coin-grid' },
    parse(words) {
      const rows = words.map((word) => word.toUpperCase());
      if (rows.length === 0) throw new NimlabError("turning-corners: expected the rows of the grid, e.g. 'THH HTT'");
      if (rows.some((row) => !/^[HT]+$/.test(row)))
        throw new NimlabError('turning-corners: rows are written with H (heads) and T (tails) only');
      if (rows.some((row) => row.length !== rows[0].length))
        throw new NimlabError('turning-corners: every row needs the same number of coins');
      if (rows.length > CORNERS_PLAY_SIDE || rows[0].length > CORNERS_PLAY_SIDE) {
        throw new NimlabError(`turning-corners: to play, at most ${CORNERS_PLAY_SIDE} × ${CORNERS_PLAY_SIDE} coins`);
      }
      return rows;
    },
    format: (rows) => rows.join(' '),
    board: (rows) => [
      `    ${[...rows[0]].map((_, y) => (y + 1) % 10).join(' ')}`,
      ...rows.map((row, x) => `${String(x + 1).padStart(2)} │ ${[...row].join(' ')}`),
    ],
    moves(rows) {
      const moves: PlayMove<string[]>[] = [];
      rows.forEach((row, x) => {
        [...row].forEach((face, y) => {
          if (face !== 'H') return;
          for (let a = 0; a < x; a++) {
            for (let b = 0; b < y; b++) {
              const grid = rows.map((r) => [...r]);
              for (const [i, j] of [
                [a, b],
                [a, y],
                [x, b],
                [x, y],
              ])
                grid[i][j] = grid[i][j] === 'H' ? 'T' : 'H';
              moves.push({ label: `${a + 1},${b + 1}-${x + 1},${y + 1}`, to: grid.map((r) => r.join('')) });
            }
          }
        });
      });
      return moves;
    },
    toMoveWins(rows, misere) {
      if (misere) {
        const shape = `${rows.length}x${rows[0].length}`;
        let solver = misereByShape.get(shape);
        if (solver === undefined)
          misereByShape.set(shape, (solver = new CoinMisereSolver(rows.length * rows[0].length, cornerFlips(rows[0].length))));
        return solver.moverWins(headsMask(rows.join('')));
      }
      // Tartan theorem: coin (x, y) is worth the nim-product of its Twins values.
      let total = 0n;
      rows.forEach((row, x) => [...row].forEach((face, y) => face === 'H' && (total ^= tartanValue(twinsValue(x + 1), twinsValue(y + 1)))));
      return total !== 0n;
    },
  };
}

/** The masks of the rectangles whose corner farthest from (1, 1) is cell `index` (row-major, `width` columns). */
function cornerFlips(width: number): (index: number) => number[] {
  return (index) => {
    const x = Math.floor(index / width);
    const y = index % width;
    const masks: number[] = [];
    for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) masks.push(maskOf([a * width + b, a * width + y, x * width + b, index]));
    return masks;
  };
}
