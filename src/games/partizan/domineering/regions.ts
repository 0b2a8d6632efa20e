import type { DomineeringGrid } from './grid.js';
import { formatGrid } from './grid.js';

/**
 * The independent parts of a Domineering board (*Winning Ways* vol. 1 ch. 2: a board is the sum
 * of its regions): the 4-connected components of its empty cells, each cropped to its bounding
 * box with every other cell filled. A board without an empty cell is one region (the game 0).
 */
export function gridRegions(grid: DomineeringGrid): DomineeringGrid[] {
  const { rows, cols, filled } = grid;
  const component = new Int32Array(rows * cols).fill(-1);
  const regions: DomineeringGrid[] = [];
  const queue = new Int32Array(rows * cols);
  for (let start = 0; start < rows * cols; start++) {
    if (filled[start] || component[start] !== -1) continue;
    const id = regions.length;
    // Breadth-first over the component, its cells kept in `queue[0..size)`.
    let size = 0;
    queue[size++] = start;
    component[start] = id;
    for (let head = 0; head < size; head++) {
      const at = queue[head]!;
      const row = Math.floor(at / cols);
      const col = at % cols;
      const visit = (next: number) => {
        if (filled[next] || component[next] !== -1) return;
        component[next] = id;
        queue[size++] = next;
      };
      if (row > 0) visit(at - cols);
      if (row < rows - 1) visit(at + cols);
      if (col > 0) visit(at - 1);
      if (col < cols - 1) visit(at + 1);
    }
    regions.push(cropped(grid, queue.subarray(0, size)));
  }
  return regions.length === 0 ? [grid] : regions;
}

/** The smallest board holding exactly `cells` (row-major indices of `grid`) empty. */
function cropped(grid: DomineeringGrid, cells: Int32Array): DomineeringGrid {
  let top = grid.rows;
  let bottom = -1;
  let leftmost = grid.cols;
  let rightmost = -1;
  for (const at of cells) {
    const row = Math.floor(at / grid.cols);
    const col = at % grid.cols;
    top = Math.min(top, row);
    bottom = Math.max(bottom, row);
    leftmost = Math.min(leftmost, col);
    rightmost = Math.max(rightmost, col);
  }
  const rows = bottom - top + 1;
  const cols = rightmost - leftmost + 1;
  const filled = new Uint8Array(rows * cols).fill(1);
  for (const at of cells) filled[(Math.floor(at / grid.cols) - top) * cols + (at % grid.cols) - leftmost] = 0;
  return { rows, cols, filled };
}

/** The board cropped to the bounding box of its empty cells (filled edges do not change the game). */
export function trimmed(grid: DomineeringGrid): DomineeringGrid {
  const cells: number[] = [];
  grid.filled.forEach((cell, at) => {
    if (cell === 0) cells.push(at);
  });
  return cells.length === 0 ? { rows: 0, cols: 0, filled: new Uint8Array(0) } : cropped(grid, Int32Array.from(cells));
}

/**
 * One key for a board and its turns that keep vertical vertical (the identity, the left-right
 * and the up-down mirror, the half turn): they are the same game. A transpose swaps the players
 * (the negative), so it is not among them. The key is the least grid string of the four, after
 * trimming filled edges.
 */
export function symmetryKey(grid: DomineeringGrid): string {
  const core = trimmed(grid);
  let best = formatGrid(core);
  for (const [flipRows, flipCols] of [
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    const turned = formatGrid(flipped(core, flipRows, flipCols));
    if (turned < best) best = turned;
  }
  return best;
}

/** The board mirrored top-bottom (`flipRows`) and/or left-right (`flipCols`). */
export function flipped(grid: DomineeringGrid, flipRows: boolean, flipCols: boolean): DomineeringGrid {
  const { rows, cols } = grid;
  const filled = new Uint8Array(rows * cols);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      filled[(flipRows ? rows - 1 - row : row) * cols + (flipCols ? cols - 1 - col : col)] = grid.filled[row * cols + col]!;
    }
  }
  return { rows, cols, filled };
}

/** The board transposed: the same region with the players' roles swapped (its value negated). */
export function transposed(grid: DomineeringGrid): DomineeringGrid {
  const { rows, cols } = grid;
  const filled = new Uint8Array(rows * cols);
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) filled[col * rows + row] = grid.filled[row * cols + col]!;
  return { rows: cols, cols: rows, filled };
}
