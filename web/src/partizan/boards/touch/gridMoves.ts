/**
 * A grid position as the boards draw it: rows from the top, one character a cell in CGSuite's
 * grid strings (`.` empty, `#` filled or burnt, `x` Left's piece, `o` Right's), row-major.
 */
export interface GridView {
  readonly rows: number;
  readonly cols: number;
  readonly cells: string;
}

/** A move as the cells touched to make it, in order. */
export interface TouchPath {
  readonly label: string;
  readonly cells: readonly number[];
}

/** A cell named as the grid families name them: column letter, then row from the top (`a1` top left). */
const CELL = /([^\d\s\-/:+@])(\d+)/g;

/** The cells a move label names, in order (`a1-b1` → the two cells; `a1-a3/c3` → three). */
export function labelCells(view: GridView, label: string): number[] {
  return [...label.matchAll(CELL)].map(([, letter, row]) => (Number(row) - 1) * view.cols + (letter!.charCodeAt(0) - 97));
}

export function cellName(view: GridView, index: number): string {
  return `${String.fromCharCode(97 + (index % view.cols))}${Math.floor(index / view.cols) + 1}`;
}

/**
 * The touch paths of the mover's moves. `unordered`: the cells may be touched in either order
 * (a domino's two cells), so each two-cell move has both paths.
 */
export function touchPaths(view: GridView, moves: readonly string[], unordered: boolean): TouchPath[] {
  return moves.flatMap((label) => {
    const cells = labelCells(view, label);
    return unordered && cells.length === 2
      ? [
          { label, cells },
          { label, cells: [cells[1]!, cells[0]!] },
        ]
      : [{ label, cells }];
  });
}

/** The paths that begin with the cells touched so far. */
export function pathsAfter(paths: readonly TouchPath[], touched: readonly number[]): TouchPath[] {
  return paths.filter((path) => path.cells.length >= touched.length && touched.every((cell, i) => path.cells[i] === cell));
}

/** The cells that may be touched next. */
export function nextCells(paths: readonly TouchPath[], touched: readonly number[]): Set<number> {
  return new Set(pathsAfter(paths, touched).flatMap((path) => (path.cells.length > touched.length ? [path.cells[touched.length]!] : [])));
}

/** The move the touches so far complete, if they complete exactly one. */
export function completedMove(paths: readonly TouchPath[], touched: readonly number[]): string | undefined {
  const done = new Set(
    pathsAfter(paths, touched)
      .filter((path) => path.cells.length === touched.length)
      .map((path) => path.label),
  );
  return done.size === 1 ? [...done][0] : undefined;
}
