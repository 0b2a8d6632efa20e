import { describe, expect, it } from 'vitest';
import { CELLS_RACE_BYTES, CELLS_SHAPE, cellsRaceTables, fillCellsRace, useCellsRace } from './assetRace.js';

describe('the cells race handed between threads', () => {
  it('filled into shared memory, it equals the race a search fills on first use', () => {
    const own = cellsRaceTables();
    const shared = new SharedArrayBuffer(CELLS_RACE_BYTES);
    fillCellsRace(shared);
    const entries = own.first.length;
    expect(Array.from(new Int32Array(shared, 0, entries))).toEqual(Array.from(own.first));
    expect(Array.from(new Int32Array(shared, 4 * entries, entries))).toEqual(Array.from(own.second));
    // Not a table of zeros: moving first with one area and nothing else is worth its 8 cells.
    const oneArea = CELLS_SHAPE.lone * CELLS_SHAPE.vulnerable * CELLS_SHAPE.options * CELLS_SHAPE.halfGuarded;
    expect(own.first[oneArea]).toBe(8);
    useCellsRace(shared);
    expect(cellsRaceTables().first.buffer).toBe(shared);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => useCellsRace(new SharedArrayBuffer(CELLS_RACE_BYTES - 4))).toThrow(/takes \d+ bytes/);
  });
});
