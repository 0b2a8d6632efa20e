/**
 * Winning first moves of POI 2004 "Gra" (m cells, pieces on increasing cells below m; a piece
 * moves to the first empty cell after it; whoever reaches cell m wins).
 *
 * If cell m−1 is occupied, each piece of the block ending there jumps to m and wins at once, and
 * any other move leaves that block for the opponent. Otherwise nobody may safely put a piece on
 * m−1, so the game is normal play on cells 1..m−2. Cut the strip at its empty cells
 * e_1 < … < e_k = m−1; group j is the block of pieces just before e_j. Moving a piece of group j
 * to e_j turns its old cell into the empty one, which moves the t pieces from it up to e_j into
 * group j+1 (any 1 ≤ t ≤ size): Staircase Nim with group k as the floor, so the step of a block is
 * the number of empty cells after the empty cell that ends it, up to m−1. The position is won iff
 * the nim-sum S of the blocks on odd steps is non-zero; the winning moves lower an odd block c to
 * c ⊕ S, or push pieces from an even block onto the odd group just after it (size d) to d ⊕ S.
 * Each such move is one particular piece, so the count is the number of such blocks.
 */
export function winningFirstMoves(m: number, cells: ArrayLike<number>): number {
  const n = cells.length;
  if (n === 0) return 0;
  if (cells[n - 1] === m - 1) return blockEndingAt(cells, n - 1);
  const { size, end, step, count: blockCount } = blocksFromTheRight(m, cells);
  let nimSum = 0;
  for (let i = 0; i < blockCount; i++) if (step[i] % 2 === 1) nimSum ^= size[i];
  if (nimSum === 0) return 0;
  let count = 0;
  for (let i = 0; i < blockCount; i++) {
    if (step[i] % 2 === 1) {
      if ((size[i] ^ nimSum) < size[i]) count++;
    } else if (step[i] >= 2) {
      // The odd group just above is the block starting at end + 2 (the next block to the right), or empty.
      const above = i > 0 && end[i - 1] - size[i - 1] + 1 === end[i] + 2 ? size[i - 1] : 0;
      const pushed = (above ^ nimSum) - above;
      if (pushed >= 1 && pushed <= size[i]) count++;
    }
  }
  return count;
}

/**
 * Maximal runs of occupied cells, rightmost first: size, last cell, and staircase step (empty
 * cells in (end + 1, m − 1]; 0 for the block ending at m − 2, the floor).
 */
function blocksFromTheRight(m: number, cells: ArrayLike<number>): { size: Int32Array; end: Int32Array; step: Int32Array; count: number } {
  const size = new Int32Array(cells.length);
  const end = new Int32Array(cells.length);
  const step = new Int32Array(cells.length);
  let count = 0;
  let piecesRight = 0;
  for (let i = cells.length - 1; i >= 0; count++) {
    size[count] = blockEndingAt(cells, i);
    end[count] = cells[i];
    step[count] = m - 2 - cells[i] - piecesRight;
    piecesRight += size[count];
    i -= size[count];
  }
  return { size, end, step, count };
}

/** Length of the run of consecutive cells ending at cells[i]. */
function blockEndingAt(cells: ArrayLike<number>, i: number): number {
  let j = i;
  while (j > 0 && cells[j - 1] === cells[j] - 1) j--;
  return i - j + 1;
}
