import { NimlabError } from '../../../engine/core/errors.js';
import { cellName, formatGrid, gridBoard, ORTHOGONAL, parseGrid, step, symmetricGridKey, withCells, type Grid } from '../grid.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/**
 * Konane, the Hawaiian checkers (Ernst, "Playing Konane mathematically: a combinatorial
 * game-theoretic analysis", *UMAP Journal* 16 (1995); Chan and Tsai, "1×n Konane", in *More Games of
 * No Chance* (2002)): black stones `x` are Left's, white stones `o` Right's, on a grid written as
 * CGSuite writes grids. A move jumps one of your stones orthogonally over an adjacent stone of the
 * other colour into the empty cell just beyond, removing the stone jumped; it may go on jumping in
 * the same direction, and may stop after any jump (each stop is a different move). The opening
 * removals of the traditional game are left out: a position is any board. No split into regions:
 * a stone may jump into any empty cell, so the board is valued whole, keyed up to its eight symmetries.
 */
function konaneMoves(grid: Grid, side: Side): LabelledMove<Grid>[] {
  const mine = side === 'left' ? 'x' : 'o';
  const theirs = side === 'left' ? 'o' : 'x';
  const moves: LabelledMove<Grid>[] = [];
  for (let from = 0; from < grid.cells.length; from++) {
    if (grid.cells[from] !== mine) continue;
    for (const [dr, dc] of ORTHOGONAL) {
      const captured: (readonly [number, string])[] = [[from, '.']];
      let at = from;
      while (true) {
        const over = step(grid, at, dr, dc);
        const land = over < 0 ? -1 : step(grid, over, dr, dc);
        if (land < 0 || grid.cells[over] !== theirs || grid.cells[land] !== '.') break;
        captured.push([over, '.']);
        at = land;
        moves.push({ label: `${cellName(grid, from)}-${cellName(grid, at)}`, to: withCells(grid, [...captured, [at, mine]]) });
      }
    }
  }
  return moves;
}

export const konane: PartizanFamily<Grid> = {
  name: 'konane',
  title: 'Konane',
  usage: 'konane GRID',
  summary:
    "Left's black stones x and Right's white stones o on a grid (rows split by '|', '.' empty): a move jumps one of your " +
    'stones over an adjacent stone of the other colour into the empty cell beyond, removing it; jumps may go on in the same direction.',
  example: 'xox.|..o.',
  citation: 'Ernst, "Playing Konane mathematically", UMAP Journal 16 (1995); Chan, Tsai, "1×n Konane", More Games of No Chance (2002)',
  rules: rulesFromMoves('konane', konaneMoves, { key: symmetricGridKey, format: formatGrid }),
  moves: konaneMoves,
  parse(words) {
    if (words.length !== 1) throw new NimlabError(`konane: expected one grid string such as 'xox.|..o.', got ${words.length} words`);
    return parseGrid(words[0], 'xo.', 'konane');
  },
  board: gridBoard,
};
