import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBitboard } from '../domineering/bitboard.js';
import { parseGrid, type DomineeringGrid } from '../domineering/grid.js';
import { domineeringRules } from '../domineering/rules.js';
import { gridArbitrary } from '../domineering/testing/gridArbitrary.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { COUNT_SLOTS, LONE, MOVER_WINS, MoveCounter, POSSIBLE, PROTECTIVE, SAFE, UNDECIDED, VULNERABLE } from './moveCounting.js';

/** Counting's verdict for `left` (or Right) to move on `grid`. */
function verdict(grid: DomineeringGrid, left: boolean): number {
  const board = toBitboard(grid);
  const counter = new MoveCounter(grid.rows * grid.cols);
  const counts = new Int32Array(2 * COUNT_SLOTS);
  // Left's dominoes lie along columns, so Left's moves are counted on the rows, and Right's on the columns.
  counter.count(left ? board.emptyRows : board.emptyCols, counts, 0);
  counter.count(left ? board.emptyCols : board.emptyRows, counts, COUNT_SLOTS);
  return counter.verdict(counts, 0, COUNT_SLOTS);
}

function leftCounts(text: string): number[] {
  const grid = parseGrid(text);
  const counts = new Int32Array(COUNT_SLOTS);
  new MoveCounter(grid.rows * grid.cols).count(toBitboard(grid).emptyRows, counts, 0);
  return [counts[POSSIBLE]!, counts[SAFE]!, counts[PROTECTIVE]!, counts[VULNERABLE]!, counts[LONE]!];
}

describe('MoveCounter (static evaluation by move counting)', () => {
  it('never contradicts minimax: a winner it names wins, on random boards', () => {
    const decided = { wins: 0, loses: 0 };
    fc.assert(
      fc.property(gridArbitrary(5, 5), fc.boolean(), (grid, left) => {
        const said = verdict(grid, left);
        if (said === UNDECIDED) return;
        const outcome = bruteOutcome(domineeringRules, grid);
        const moverWins = left ? outcome === 'L' || outcome === 'N' : outcome === 'R' || outcome === 'N';
        expect(moverWins).toBe(said === MOVER_WINS);
        decided[said === MOVER_WINS ? 'wins' : 'loses']++;
      }),
      { numRuns: 400, seed: 34 },
    );
    // The property is not vacuous: counting decided positions both ways.
    expect(decided.wins).toBeGreaterThan(10);
    expect(decided.loses).toBeGreaterThan(10);
  });

  it('holds on fuller boards where protective areas are common (few filled cells)', () => {
    const sparse = fc
      .record({ rows: fc.integer({ min: 2, max: 4 }), cols: fc.integer({ min: 2, max: 6 }) })
      .chain(({ rows, cols }) =>
        fc
          .array(fc.integer({ min: 0, max: 4 }), { minLength: rows * cols, maxLength: rows * cols })
          .map((cells) => ({ rows, cols, filled: Uint8Array.from(cells, (c) => (c === 0 ? 1 : 0)) })),
      );
    fc.assert(
      fc.property(sparse, fc.boolean(), (grid, left) => {
        const said = verdict(grid, left);
        if (said === UNDECIDED) return;
        const outcome = bruteOutcome(domineeringRules, grid);
        expect(left ? outcome === 'L' || outcome === 'N' : outcome === 'R' || outcome === 'N').toBe(said === MOVER_WINS);
      }),
      { numRuns: 300, seed: 341 },
    );
  });

  it('counts possible, safe, protective and vulnerable moves as defined', () => {
    // A 2×2 block with filled sides: one protective area (not two vulnerable moves), possible 2.
    expect(leftCounts('#..#|#..#')).toEqual([2, 0, 1, 0, 0]);
    // A lone column of four: two safe moves.
    expect(leftCounts('#.#|#.#|#.#|#.#')).toEqual([2, 2, 0, 0, 0]);
    // An open 2×3: no run across of exactly two, so three vulnerable moves, no area, none lone.
    expect(leftCounts('...|...')).toEqual([3, 0, 0, 3, 0]);
    // A vulnerable move whose neighbours across are in no other pair: lone (a Right domino takes one).
    expect(leftCounts('..#|#..')).toEqual([1, 0, 0, 1, 1]);
    // A pair with one guarded cell is vulnerable too (Right can take it by the other cell), either way up.
    expect(leftCounts('#.#|...')).toEqual([1, 0, 0, 1, 1]);
    expect(leftCounts('...|#.#')).toEqual([1, 0, 0, 1, 1]);
    // Two side by side: one Right domino can take both, so neither is lone.
    expect(leftCounts('...#|#...')).toEqual([2, 0, 0, 2, 0]);
  });

  it('decides by a protective area: Left to move plays in it, keeps the other half, and outlasts Right', () => {
    // Left: a protective area (two moves when Left plays in it first) and a safe move: 3 moves;
    // Right: at most its two rows in the block. As two vulnerable moves Left would count
    // ⌈2/3⌉ + 1 = 2, not more than Right's 2: the area is what decides.
    const grid = parseGrid('#..#.|#..#.');
    expect(leftCounts('#..#.|#..#.')).toEqual([3, 1, 1, 0, 0]);
    expect(verdict(grid, true)).toBe(MOVER_WINS);
    expect(['L', 'N']).toContain(bruteOutcome(domineeringRules, grid));
  });
});
