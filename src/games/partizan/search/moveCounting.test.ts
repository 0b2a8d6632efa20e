import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBitboard } from '../domineering/bitboard.js';
import { parseGrid, type DomineeringGrid } from '../domineering/grid.js';
import { domineeringRules } from '../domineering/rules.js';
import { gridArbitrary } from '../domineering/testing/gridArbitrary.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import {
  COUNT_SLOTS,
  HALF_GUARDED,
  LONE,
  MOVER_LOSES,
  MOVER_WINS,
  MoveCounter,
  ODD_RUNS,
  POSSIBLE,
  PROTECTIVE,
  SAFE,
  UNDECIDED,
  USABLE,
  VULNERABLE,
} from './moveCounting.js';

/** Both players' counts for `left` (or Right) to move on `grid`: the mover's at 0, the other's at COUNT_SLOTS. */
function countBoth(grid: DomineeringGrid, left: boolean): { counter: MoveCounter; counts: Int32Array } {
  const board = toBitboard(grid);
  const counter = new MoveCounter(grid.rows * grid.cols);
  const counts = new Int32Array(2 * COUNT_SLOTS);
  // Left's dominoes lie along columns, so Left's moves are counted on the rows, and Right's on the columns.
  counter.count(left ? board.emptyRows : board.emptyCols, counts, 0);
  counter.count(left ? board.emptyCols : board.emptyRows, counts, COUNT_SLOTS);
  return { counter, counts };
}

/** Counting's verdict for `left` (or Right) to move on `grid`. */
function verdict(grid: DomineeringGrid, left: boolean): number {
  const { counter, counts } = countBoth(grid, left);
  return counter.verdict(counts, 0, COUNT_SLOTS);
}

/** The verdict of the bound by possible moves alone (the race against Σ⌊r/2⌋). */
function verdictByPossible(counter: MoveCounter, counts: Int32Array): number {
  if (counter.guaranteed(counts, 0, true) > counts[COUNT_SLOTS + POSSIBLE]!) return MOVER_WINS;
  if (counter.guaranteed(counts, COUNT_SLOTS, false) >= counts[POSSIBLE]!) return MOVER_LOSES;
  return UNDECIDED;
}

/** The verdict of the bound by area alone: the claim against the other's usable cells. */
function verdictByArea(counter: MoveCounter, counts: Int32Array): number {
  const other = COUNT_SLOTS;
  if (counter.claim(counts, 0, true) > counts[other + USABLE]! - counter.spared(counts, 0)) return MOVER_WINS;
  if (counter.claim(counts, other, false) >= counts[USABLE]! - counter.spared(counts, other) - 1) return MOVER_LOSES;
  return UNDECIDED;
}

function moverWins(grid: DomineeringGrid, left: boolean): boolean {
  const outcome = bruteOutcome(domineeringRules, grid);
  return left ? outcome === 'L' || outcome === 'N' : outcome === 'R' || outcome === 'N';
}

/** Boards of rows × cols with a share of filled cells drawn per board (none to half), so endgames and open boards both occur. */
function boardOf(rows: number, cols: number): fc.Arbitrary<DomineeringGrid> {
  return fc
    .record({ rows: fc.integer({ min: 2, max: rows }), cols: fc.integer({ min: 2, max: cols }), tenths: fc.integer({ min: 0, max: 5 }) })
    .chain(({ rows, cols, tenths }) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: rows * cols, maxLength: rows * cols })
        .map((cells) => ({ rows, cols, filled: Uint8Array.from(cells, (c) => (c < tenths ? 1 : 0)) })),
    );
}

/** The extra counts the area bound reads: [half-guarded vulnerable, usable cells, the other's odd runs spared]. */
function areaCounts(text: string, left: boolean): number[] {
  const { counter, counts } = countBoth(parseGrid(text), left);
  return [counts[HALF_GUARDED]!, counts[USABLE]!, counter.spared(counts, 0)];
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

  it('bounds by area soundly, on boards up to 5×5 and 4×6, and decides where possible moves alone do not', () => {
    const newly = { wins: 0, loses: 0 };
    fc.assert(
      fc.property(fc.oneof(boardOf(5, 5), boardOf(4, 6)), fc.boolean(), (grid, left) => {
        const { counter, counts } = countBoth(grid, left);
        const byArea = verdictByArea(counter, counts);
        const said = counter.verdict(counts, 0, COUNT_SLOTS);
        if (byArea === UNDECIDED && said === UNDECIDED) return;
        // Every verdict of the area bound, not only the new ones, is held against minimax.
        const wins = moverWins(grid, left);
        if (byArea !== UNDECIDED) expect(wins).toBe(byArea === MOVER_WINS);
        if (said !== UNDECIDED) expect(wins).toBe(said === MOVER_WINS);
        if (verdictByPossible(counter, counts) !== UNDECIDED) return;
        // Where possible moves say nothing, the verdict is the area bound's.
        expect(said).toBe(byArea);
        if (byArea !== UNDECIDED) newly[byArea === MOVER_WINS ? 'wins' : 'loses']++;
      }),
      { numRuns: 5000, seed: 3419 },
    );
    // It matters: about one board in nine (458 wins, 98 losses at this seed) is decided by area
    // and not by possible moves.
    expect(newly.wins).toBeGreaterThan(300);
    expect(newly.loses).toBeGreaterThan(60);
  });

  it('counts usable cells and odd runs as defined, on random boards', () => {
    fc.assert(
      fc.property(gridArbitrary(6, 6), fc.boolean(), (grid, left) => {
        const { counts } = countBoth(grid, left);
        // Left's dominoes are vertical: its runs are the empty stretches of each column.
        const empty = (row: number, col: number) =>
          row >= 0 && row < grid.rows && col >= 0 && col < grid.cols && grid.filled[row * grid.cols + col] === 0;
        const cellAt = (line: number, at: number) => (left ? empty(at, line) : empty(line, at));
        const lines = left ? grid.cols : grid.rows;
        const length = left ? grid.rows : grid.cols;
        let usable = 0;
        let oddRuns = 0;
        for (let line = 0; line < lines; line++) {
          let run = 0;
          for (let at = 0; at <= length; at++) {
            if (at < length && cellAt(line, at)) {
              run++;
              if (cellAt(line, at - 1) || cellAt(line, at + 1)) usable++;
            } else {
              if (run >= 3 && run % 2 === 1) oddRuns++;
              run = 0;
            }
          }
        }
        expect(counts[USABLE]).toBe(usable);
        expect(counts[ODD_RUNS]).toBe(oddRuns);
      }),
      { numRuns: 500, seed: 3420 },
    );
  });

  it('counts half-guarded vulnerable moves, usable cells and spared odd runs as defined', () => {
    // Left's one move (column 3) has its top cell guarded (no empty cell beside it across), and
    // those two cells are all Left can use; Right's one move (row 1, columns 2–3) likewise.
    expect(areaCounts('#.#.|.#..', true)).toEqual([1, 2, 0]);
    expect(areaCounts('#.#.|.#..', false)).toEqual([1, 2, 0]);
    // An open 2×3: Left's three pairs have no guarded cell, Left can use all six cells, and each of
    // Right's two rows of three holds cells of Left's pairs.
    expect(areaCounts('...|...', true)).toEqual([0, 6, 0]);
    // Right's run of three in the bottom row has no cell of Left's vulnerable move (column 0, rows 0–1).
    expect(areaCounts('.#..|.##.|#...', true)).toEqual([1, 5, 1]);
  });

  it('decides by area where possible moves do not: a half-guarded move against one Right domino', () => {
    // Left's only move (column 3) is also Right's only move's cell: Left's race by possible moves
    // ties (1 against 1), but moving there covers one of Right's two usable cells: 2·1 + 1 > 2.
    const grid = parseGrid('#.#.|.#..');
    const { counter, counts } = countBoth(grid, true);
    expect(verdictByPossible(counter, counts)).toBe(UNDECIDED);
    expect(verdict(grid, true)).toBe(MOVER_WINS);
    expect(moverWins(grid, true)).toBe(true);
  });

  it("decides by a spared odd run: Right's row of three wastes a cell that no Left move needs", () => {
    const grid = parseGrid('.#..|.##.|#...');
    const { counter, counts } = countBoth(grid, true);
    // Left's claim moving first (5) does not exceed Right's 5 usable cells, but one of them is lost.
    expect(counter.claim(counts, 0, true)).toBe(5);
    expect(counts[COUNT_SLOTS + USABLE]).toBe(5);
    expect(verdictByPossible(counter, counts)).toBe(UNDECIDED);
    expect(verdict(grid, true)).toBe(MOVER_WINS);
    expect(moverWins(grid, true)).toBe(true);
  });
});
