import type { PartizanRules } from '../partizanRules.js';
import type { DomineeringGrid } from './grid.js';
import { formatGrid } from './grid.js';
import { gridRegions, symmetryKey } from './regions.js';

/**
 * Domineering (Göran Andersson, 1973; *Winning Ways* vol. 1 ch. 2; CGSuite's `Domineering`):
 * a move covers two adjacent empty cells with a domino, Left vertically (two cells of one
 * column), Right horizontally (two cells of one row); a player who cannot place loses. These
 * are only the rules: the truth the bitboard search is held against.
 */
export const domineeringRules: PartizanRules<DomineeringGrid> = {
  name: 'domineering',
  leftOptions: (grid) => placements(grid, true).map((placement) => placement.to),
  rightOptions: (grid) => placements(grid, false).map((placement) => placement.to),
  key: symmetryKey,
  regions: gridRegions,
  format: formatGrid,
};

/** One domino placed: the cell it covers first (top or left), the other cell, and the board after. */
export interface Placement {
  readonly at: number;
  readonly other: number;
  readonly to: DomineeringGrid;
}

/**
 * Every board one domino further, row-major over the top or left cell: the domino covers a cell
 * and the one below it (vertical) or right of it. The family names these same placements.
 */
export function placements(grid: DomineeringGrid, vertical: boolean): Placement[] {
  const options: Placement[] = [];
  const { rows, cols, filled } = grid;
  const step = vertical ? cols : 1;
  for (let row = 0; row < rows - (vertical ? 1 : 0); row++) {
    for (let col = 0; col < cols - (vertical ? 0 : 1); col++) {
      const at = row * cols + col;
      if (filled[at] || filled[at + step]) continue;
      const next = filled.slice();
      next[at] = 1;
      next[at + step] = 1;
      options.push({ at, other: at + step, to: { rows, cols, filled: next } });
    }
  }
  return options;
}
