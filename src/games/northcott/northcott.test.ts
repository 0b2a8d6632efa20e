import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeLoopy, type LoopyAnalysis } from '../../engine/conventions/retrograde.js';
import { northcottBoard, type NorthcottPosition, type NorthcottRow } from './rules.js';
import { northcottNimSum, northcottWinningMoves, type NorthcottRowView } from './fast.js';

/** Every board of `rowCount` rows on `width` columns, with either player to move. */
function everyPosition(width: number, rowCount: number): NorthcottPosition[] {
  const rowsOfOne: NorthcottRow[] = [];
  for (let b = 1; b <= width; b++) for (let w = 1; w <= width; w++) if (b !== w) rowsOfOne.push([b, w]);
  let boards: NorthcottRow[][] = [[]];
  for (let r = 0; r < rowCount; r++) boards = boards.flatMap((rows) => rowsOfOne.map((row) => [...rows, row]));
  return boards.flatMap((rows) => [true, false].map((blackToMove) => ({ rows, blackToMove })));
}

/** One retrograde solution per board shape, covering all of its positions. */
const solved = new Map<string, LoopyAnalysis<NorthcottPosition>>();
function solve(width: number, rowCount: number): LoopyAnalysis<NorthcottPosition> {
  const shape = `${width}x${rowCount}`;
  let analysis = solved.get(shape);
  if (!analysis) solved.set(shape, (analysis = analyzeLoopy(northcottBoard(width), everyPosition(width, rowCount))));
  return analysis;
}

function view(position: NorthcottPosition): NorthcottRowView[] {
  return position.rows.map(([b, w]) => ({
    mine: BigInt(position.blackToMove ? b : w),
    theirs: BigInt(position.blackToMove ? w : b),
  }));
}

const boards = fc
  .record({ width: fc.integer({ min: 2, max: 5 }), rowCount: fc.integer({ min: 1, max: 3 }) })
  .filter(({ width, rowCount }) => rowCount < 3 || width <= 4)
  .chain(({ width, rowCount }) =>
    fc.record({
      width: fc.constant(width),
      rowCount: fc.constant(rowCount),
      position: fc.record({
        rows: fc.array(
          fc
            .tuple(fc.integer({ min: 1, max: width }), fc.integer({ min: 1, max: width }))
            .filter(([b, w]) => b !== w) as fc.Arbitrary<NorthcottRow>,
          { minLength: rowCount, maxLength: rowCount },
        ),
        blackToMove: fc.boolean(),
      }),
    }),
  );

describe("Northcott's game", () => {
  it('the player to move wins iff the XOR of the gaps is non-zero; never a draw (retrograde search)', () => {
    fc.assert(
      fc.property(boards, ({ width, rowCount, position }) => {
        const { result } = solve(width, rowCount).resultOf(position);
        expect(result).toBe(northcottNimSum(view(position)) !== 0n ? 'win' : 'lose');
      }),
      { numRuns: 300 },
    );
  });

  it('winning moves, retreats included, are exactly the moves to lost positions', () => {
    fc.assert(
      fc.property(boards, ({ width, rowCount, position }) => {
        const game = northcottBoard(width);
        const analysis = solve(width, rowCount);
        const brute = [...game.moves(position)]
          .filter((option) => analysis.resultOf(option as NorthcottPosition).result === 'lose')
          .map((option) => game.key(option as NorthcottPosition));
        const fast = northcottWinningMoves(view(position), BigInt(width)).map(({ row, to }) => {
          const rows = position.rows.map((pair, i): NorthcottRow => {
            if (i !== row) return pair;
            return position.blackToMove ? [Number(to), pair[1]] : [pair[0], Number(to)];
          });
          return game.key({ rows, blackToMove: !position.blackToMove });
        });
        expect(fast.sort()).toEqual(brute.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked facts (the hdu1730 sample has gaps 4 6 2 2 2)', () => {
    const sample: NorthcottRowView[] = [
      [9n, 4n],
      [5n, 12n],
      [5n, 2n],
      [11n, 8n],
      [5n, 8n],
    ].map(([mine, theirs]) => ({ mine, theirs }));
    expect(northcottNimSum(sample)).toBe(0n);
    // Gaps 1 and 2: advance the second row to gap 1, or retreat the first row to gap 2 if there is room
    // (none when its piece stands in column 1).
    const rows = [
      { mine: 1n, theirs: 3n },
      { mine: 5n, theirs: 8n },
    ];
    expect(northcottWinningMoves(rows, 8n)).toEqual([{ row: 1, to: 6n }]);
    expect(northcottWinningMoves([{ mine: 3n, theirs: 5n }, rows[1]], 8n)).toEqual([
      { row: 0, to: 2n },
      { row: 1, to: 6n },
    ]);
  });
});
