import { NimlabError } from '../../../engine/core/errors.js';
import { cellName, gridBoard } from '../grid.js';
import type { LabelledMove, PartizanFamily, Side } from '../partizanFamily.js';
import { emptyCells, formatGrid, parseGrid, type DomineeringGrid } from './grid.js';
import { gridRegions } from './regions.js';
import { domineeringRules } from './rules.js';
import { DomineeringValueLimitError, MAX_VALUED_REGION_CELLS } from './valueLimitError.js';

/**
 * Every domino a side may place, named by its two cells the way people type them (column letter,
 * row number from the top: Left's vertical `a1-a2`, Right's horizontal `a1-b1`), in the order of
 * `domineeringRules`' options (row-major over the top or left cell), so labels and options agree.
 */
function dominoMoves(grid: DomineeringGrid, side: Side): LabelledMove<DomineeringGrid>[] {
  const vertical = side === 'left';
  const { rows, cols, filled } = grid;
  const step = vertical ? cols : 1;
  const named = { rows, cols, cells: '' };
  const moves: LabelledMove<DomineeringGrid>[] = [];
  for (let row = 0; row < rows - (vertical ? 1 : 0); row++) {
    for (let col = 0; col < cols - (vertical ? 0 : 1); col++) {
      const at = row * cols + col;
      if (filled[at] || filled[at + step]) continue;
      const next = filled.slice();
      next[at] = 1;
      next[at + step] = 1;
      moves.push({ label: `${cellName(named, at)}-${cellName(named, at + step)}`, to: { rows, cols, filled: next } });
    }
  }
  return moves;
}

/**
 * Throws DomineeringValueLimitError when a region of the board has more empty cells than values
 * are computed for ({@link MAX_VALUED_REGION_CELLS}); the board's outcome is then for a search.
 */
export function checkValuesInReach(grid: DomineeringGrid, limit = MAX_VALUED_REGION_CELLS): void {
  const largest = Math.max(...gridRegions(grid).map(emptyCells));
  if (largest > limit) throw new DomineeringValueLimitError(largest, limit);
}

/**
 * Domineering as the catalog, `nimlab analyze`, `play` and `games` reach it: CGSuite's grid
 * strings (`"....|.#..|...."`) or `RxC`, Left placing vertical dominoes (*Winning Ways* vol. 1
 * ch. 2; CGSuite's `Domineering`). Values go region by region through `domineeringRules`; boards
 * with a region out of reach (`checkValuesInReach`) are for the outcome search.
 */
export const domineering: PartizanFamily<DomineeringGrid> = {
  name: 'domineering',
  title: 'Domineering',
  usage: 'domineering BOARD',
  summary:
    "Place dominoes on a board (CGSuite's grid string, rows split by '|', '.' empty, '#' filled; or RxC for an empty board): " +
    'Left places them vertically, Right horizontally; a player who cannot place loses.',
  example: '....|.#..|....',
  citation: 'Winning Ways vol. 1 ch. 2; CGSuite game.grid.Domineering',
  rules: domineeringRules,
  moves: dominoMoves,
  parse(words) {
    if (words.length !== 1) throw new NimlabError(`domineering: expected one board such as 3x4 or '..|.#', got ${words.length} words`);
    return parseGrid(words[0]!);
  },
  board: (grid) => gridBoard({ rows: grid.rows, cols: grid.cols, cells: formatGrid(grid).replaceAll('|', '') }),
};
