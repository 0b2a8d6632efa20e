/**
 * Northcott's game as Nim. In each row the empty cells between the two pieces form a Nim heap:
 * moving towards the opponent removes stones from it. Moving away adds stones, but the opponent
 * can follow and restore the gap, and retreats cannot go on forever (the board edge stops them),
 * so they change nothing: exactly as in Poker Nim, the player to move wins iff the XOR of the
 * gaps |a − b| − 1 is non-zero.
 */

/** A row seen by the player to move: the column of their own piece and of the opponent's. */
export interface NorthcottRowView {
  mine: bigint;
  theirs: bigint;
}

export function northcottGap(row: NorthcottRowView): bigint {
  const distance = row.mine > row.theirs ? row.mine - row.theirs : row.theirs - row.mine;
  return distance - 1n;
}

export function northcottNimSum(rows: readonly NorthcottRowView[]): bigint {
  let total = 0n;
  for (const row of rows) total ^= northcottGap(row);
  return total;
}

/** A winning move: the mover's piece in row `row` (index) goes to column `to`. */
export interface NorthcottMove {
  row: number;
  to: bigint;
}

/**
 * Every winning move on a board `width` columns wide: a row's gap g must become g ⊕ s (s the XOR
 * of the gaps), by advancing when that is smaller, or by retreating when it is larger and the
 * board leaves enough room behind the piece. Every other move leaves a non-zero XOR.
 */
export function northcottWinningMoves(rows: readonly NorthcottRowView[], width: bigint): NorthcottMove[] {
  const total = northcottNimSum(rows);
  if (total === 0n) return [];
  const moves: NorthcottMove[] = [];
  rows.forEach((row, index) => {
    const gap = northcottGap(row);
    const target = gap ^ total;
    const towards = row.mine < row.theirs ? 1n : -1n; // direction of the opponent's piece
    const to = row.mine + towards * (gap - target);
    if (to >= 1n && to <= width) moves.push({ row: index, to });
  });
  return moves;
}
