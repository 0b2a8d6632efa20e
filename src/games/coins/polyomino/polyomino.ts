/**
 * The polyomino rule of luogu-p2594 (ZJOI 2009): on a grid with cells (1, 1) … (n, m), a move picks
 * a heads cell (x, y) and turns over a set S ∋ (x, y) of cells that is edge-connected and lies
 * above-left of it (i ≤ x and j ≤ y for every (i, j) in S).
 *
 * Single-coin values: in the first row or column the connected sets are runs ending at the coin,
 * so that line is the Ruler game along x + y − 1: g = lowbit(x + y − 1). Elsewhere
 * g(x, y) = 2^(x+y−2). (Both are checked against the engine on every cell of small boards.)
 */
import type { Cell, CoinGridRule } from '../turnRule.js';

/** Every edge-connected set of cells of the rectangle (1..x) × (1..y) that contains (x, y). */
export function* connectedSetsAt(x: number, y: number): Generator<Cell[]> {
  const cells = x * y;
  if (cells > 30) throw new RangeError('connected sets are enumerated on at most 30 cells');
  // Cell (i, j) is bit (i − 1)·y + (j − 1).
  const neighbours = new Int32Array(cells);
  for (let i = 0; i < x; i++) {
    for (let j = 0; j < y; j++) {
      let mask = 0;
      if (i > 0) mask |= 1 << ((i - 1) * y + j);
      if (i < x - 1) mask |= 1 << ((i + 1) * y + j);
      if (j > 0) mask |= 1 << (i * y + j - 1);
      if (j < y - 1) mask |= 1 << (i * y + j + 1);
      neighbours[i * y + j] = mask;
    }
  }
  const root = cells - 1;
  // Each frame: the set so far, cells adjacent to it not yet decided, and cells decided "out".
  // Branching on the lowest undecided frontier cell (in or out) reaches every connected set once.
  const stack: [set: number, frontier: number, excluded: number][] = [[1 << root, neighbours[root], 0]];
  while (stack.length > 0) {
    const [set, frontier, excluded] = stack.pop()!;
    if (frontier === 0) {
      yield maskToCells(set, y);
      continue;
    }
    const bit = frontier & -frontier;
    const cell = 31 - Math.clz32(bit);
    stack.push([set, frontier & ~bit, excluded | bit]);
    const grown = set | bit;
    stack.push([grown, (frontier | neighbours[cell]) & ~grown & ~excluded & ~bit, excluded]);
  }
}

function maskToCells(mask: number, columns: number): Cell[] {
  const cells: Cell[] = [];
  for (let b = 0; mask >>> b !== 0; b++) if ((mask >>> b) & 1) cells.push([Math.floor(b / columns) + 1, (b % columns) + 1]);
  return cells;
}

export const polyominoRule: CoinGridRule = {
  name: 'polyomino',
  firstRow: 1,
  firstColumn: 1,
  turnSets: ([x, y]) => connectedSetsAt(x, y),
};

/**
 * The value of coin (x, y) as its exponent: g(x, y) = 2^e. In the first row or column
 * g = lowbit(x + y − 1), otherwise e = x + y − 2.
 */
export function polyominoValueExponent(x: number, y: number): number {
  if (x === 1 || y === 1) {
    const run = x + y - 1;
    return 31 - Math.clz32(run & -run);
  }
  return x + y - 2;
}

/** The value of coin (x, y), any size. */
export function polyominoValue(x: number, y: number): bigint {
  return 1n << BigInt(polyominoValueExponent(x, y));
}
