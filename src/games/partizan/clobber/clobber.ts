import { NimlabError } from '../../../engine/core/errors.js';
import {
  cellName,
  formatGrid,
  gridBoard,
  gridComponents,
  ORTHOGONAL,
  parseGrid,
  step,
  symmetricGridKey,
  withCells,
  type Grid,
} from '../grid.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/**
 * Clobber (Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber", *Integers* 5
 * (2005); Siegel, *Combinatorial Game Theory* (2013), ch. I): black stones `x` are Left's, white
 * stones `o` Right's, in CGSuite's grid strings (`"xoxo|oxox"`). A player moves one of their
 * stones onto an orthogonally adjacent stone of the other colour, which is removed. Stones that
 * touch no stone of the other colour never move again, so a board is the sum of its orthogonally
 * connected groups of stones (a group of one colour is 0), and a group is the same game turned or
 * reflected: the region key is the least of its eight images.
 */
function clobberMoves(grid: Grid, side: Side): LabelledMove<Grid>[] {
  const mine = side === 'left' ? 'x' : 'o';
  const theirs = side === 'left' ? 'o' : 'x';
  const moves: LabelledMove<Grid>[] = [];
  for (let from = 0; from < grid.cells.length; from++) {
    if (grid.cells[from] !== mine) continue;
    for (const [dr, dc] of ORTHOGONAL) {
      const to = step(grid, from, dr, dc);
      if (to < 0 || grid.cells[to] !== theirs) continue;
      moves.push({
        label: `${cellName(grid, from)}-${cellName(grid, to)}`,
        to: withCells(grid, [
          [from, '.'],
          [to, mine],
        ]),
      });
    }
  }
  return moves;
}

const isStone = (cell: string) => cell !== '.';
const hasBothColours = (cells: string) => cells.includes('x') && cells.includes('o');

export const clobber: PartizanFamily<Grid> = {
  name: 'clobber',
  title: 'Clobber',
  usage: 'clobber GRID',
  summary:
    "Left's black stones x and Right's white stones o on a grid (CGSuite's grid string, rows split by '|', '.' empty): " +
    'a move puts one of your stones onto an orthogonally adjacent stone of the other colour, which is removed.',
  example: 'xoxo|ox..',
  citation: 'Albert, Grossman, Nowakowski, Wolfe, "An introduction to Clobber", Integers 5 (2005); CGSuite game.grid.Clobber',
  rules: rulesFromMoves('clobber', clobberMoves, {
    key: symmetricGridKey,
    regions: (grid) => gridComponents(grid, isStone, ORTHOGONAL, '.', hasBothColours),
    format: formatGrid,
  }),
  moves: clobberMoves,
  parse(words) {
    if (words.length !== 1) throw new NimlabError(`clobber: expected one grid string such as 'xoxo|ox..', got ${words.length} words`);
    return parseGrid(words[0], 'xo.', 'clobber');
  },
  board: gridBoard,
};
