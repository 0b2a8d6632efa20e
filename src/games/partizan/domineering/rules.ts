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
  leftOptions: (grid) => placements(grid, true),
  rightOptions: (grid) => placements(grid, false),
  key: symmetryKey,
  regions: gridRegions,
  format: formatGrid,
};

/** Every board one domino further: the domino covers a cell and the one below it (vertical) or right of it. */
function placements(grid: DomineeringGrid, vertical: boolean): DomineeringGrid[] {
  const options: DomineeringGrid[] = [];
  const { rows, cols, filled } = grid;
  const step = vertical ? cols : 1;
  for (let row = 0; row < rows - (vertical ? 1 : 0); row++) {
    for (let col = 0; col < cols - (vertical ? 0 : 1); col++) {
      const at = row * cols + col;
      if (filled[at] || filled[at + step]) continue;
      const next = filled.slice();
      next[at] = 1;
      next[at + step] = 1;
      options.push({ rows, cols, filled: next });
    }
  }
  return options;
}
