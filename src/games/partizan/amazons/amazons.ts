import { NimlabError } from '../../../engine/core/errors.js';
import {
  cellName,
  COMPASS,
  formatGrid,
  gridBoard,
  gridComponents,
  parseGrid,
  step,
  symmetricGridKey,
  withCells,
  type Grid,
} from '../grid.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/** Boards of Amazons beyond this many cells are refused: the values of larger ones are out of reach. */
export const MAX_AMAZONS_CELLS = 30;

/**
 * Amazons (Berlekamp, "Sums of N×2 Amazons", in *Game Theory, Optimal Stopping, Probability and
 * Statistics* (2000); Snatzke; CGSuite's `game.grid.Amazons`, whose characters `.xo#` we use):
 * Left's amazons `x`, Right's `o`, burnt cells `#`. A move slides one of your amazons like a chess
 * queen over empty cells, then it shoots an arrow like a queen from where it landed (through the
 * cell it left, as CGSuite allows), burning the cell the arrow stops on. Burnt cells never clear,
 * so a board is the sum of its king-connected regions of unburnt cells; a region without amazons
 * is 0, and a region is keyed up to the square's eight symmetries.
 */
function amazonsMoves(grid: Grid, side: Side): LabelledMove<Grid>[] {
  const mine = side === 'left' ? 'x' : 'o';
  const moves: LabelledMove<Grid>[] = [];
  for (let from = 0; from < grid.cells.length; from++) {
    if (grid.cells[from] !== mine) continue;
    for (const [dr, dc] of COMPASS) {
      for (let to = step(grid, from, dr, dc); to >= 0 && grid.cells[to] === '.'; to = step(grid, to, dr, dc)) {
        const moved = withCells(grid, [
          [from, '.'],
          [to, mine],
        ]);
        for (const [ar, ac] of COMPASS) {
          for (let arrow = step(moved, to, ar, ac); arrow >= 0 && moved.cells[arrow] === '.'; arrow = step(moved, arrow, ar, ac)) {
            moves.push({
              label: `${cellName(grid, from)}-${cellName(grid, to)}/${cellName(grid, arrow)}`,
              to: withCells(moved, [[arrow, '#']]),
            });
          }
        }
      }
    }
  }
  return moves;
}

const isOpen = (cell: string) => cell !== '#';
const hasAmazon = (cells: string) => cells.includes('x') || cells.includes('o');

export const amazons: PartizanFamily<Grid> = {
  name: 'amazons',
  title: 'Amazons',
  usage: 'amazons GRID',
  summary:
    "Left's amazons x and Right's o on a small board ('.' empty, '#' burnt; rows split by '|'): a move slides one of your " +
    'amazons like a chess queen, then shoots an arrow like a queen from where it lands, burning that cell.',
  example: 'x..|.#.|..o',
  citation:
    'Berlekamp, "Sums of N×2 Amazons" (2000); Snatzke, "New results of exhaustive search in the game Amazons", TCS 313 (2004); CGSuite game.grid.Amazons',
  rules: rulesFromMoves('amazons', amazonsMoves, {
    key: symmetricGridKey,
    regions: (grid) => gridComponents(grid, isOpen, COMPASS, '#', hasAmazon),
    format: formatGrid,
  }),
  moves: amazonsMoves,
  parse(words) {
    if (words.length !== 1) throw new NimlabError(`amazons: expected one grid string such as 'x..|.#.|..o', got ${words.length} words`);
    const grid = parseGrid(words[0], '.xo#', 'amazons');
    if (grid.cells.length > MAX_AMAZONS_CELLS)
      throw new NimlabError(`amazons: the board has ${grid.cells.length} cells; at most ${MAX_AMAZONS_CELLS}`);
    return grid;
  },
  board: gridBoard,
};
