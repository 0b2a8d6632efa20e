import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBitboard } from '../domineering/bitboard.js';
import { parseGrid, type DomineeringGrid } from '../domineering/grid.js';
import { domineeringRules } from '../domineering/rules.js';
import { gridArbitrary } from '../domineering/testing/gridArbitrary.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import {
  COUNT_SLOTS,
  DEAD_ODD_RUNS,
  HALF_GUARDED,
  LIVE,
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

/** The verdict of the bound by live cells alone: the sure cells against the cells a domino can still cover. */
function verdictByCells(counter: MoveCounter, counts: Int32Array): number {
  if (counter.sureCells(counts, 0, true) > counter.coverable(counts, COUNT_SLOTS)) return MOVER_WINS;
  if (counter.sureCells(counts, COUNT_SLOTS, false) + 2 > counter.coverable(counts, 0)) return MOVER_LOSES;
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

/** [live cells, the player's dead odd runs, its options] for `left` (or Right) on `text`. */
function cellCounts(text: string, left: boolean): number[] {
  const { counter, counts } = countBoth(parseGrid(text), left);
  return [counts[LIVE]!, counts[DEAD_ODD_RUNS]!, counter.options(counts, 0)];
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

  it("decides the mover's win from the other's counts without assets, as from its whole counts", () => {
    let wins = 0;
    fc.assert(
      fc.property(fc.oneof(gridArbitrary(6, 6), boardOf(5, 6)), fc.boolean(), (grid, left) => {
        const board = toBitboard(grid);
        const moverLines = left ? board.emptyRows : board.emptyCols;
        const otherLines = left ? board.emptyCols : board.emptyRows;
        const counter = new MoveCounter(grid.rows * grid.cols);
        const whole = new Int32Array(2 * COUNT_SLOTS);
        counter.count(moverLines, whole, 0);
        counter.count(otherLines, whole, COUNT_SLOTS);
        const partial = new Int32Array(2 * COUNT_SLOTS);
        counter.count(moverLines, partial, 0);
        counter.count(otherLines, partial, COUNT_SLOTS, false);
        const said = counter.moverWins(whole, 0, COUNT_SLOTS);
        expect(counter.moverWins(partial, 0, COUNT_SLOTS)).toBe(said);
        expect(counter.verdict(whole, 0, COUNT_SLOTS) === MOVER_WINS).toBe(said);
        if (said) wins++;
      }),
      { numRuns: 1500, seed: 3422 },
    );
    expect(wins).toBeGreaterThan(300);
  });

  it('counts possible, safe, protective and vulnerable moves as defined', () => {
    // A 2×2 block with filled sides: one protective area (not two vulnerable moves), possible 2.
    expect(leftCounts('#..#|#..#')).toEqual([2, 0, 1, 0, 0]);
    // A lone column of four: two safe moves.
    expect(leftCounts('#.#|#.#|#.#|#.#')).toEqual([2, 2, 0, 0, 0]);
    // An open 2×3: the board's edge walls columns 0 and 1, so a protective area there (Left plays
    // column 1 and column 0 is safe); column 2, beyond its open side, is a vulnerable move, not lone
    // (one Right domino on columns 1–2 spoils the area and it).
    expect(leftCounts('...|...')).toEqual([3, 0, 1, 1, 0]);
    // An open 2×4: areas on columns 0–1 and 2–3 would open onto each other (one Right domino on
    // columns 1–2 spoils both), so one area, and two vulnerable moves side by side.
    expect(leftCounts('....|....')).toEqual([4, 0, 1, 2, 0]);
    // An open 2×5: one area from each edge; column 2, beyond both open sides, a vulnerable move.
    expect(leftCounts('.....|.....')).toEqual([5, 0, 2, 1, 0]);
    // Walled by column 0 only: an area on columns 1–2; column 3, beyond its open side, can be no
    // other area's cell, so columns 3–4 make no second area: two vulnerable moves side by side.
    expect(leftCounts('#....#|#....#|......')).toEqual([4, 0, 1, 2, 0]);
    // No 2×2 block walled on either side (row 1 is open): vulnerable moves only.
    expect(leftCounts('.#..#.|......|.#..#.')).toEqual([4, 0, 0, 4, 2]);
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

  it('bounds by area and by live cells soundly, on boards up to 5×5 and 4×6, and decides where possible moves alone do not', () => {
    const newly = { area: 0, cells: 0, cellsWithOptions: 0 };
    fc.assert(
      fc.property(fc.oneof(boardOf(5, 5), boardOf(4, 6)), fc.boolean(), (grid, left) => {
        const { counter, counts } = countBoth(grid, left);
        const byPossible = verdictByPossible(counter, counts);
        const byArea = verdictByArea(counter, counts);
        const byCells = verdictByCells(counter, counts);
        const said = counter.verdict(counts, 0, COUNT_SLOTS);
        // The verdict is the bounds' together: undecided only where each of them is.
        expect(said === UNDECIDED).toBe(byPossible === UNDECIDED && byArea === UNDECIDED && byCells === UNDECIDED);
        if (said === UNDECIDED) return;
        // Every verdict of every bound is held against minimax.
        const wins = moverWins(grid, left);
        for (const bound of [byPossible, byArea, byCells, said]) if (bound !== UNDECIDED) expect(wins).toBe(bound === MOVER_WINS);
        if (byPossible !== UNDECIDED) return;
        if (byArea !== UNDECIDED) newly.area++;
        if (byArea === UNDECIDED && byCells !== UNDECIDED) {
          newly.cells++;
          if (counter.options(counts, 0) + counter.options(counts, COUNT_SLOTS) > 0) newly.cellsWithOptions++;
        }
      }),
      { numRuns: 5000, seed: 3419 },
    );
    // Each bound matters: at this seed 536 boards are decided by area and not by possible moves,
    // and 90 more by live cells alone (73 of them with options on the board).
    expect(newly.area).toBeGreaterThan(400);
    expect(newly.cells).toBeGreaterThan(70);
    expect(newly.cellsWithOptions).toBeGreaterThan(55);
  });

  it('counts live cells, dead odd runs and options as defined', () => {
    // Live cells: the empty cells with an empty neighbour; the lone cell of the bottom row is not.
    expect(cellCounts('..#|###|#.#', true)).toEqual([2, 0, 0]);
    // A column of three, every cell guarded: one of Left's dead odd runs (one cell stays empty).
    expect(cellCounts('#.#|#.#|#.#', true)).toEqual([3, 1, 0]);
    // Right's option: row 1's guarded pair is shut by the board's edge and has an empty unguarded cell
    // at its other end; playing onto that cell leaves column 0 of row 1 dead.
    expect(cellCounts('##.|...', false)).toEqual([4, 0, 1]);
    // With row 2 open below that pair, it is no longer safe: no option.
    expect(cellCounts('##.|...|..#', false)).toEqual([6, 0, 0]);
  });

  it("decides by an option: Right shifts its safe move onto Left's only move and leaves a dead cell", () => {
    // Right's safe move (row 1, columns 0–1) and Left's one move (column 2) would tie, Right moving
    // first and losing; Right plays columns 1–2 instead, Left cannot move, and column 0 stays empty.
    const grid = parseGrid('##.|...');
    const { counter, counts } = countBoth(grid, false);
    expect(verdictByPossible(counter, counts)).toBe(UNDECIDED);
    expect(verdictByArea(counter, counts)).toBe(UNDECIDED);
    expect(verdictByCells(counter, counts)).toBe(MOVER_WINS);
    expect(moverWins(grid, false)).toBe(true);
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
