import { NimlabError } from '../../engine/core/errors.js';

/**
 * A board in CGSuite's grid-string notation: rows from the top, separated by `|`, one character a
 * cell (`"xo.|.ox"`); each game has its own characters (CGSuite's `CharMap`: `.` empty, `x` Left's
 * piece, `o` Right's, `#` a blocked cell). Cells are row-major in one string, so a position is a
 * plain value and its key is itself.
 */
export interface Grid {
  readonly rows: number;
  readonly cols: number;
  readonly cells: string;
}

/** Boards larger than this are refused: exact values of such games are far out of reach. */
export const MAX_GRID_CELLS = 256;

/** Reads `"xo.|.ox"` with the game's characters (`allowed`, case-insensitive letters); rows must be equally long. */
export function parseGrid(text: string, allowed: string, game: string): Grid {
  const rows = text.split('|');
  const cols = rows[0].length;
  if (cols === 0) throw new NimlabError(`${game}: empty board '${text}': write rows of cells separated by '|', e.g. '${allowed}'`);
  rows.forEach((row, r) => {
    if (row.length !== cols)
      throw new NimlabError(`${game}: row ${r + 1} has ${row.length} cells, row 1 has ${cols}: rows must be equally long`);
  });
  const cells = rows.join('').toLowerCase();
  if (cells.length > MAX_GRID_CELLS) throw new NimlabError(`${game}: the board has ${cells.length} cells; at most ${MAX_GRID_CELLS}`);
  for (let i = 0; i < cells.length; i++) {
    if (!allowed.includes(cells[i])) {
      throw new NimlabError(
        `${game}: '${text[i + Math.floor(i / cols)]}' at row ${Math.floor(i / cols) + 1}, column ${(i % cols) + 1} is not a cell ('${[...allowed].join("', '")}')`,
      );
    }
  }
  return { rows: rows.length, cols, cells };
}

/** The board's grid string again (`"xo.|.ox"`). */
export function formatGrid(grid: Grid): string {
  const rows: string[] = [];
  for (let r = 0; r < grid.rows; r++) rows.push(grid.cells.slice(r * grid.cols, (r + 1) * grid.cols));
  return rows.join('|');
}

/** The board's rows, with column letters above and row numbers beside, for a terminal. */
export function gridBoard(grid: Grid): string[] {
  const letters = Array.from({ length: grid.cols }, (_, c) => String.fromCharCode(97 + c)).join(' ');
  const lines = [`   ${letters}`];
  for (let r = 0; r < grid.rows; r++) {
    lines.push(`${String(r + 1).padStart(2)} ${[...grid.cells.slice(r * grid.cols, (r + 1) * grid.cols)].join(' ')}`);
  }
  return lines;
}

/** A cell's name: column letter, then row number from the top (`a1` is the top left corner). */
export function cellName(grid: Grid, index: number): string {
  return `${String.fromCharCode(97 + (index % grid.cols))}${Math.floor(index / grid.cols) + 1}`;
}

/** The board with some cells changed (index → character). */
export function withCells(grid: Grid, changes: readonly (readonly [number, string])[]): Grid {
  const cells = [...grid.cells];
  for (const [index, value] of changes) cells[index] = value;
  return { ...grid, cells: cells.join('') };
}

/** The cell one step from `index` in direction (dr, dc), or -1 off the board. */
export function step(grid: Grid, index: number, dr: number, dc: number): number {
  const r = Math.floor(index / grid.cols) + dr;
  const c = (index % grid.cols) + dc;
  return r < 0 || r >= grid.rows || c < 0 || c >= grid.cols ? -1 : r * grid.cols + c;
}

export const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
export const COMPASS: readonly (readonly [number, number])[] = [...ORTHOGONAL, [-1, -1], [-1, 1], [1, -1], [1, 1]];

/**
 * The connected groups of cells where `joined` holds, through `directions` (a breadth-first
 * search, no recursion), each cut out to its bounding box with every other cell set to `filler`.
 * Groups for which `matters` is false (a single colour of Clobber stones: no moves) are dropped.
 */
export function gridComponents(
  grid: Grid,
  joined: (cell: string) => boolean,
  directions: readonly (readonly [number, number])[],
  filler: string,
  matters: (cells: string) => boolean = () => true,
): Grid[] {
  const seen = new Uint8Array(grid.cells.length);
  const parts: Grid[] = [];
  for (let start = 0; start < grid.cells.length; start++) {
    if (seen[start] || !joined(grid.cells[start])) continue;
    const members = [start];
    seen[start] = 1;
    for (let i = 0; i < members.length; i++) {
      for (const [dr, dc] of directions) {
        const next = step(grid, members[i], dr, dc);
        if (next >= 0 && !seen[next] && joined(grid.cells[next])) {
          seen[next] = 1;
          members.push(next);
        }
      }
    }
    const part = cutOut(grid, members, filler);
    if (matters(part.cells)) parts.push(part);
  }
  return parts;
}

function cutOut(grid: Grid, members: readonly number[], filler: string): Grid {
  let top = grid.rows;
  let bottom = -1;
  let left = grid.cols;
  let right = -1;
  for (const index of members) {
    const r = Math.floor(index / grid.cols);
    const c = index % grid.cols;
    top = Math.min(top, r);
    bottom = Math.max(bottom, r);
    left = Math.min(left, c);
    right = Math.max(right, c);
  }
  const cols = right - left + 1;
  const cells = Array<string>((bottom - top + 1) * cols).fill(filler);
  for (const index of members) cells[(Math.floor(index / grid.cols) - top) * cols + (index % grid.cols) - left] = grid.cells[index];
  return { rows: bottom - top + 1, cols, cells: cells.join('') };
}

/**
 * A key equal for a board and its seven images under the square's symmetries (turns and
 * reflections): the least of their grid strings. For games whose rules look the same from every
 * side (Clobber, Konane, Amazons), so a region and its mirror images are valued once.
 */
export function symmetricGridKey(grid: Grid): string {
  let best: string | undefined;
  for (let transform = 0; transform < 8; transform++) {
    const image = transformed(grid, transform);
    const key = `${image.rows}:${image.cells}`;
    if (best === undefined || key < best) best = key;
  }
  return best!;
}

/** Image of the board under one of the 8 symmetries: bit 2 transposes, bits 0 and 1 flip rows and columns. */
function transformed(grid: Grid, transform: number): Grid {
  const transpose = (transform & 4) !== 0;
  const rows = transpose ? grid.cols : grid.rows;
  const cols = transpose ? grid.rows : grid.cols;
  const cells: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let sr = transpose ? c : r;
      let sc = transpose ? r : c;
      if (transform & 1) sr = grid.rows - 1 - sr;
      if (transform & 2) sc = grid.cols - 1 - sc;
      cells.push(grid.cells[sr * grid.cols + sc]);
    }
  }
  return { rows, cols, cells: cells.join('') };
}
