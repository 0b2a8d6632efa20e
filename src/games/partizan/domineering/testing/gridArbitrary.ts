import fc from 'fast-check';
import type { DomineeringGrid } from '../grid.js';

/** Random boards up to rows × cols, each cell filled with probability 1/3. */
export function gridArbitrary(maxRows: number, maxCols: number): fc.Arbitrary<DomineeringGrid> {
  return fc
    .record({ rows: fc.integer({ min: 1, max: maxRows }), cols: fc.integer({ min: 1, max: maxCols }) })
    .chain(({ rows, cols }) =>
      fc
        .array(fc.integer({ min: 0, max: 2 }), { minLength: rows * cols, maxLength: rows * cols })
        .map((cells) => ({ rows, cols, filled: Uint8Array.from(cells, (c) => (c === 0 ? 1 : 0)) })),
    );
}
