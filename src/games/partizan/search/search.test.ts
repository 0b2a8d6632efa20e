import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../../../engine/partizan/index.js';
import { toBitboard } from '../domineering/bitboard.js';
import { emptyCells, emptyGrid, parseGrid, type DomineeringGrid } from '../domineering/grid.js';
import { domineeringRules } from '../domineering/rules.js';
import { gridArbitrary } from '../domineering/testing/gridArbitrary.js';
import { PartizanValues } from '../partizanValue.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { DomineeringSearch } from './domineeringSearch.js';
import { OutcomeSearch } from './outcomeSearch.js';
import { SearchLimitError } from './searchLimitError.js';

function bitboardOutcome(grid: DomineeringGrid, tableBits = 10) {
  return new DomineeringSearch(toBitboard(grid), { tableBits }).outcome();
}

/** Whether `move` (top or left cell) is a legal domino of the player and leaves a position they win. */
function isWinningMove(grid: DomineeringGrid, move: { row: number; col: number }, left: boolean): boolean {
  const at = move.row * grid.cols + move.col;
  const other = at + (left ? grid.cols : 1);
  if (grid.filled[at] || grid.filled[other] || (left ? move.row + 1 >= grid.rows : move.col + 1 >= grid.cols)) return false;
  const filled = grid.filled.slice();
  filled[at] = 1;
  filled[other] = 1;
  const after = bruteOutcome(domineeringRules, { rows: grid.rows, cols: grid.cols, filled });
  return left ? after === 'L' || after === 'P' : after === 'R' || after === 'P';
}

describe('DomineeringSearch (bitboards)', () => {
  it('gives the outcome minimax gives, and winning moves that win', () => {
    fc.assert(
      fc.property(gridArbitrary(4, 5), fc.integer({ min: 1, max: 6 }), (grid, tableBits) => {
        const result = bitboardOutcome(grid, tableBits);
        expect(result.outcome).toBe(bruteOutcome(domineeringRules, grid));
        if (result.leftFirst.wins) expect(isWinningMove(grid, result.leftFirst.move!, true)).toBe(true);
        if (result.rightFirst.wins) expect(isWinningMove(grid, result.rightFirst.move!, false)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('reads Right moving first off the transpose on a board that is its own transpose, as searching it would', () => {
    // Symmetric boards: cell (r, c) for r ≤ c drawn (filled with a chance of one in four), (c, r) its mirror.
    const selfTransposed = fc.integer({ min: 1, max: 4 }).chain((side) =>
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: side * side, maxLength: side * side }).map((drawn) => {
        const filled = new Uint8Array(side * side);
        for (let row = 0; row < side; row++)
          for (let col = 0; col < side; col++)
            filled[row * side + col] = drawn[Math.min(row, col) * side + Math.max(row, col)] === 0 ? 1 : 0;
        return { rows: side, cols: side, filled };
      }),
    );
    let transposed = 0;
    fc.assert(
      fc.property(selfTransposed, (grid) => {
        const result = bitboardOutcome(grid);
        expect(result.rightFirst.fromTranspose).toBe(true);
        transposed++;
        expect(result.rightFirst.nodes).toBe(0);
        const searched = new DomineeringSearch(toBitboard(grid), { tableBits: 10 }).winsMovingFirst('right');
        expect(result.rightFirst.wins).toBe(searched.wins);
        expect(result.outcome).toBe(bruteOutcome(domineeringRules, grid));
        if (result.rightFirst.wins) expect(isWinningMove(grid, result.rightFirst.move!, false)).toBe(true);
      }),
      { numRuns: 120, seed: 3421 },
    );
    expect(transposed).toBe(120);
    // A board that is not its own transpose is searched for both starters.
    expect(bitboardOutcome(parseGrid('..#|...|...')).rightFirst.fromTranspose).toBeUndefined();
  });

  it('agrees with minimax on every empty rectangle up to 4 × 4', () => {
    for (let rows = 1; rows <= 4; rows++) {
      for (let cols = 1; cols <= 4; cols++) {
        expect(bitboardOutcome(emptyGrid(rows, cols)).outcome, `${rows}x${cols}`).toBe(
          bruteOutcome(domineeringRules, emptyGrid(rows, cols)),
        );
      }
    }
  });

  it('gives an m × n board the mirror outcome of n × m (a transpose swaps the players)', () => {
    const swap = { L: 'R', R: 'L', N: 'N', P: 'P' } as const;
    for (let rows = 1; rows <= 6; rows++) {
      for (let cols = rows + 1; cols <= 6; cols++) {
        expect(bitboardOutcome(emptyGrid(rows, cols)).outcome).toBe(swap[bitboardOutcome(emptyGrid(cols, rows)).outcome]);
      }
    }
  });

  // Breuker, Uiterwijk and van den Herik, "Solving 8×8 Domineering", TCS 230 (2000), table 1:
  // the first player wins n × n for n = 2, 3, 4, 6, 7 (and 8, in the benchmark), the second 5 × 5.
  // An n × 1 column is Left's (⌊n/2⌋ vertical moves, Right has none), 1 × n Right's.
  it.each([
    ['2x2', 'N'],
    ['3x3', 'N'],
    ['4x4', 'N'],
    ['5x5', 'P'],
    ['6x6', 'N'],
    ['1x1', 'P'],
    ['5x1', 'L'],
    ['1x4', 'R'],
  ])('solves the empty %s board as the published table says: %s', (board, outcome) => {
    expect(bitboardOutcome(parseGrid(board), 16).outcome).toBe(outcome);
  });

  it('stops at its time limit and on request with a typed error saying how far it got', () => {
    let clock = 0;
    const timed = new DomineeringSearch(toBitboard(emptyGrid(6, 6)), { timeLimitMs: 5, checkEvery: 16, now: () => (clock += 1) });
    expect(() => timed.outcome()).toThrow(SearchLimitError);
    let reports = 0;
    const stopped = new DomineeringSearch(toBitboard(emptyGrid(6, 6)), {
      checkEvery: 64,
      onProgress: () => reports++,
      shouldStop: () => reports >= 3,
    });
    const error = (() => {
      try {
        stopped.outcome();
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(SearchLimitError);
    expect((error as SearchLimitError).limit).toBe('interrupted');
    expect((error as SearchLimitError).nodes).toBe(3 * 64);
  });
});

describe('OutcomeSearch (generic, regions valued)', () => {
  it('gives the outcome minimax gives, with and without small regions valued', () => {
    fc.assert(
      fc.property(gridArbitrary(3, 5), fc.integer({ min: 0, max: 8 }), (grid, valuedUpTo) => {
        const games = new PartizanGames();
        const search = new OutcomeSearch(domineeringRules, new PartizanValues(domineeringRules, games), {
          valueRegion: (region) => emptyCells(region) <= valuedUpTo,
        });
        const result = search.outcome(grid);
        expect(result.outcome).toBe(bruteOutcome(domineeringRules, grid));
        for (const [starter, left] of [
          [result.leftFirst, true],
          [result.rightFirst, false],
        ] as const) {
          if (!starter.wins) continue;
          const after = bruteOutcome(domineeringRules, starter.move!);
          expect(left ? ['L', 'P'] : ['R', 'P']).toContain(after);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('decides a board whose regions are all valued without searching below the root moves', () => {
    const games = new PartizanGames();
    const search = new OutcomeSearch(domineeringRules, new PartizanValues(domineeringRules, games), { valueRegion: () => true });
    const result = search.outcome(parseGrid('..#..|..#..|#####|.#.#.|.#.#.'));
    expect(result.outcome).toBe(bruteOutcome(domineeringRules, parseGrid('..#..|..#..|#####|.#.#.|.#.#.')));
    // Each root move's child is one valued sum: one node for it, one for the root, per starter.
    const moves = domineeringRules.leftOptions(parseGrid('..#..|..#..|#####|.#.#.|.#.#.')).length;
    expect(result.leftFirst.nodes).toBeLessThanOrEqual(1 + moves);
  });
});
