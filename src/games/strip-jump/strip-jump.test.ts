import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { winningFirstMoves } from './fast.js';
import { movingCells, stripJumpGame, stripPosition } from './rules.js';

/** Winning first moves by exhaustive search: moves (one per piece) leading to a lost position. */
function bruteWinningMoves(m: number, cells: number[], solver = new GrundySolver(stripJumpGame(m))): number {
  const game = solver.game;
  const start = stripPosition(cells);
  expect(movingCells(m, start)).toEqual(cells);
  return Array.from(game.moves(start)).filter((option) => solver.optionValue(option) === 0).length;
}

const arbitraryStrip = fc
  .integer({ min: 1, max: 14 })
  .chain((m) => fc.tuple(fc.constant(m), fc.subarray(Array.from({ length: m - 1 }, (_, i) => i + 1))));

describe('POI 2004 Gra (strip jump)', () => {
  it('the Staircase Nim count of winning moves equals exhaustive search', () => {
    fc.assert(
      fc.property(arbitraryStrip, ([m, cells]) => {
        expect(winningFirstMoves(m, cells)).toBe(bruteWinningMoves(m, cells));
      }),
      { numRuns: 400 },
    );
  });

  it('every position of strips up to 12 cells', () => {
    for (let m = 1; m <= 12; m++) {
      const solver = new GrundySolver(stripJumpGame(m));
      for (let mask = 0; mask < 2 ** (m - 1); mask++) {
        const cells = Array.from({ length: m - 1 }, (_, i) => i + 1).filter((c) => mask & (1 << (c - 1)));
        expect(winningFirstMoves(m, cells), `m=${m} cells=${cells}`).toBe(bruteWinningMoves(m, cells, solver));
      }
    }
  });

  it('hand-checked', () => {
    expect(winningFirstMoves(10, [6])).toBe(0); // the sample: 6→7→8→9→10, the second player lands
    expect(winningFirstMoves(10, [7, 8, 9])).toBe(3); // each piece of the last block jumps to 10
    expect(winningFirstMoves(10, [8])).toBe(0); // 8 → 9 hands cell 10 to the opponent
    expect(winningFirstMoves(10, [7])).toBe(1); // 7 → 8, then the opponent must step to 9
  });
});
