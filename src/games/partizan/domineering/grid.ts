import { NimlabError } from '../../../engine/core/errors.js';

/**
 * A Domineering board: a rectangle of cells, each empty or filled. Any region of the grid is a
 * board whose other cells are filled (CGSuite's `Domineering` and *Winning Ways* vol. 1 ch. 2).
 * Plain immutable data: moves make new boards.
 */
export interface DomineeringGrid {
  readonly rows: number;
  readonly cols: number;
  /** Row-major, 1 = filled (or outside the region), 0 = empty. */
  readonly filled: Uint8Array;
}

/** The largest side the parser accepts (the search's bitboards hold a row or a column in 32 bits). */
export const MAX_SIDE = 32;

/** An empty rows × cols board. */
export function emptyGrid(rows: number, cols: number): DomineeringGrid {
  return { rows, cols, filled: new Uint8Array(rows * cols) };
}

/**
 * Reads a board the way CGSuite writes one: rows of `.` (empty) and `#` (filled) joined by `|`
 * (`"....|.#..|...."`), or `RxC` for an empty R × C board (`8x8`).
 */
export function parseGrid(text: string): DomineeringGrid {
  const trimmed = text.trim();
  const size = /^(\d+)x(\d+)$/i.exec(trimmed);
  if (size !== null) {
    const rows = Number(size[1]);
    const cols = Number(size[2]);
    checkSides(rows, cols, trimmed);
    return emptyGrid(rows, cols);
  }
  const lines = trimmed.split('|');
  const cols = lines[0]!.length;
  checkSides(lines.length, cols, trimmed);
  const filled = new Uint8Array(lines.length * cols);
  lines.forEach((line, row) => {
    if (line.length !== cols)
      throw new NimlabError(`domineering board '${trimmed}': row ${row + 1} has ${line.length} cells, row 1 has ${cols}`);
    for (let col = 0; col < cols; col++) {
      const cell = line[col];
      if (cell !== '.' && cell !== '#')
        throw new NimlabError(`domineering board '${trimmed}': '${cell}' in row ${row + 1} is not a cell ('.' empty, '#' filled)`);
      filled[row * cols + col] = cell === '#' ? 1 : 0;
    }
  });
  return { rows: lines.length, cols, filled };
}

function checkSides(rows: number, cols: number, text: string): void {
  if (rows < 1 || cols < 1 || rows > MAX_SIDE || cols > MAX_SIDE)
    throw new NimlabError(
      `domineering board '${text}': expected RxC (e.g. 8x8) or rows of '.' and '#' joined by '|', each side 1 to ${MAX_SIDE}`,
    );
}

/** CGSuite's grid string: rows of `.` and `#` joined by `|`. */
export function formatGrid(grid: DomineeringGrid): string {
  const lines: string[] = [];
  for (let row = 0; row < grid.rows; row++) {
    let line = '';
    for (let col = 0; col < grid.cols; col++) line += grid.filled[row * grid.cols + col] ? '#' : '.';
    lines.push(line);
  }
  return lines.join('|');
}

/** How many cells are empty. */
export function emptyCells(grid: DomineeringGrid): number {
  let count = 0;
  for (const cell of grid.filled) if (cell === 0) count++;
  return count;
}
