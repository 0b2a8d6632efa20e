import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { connectedSetsAt, polyominoRule, polyominoValue, polyominoValueExponent } from './polyomino.js';
import { polyominoValuesByDefinition } from './polyominoDefinition.js';
import { coinGridGame } from '../rules.js';
import { boardValue, gridCoinValues } from '../theorem.js';

function isConnected(cells: readonly (readonly [number, number])[]): boolean {
  const key = (r: number, c: number) => `${r},${c}`;
  const inSet = new Set(cells.map(([r, c]) => key(r, c)));
  const seen = new Set([key(...cells[0])]);
  const queue = [cells[0]];
  while (queue.length > 0) {
    const [r, c] = queue.pop()!;
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const k = key(r + dr, c + dc);
      if (inSet.has(k) && !seen.has(k)) {
        seen.add(k);
        queue.push([r + dr, c + dc]);
      }
    }
  }
  return seen.size === cells.length;
}

describe('polyomino rule (luogu-p2594)', () => {
  it('enumerates exactly the connected sets containing the corner', () => {
    for (const [x, y] of [
      [1, 1],
      [1, 4],
      [2, 2],
      [3, 3],
      [2, 4],
      [3, 4],
    ]) {
      const sets = Array.from(connectedSetsAt(x, y), (cells) =>
        cells
          .map(([r, c]) => `${r},${c}`)
          .sort()
          .join(' '),
      );
      expect(new Set(sets).size).toBe(sets.length);
      // Every subset of the rectangle that contains (x, y) and is connected, counted directly.
      let expected = 0;
      const cells = x * y;
      for (let mask = 0; mask < 1 << cells; mask++) {
        if (!((mask >>> (cells - 1)) & 1)) continue;
        const chosen: [number, number][] = [];
        for (let b = 0; b < cells; b++) if ((mask >>> b) & 1) chosen.push([Math.floor(b / y) + 1, (b % y) + 1]);
        if (isConnected(chosen)) expected++;
      }
      expect(sets.length, `${x}×${y}`).toBe(expected);
    }
  });

  it('single-coin values by the engine match lowbit(x+y−1) on the border, 2^(x+y−2) inside', () => {
    for (const [rows, columns] of [
      [4, 4],
      [2, 7],
      [1, 9],
      [5, 3],
    ]) {
      const values = gridCoinValues(polyominoRule, rows, columns);
      for (let x = 1; x <= rows; x++) {
        for (let y = 1; y <= columns; y++) {
          expect(BigInt(values[(x - 1) * columns + (y - 1)]), `(${x}, ${y})`).toBe(polyominoValue(x, y));
        }
      }
    }
    expect(polyominoValueExponent(100, 100)).toBe(198);
    expect(polyominoValue(1, 6)).toBe(2n);
  });

  it.each([
    [3, 3],
    [2, 5],
    [3, 4],
    [1, 8],
  ])('%i×%i boards: whole-board Grundy value = XOR of coin values', (rows, columns) => {
    const game = coinGridGame(polyominoRule, rows, columns);
    const solver = integerSolver(game, 1 << (rows * columns));
    const values: number[] = [];
    for (let x = 1; x <= rows; x++) for (let y = 1; y <= columns; y++) values.push(Number(polyominoValue(x, y)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (1 << (rows * columns)) - 1 }), (board) => {
        expect(solver.grundy(board)).toBe(boardValue(board, values));
      }),
      { numRuns: 30 },
    );
  });
});

describe('polyomino values by the frontier DP', () => {
  it('equal the values from the listed connected sets (engine) on a 4×5 board', () => {
    expect(polyominoValuesByDefinition(4, 5)).toEqual(Array.from(gridCoinValues(polyominoRule, 4, 5)));
    expect(polyominoValuesByDefinition(5, 3)).toEqual(Array.from(gridCoinValues(polyominoRule, 5, 3)));
  });

  it('equal the closed form on a 6×6 board', () => {
    const values = polyominoValuesByDefinition(6, 6);
    for (let x = 1; x <= 6; x++)
      for (let y = 1; y <= 6; y++) expect(BigInt(values[(x - 1) * 6 + y - 1]), `(${x}, ${y})`).toBe(polyominoValue(x, y));
  });
});
