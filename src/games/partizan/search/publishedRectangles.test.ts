import { describe, expect, it } from 'vitest';
import { toBitboard } from '../domineering/bitboard.js';
import { emptyGrid } from '../domineering/grid.js';
import { domineeringRules } from '../domineering/rules.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { DomineeringSearch } from './domineeringSearch.js';
import { PUBLISHED_RECTANGLES } from './publishedRectangles.js';

/** Boards of at most this many cells are solved in the test; larger ones in bench/tools/domineering-rectangles.mjs. */
const TEST_CELLS = 30;

/** Each published statement, and its transpose (the players swapped). */
const statements = PUBLISHED_RECTANGLES.flatMap((entry) => [
  { ...entry, board: `${entry.rows}x${entry.cols}` },
  {
    rows: entry.cols,
    cols: entry.rows,
    verticalFirstWins: entry.horizontalFirstWins,
    horizontalFirstWins: entry.verticalFirstWins,
    source: entry.source,
    board: `${entry.cols}x${entry.rows} (transpose of ${entry.rows}x${entry.cols})`,
  },
]).filter((entry) => entry.rows * entry.cols <= TEST_CELLS);

describe('empty rectangles against the published table', () => {
  it('covers every published board of at most 30 cells', () => {
    expect(statements.length).toBeGreaterThan(60);
  });

  it.each(statements)('$board ($source)', ({ rows, cols, verticalFirstWins, horizontalFirstWins }) => {
    const search = new DomineeringSearch(toBitboard(emptyGrid(rows, cols)), { tableBits: 16 });
    if (verticalFirstWins !== undefined) expect(search.winsMovingFirst('left').wins).toBe(verticalFirstWins);
    if (horizontalFirstWins !== undefined) expect(search.winsMovingFirst('right').wins).toBe(horizontalFirstWins);
  });

  it('agrees with minimax on every empty rectangle of at most 12 cells', () => {
    for (let rows = 1; rows <= 12; rows++) {
      for (let cols = 1; rows * cols <= 12; cols++) {
        const search = new DomineeringSearch(toBitboard(emptyGrid(rows, cols)), { tableBits: 12 });
        expect(search.outcome().outcome, `${rows}x${cols}`).toBe(bruteOutcome(domineeringRules, emptyGrid(rows, cols)));
      }
    }
  });
});
