import { NimlabError } from '../../../engine/core/errors.js';
import { emptyCells, type DomineeringGrid } from './grid.js';
import { gridRegions } from './regions.js';

/**
 * The most empty cells of one region whose canonical value `nimlab analyze` computes. Measured on
 * this machine: a 4 × 5 region (20 cells) is valued in under 2 s, 4 × 6 (24) in about 7 s, 5 × 5
 * (25) in about 15 s and 5 × 6 is far out of reach; past this the outcome is found by search.
 */
export const MAX_VALUED_REGION_CELLS = 24;

/**
 * A Domineering board has a region too large for its canonical value to be computed: how many
 * empty cells that region has and the limit. A typed error, so a front end can catch it (and find
 * the outcome by search instead) without reading its message.
 */
export class DomineeringValueLimitError extends NimlabError {
  override name = 'DomineeringValueLimitError';

  constructor(
    readonly regionCells: number,
    readonly limit: number,
  ) {
    super(
      `domineering: a region of ${regionCells} empty cells is too large to value (values are computed for regions of at most ${limit})`,
    );
  }
}

/**
 * Throws DomineeringValueLimitError when a region of the board has more empty cells than values
 * are computed for ({@link MAX_VALUED_REGION_CELLS}); the board's outcome is then for a search.
 */
export function checkValuesInReach(grid: DomineeringGrid, limit = MAX_VALUED_REGION_CELLS): void {
  const largest = Math.max(...gridRegions(grid).map(emptyCells));
  if (largest > limit) throw new DomineeringValueLimitError(largest, limit);
}
