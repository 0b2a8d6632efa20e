import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';

/** The position after a piece reached the last cell: the player to move has lost. */
export const FINISHED = -1;

export const MAX_RULES_CELLS = 30;

/**
 * POI 2004 "Gra" as played on a strip of m cells: a position is the set of occupied cells
 * 1..m−1 (bit c−1 = cell c); a move takes a piece to the first empty cell after it, and whoever
 * lands on cell m wins at once, which the engine sees as a move to FINISHED (no moves left).
 */
export function stripJumpGame(m: number): Game<number> {
  if (m - 1 > MAX_RULES_CELLS) throw new NimlabError(`the strip-jump rules model takes at most ${MAX_RULES_CELLS + 1} cells, got ${m}`);
  return {
    *moves(occupied) {
      if (occupied === FINISHED) return;
      for (let cell = 1; cell < m; cell++) {
        if (!(occupied & bit(cell))) continue;
        let target = cell + 1;
        while (target < m && occupied & bit(target)) target++;
        yield target === m ? FINISHED : (occupied & ~bit(cell)) | bit(target);
      }
    },
    key: (occupied) => occupied,
  };
}

function bit(cell: number): number {
  return 1 << (cell - 1);
}

/** The position with pieces on the given cells. */
export function stripPosition(cells: Iterable<number>): number {
  let occupied = 0;
  for (const cell of cells) occupied |= bit(cell);
  return occupied;
}

/** The cell each move of `occupied` starts from, in the order `moves` yields them. */
export function movingCells(m: number, occupied: number): number[] {
  const cells: number[] = [];
  for (let cell = 1; cell < m; cell++) if (occupied & bit(cell)) cells.push(cell);
  return cells;
}
