import { NimlabError } from '../../../engine/core/errors.js';
import { cellName, gridBoard } from '../grid.js';
import type { LabelledMove, PartizanFamily, Side } from '../partizanFamily.js';
import { formatGrid, parseGrid, type DomineeringGrid } from './grid.js';
import { domineeringRules, placements } from './rules.js';

/**
 * Every domino a side may place, named by its two cells the way people type them (column letter,
 * row number from the top: Left's vertical `a1-a2`, Right's horizontal `a1-b1`), in the order of
 * `domineeringRules`' options (row-major over the top or left cell), so labels and options agree.
 */
function dominoMoves(grid: DomineeringGrid, side: Side): LabelledMove<DomineeringGrid>[] {
  const named = { rows: grid.rows, cols: grid.cols, cells: '' };
  return placements(grid, side === 'left').map(({ at, other, to }) => ({ label: `${cellName(named, at)}-${cellName(named, other)}`, to }));
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
