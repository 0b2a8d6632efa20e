import type { LoopyGame } from '../../engine/conventions/retrograde.js';
import type { RiverBoard } from './board.js';

/** Both red pieces (as an unordered pair, kept sorted), the black piece, and who moves. */
export interface RiverPosition {
  reds: readonly [number, number];
  black: number;
  redToMove: boolean;
}

const RED_STEPS: readonly [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const BLACK_STEPS: readonly [number, number][] = [
  [-1, 0],
  [0, -1],
  [0, 1],
];

/**
 * The river-crossing pawn game for the engine's retrograde analysis, straight from the rules.
 * Before each move: black on row 1 → black has won; black on a red piece's cell → whoever just
 * moved has won; otherwise a player without a move loses (the engine's default).
 */
export function riverGame(board: RiverBoard): LoopyGame<RiverPosition> {
  const { n, m, free } = board;
  const step = (cell: number, [di, dj]: readonly [number, number]): number => {
    const i = Math.floor(cell / m) + di;
    const j = (cell % m) + dj;
    return i >= 0 && i < n && j >= 0 && j < m && free[i * m + j] ? i * m + j : -1;
  };
  return {
    terminal({ reds, black, redToMove }) {
      if (black < m) return redToMove ? 'lose' : 'win';
      if (black === reds[0] || black === reds[1]) return 'lose';
      return undefined;
    },
    *moves({ reds, black, redToMove }) {
      if (redToMove) {
        for (const [moving, staying] of [
          [reds[0], reds[1]],
          [reds[1], reds[0]],
        ]) {
          for (const delta of RED_STEPS) {
            const to = step(moving, delta);
            if (to < 0 || to === staying) continue;
            yield { reds: to < staying ? [to, staying] : [staying, to], black, redToMove: false };
          }
        }
      } else {
        for (const delta of BLACK_STEPS) {
          const to = step(black, delta);
          if (to >= 0) yield { reds, black: to, redToMove: true };
        }
      }
    },
    key: ({ reds, black, redToMove }) => ((reds[0] * 100 + reds[1]) * 100 + black) * 2 + (redToMove ? 1 : 0),
    format: ({ reds, black, redToMove }) => `red ${reds[0]}, ${reds[1]}; black ${black}; ${redToMove ? 'red' : 'black'} to move`,
  };
}

export function riverStart(board: RiverBoard): RiverPosition {
  const [a, b] = board.reds;
  return { reds: a < b ? [a, b] : [b, a], black: board.black, redToMove: true };
}
