import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTIZAN_GAMES, type Side } from '../../../library';
import { cakeCut } from './cutcakeCuts';
import { completedMove, labelCells, nextCells, touchPaths, type GridView } from './gridMoves';

const family = (name: string) => PARTIZAN_GAMES.find((f) => f.name === name)!;
const domineeringFamily = family('domineering');

/** A random board of the given cell characters, at most 4 × 4. */
const board = (alphabet: string) =>
  fc
    .record({ rows: fc.integer({ min: 1, max: 4 }), cols: fc.integer({ min: 1, max: 4 }) })
    .chain(({ rows, cols }) =>
      fc
        .array(fc.constantFrom(...alphabet), { minLength: rows * cols, maxLength: rows * cols })
        .map((cells) => ({ rows, cols, cells: cells.join('') })),
    );
const side = fc.constantFrom<Side>('left', 'right');
const gridText = (view: GridView) =>
  Array.from({ length: view.rows }, (_, r) => view.cells.slice(r * view.cols, (r + 1) * view.cols)).join('|');
const changed = (a: string, b: string) => [...a].flatMap((cell, i) => (cell === b[i] ? [] : [i]));

describe('touch paths read from move labels match the moves themselves', () => {
  it('Clobber, Konane, Amazons: the touched cells are the piece moved, where it lands (and the arrow), as the move changes the board', () => {
    for (const [name, alphabet] of [
      ['clobber', 'xo.'],
      ['konane', 'xo.'],
      ['amazons', 'xo.#'],
    ] as const) {
      fc.assert(
        fc.property(board(alphabet), side, (view, mover) => {
          const rules = family(name);
          const moves = rules.moves(rules.parse([gridText(view)]), mover);
          const paths = touchPaths(
            view,
            moves.map((m) => m.label),
            false,
          );
          for (const move of moves) {
            const cells = labelCells(view, move.label);
            const after = rules.rules.format(move.to).replaceAll('|', '');
            const piece = mover === 'left' ? 'x' : 'o';
            expect(view.cells[cells[0]!]).toBe(piece);
            expect(after[cells[1]!]).toBe(piece);
            if (name === 'amazons') expect(after[cells[2]!]).toBe('#');
            // The cells the move changes are among those it names (Konane also empties the jumped stones).
            if (name !== 'konane') expect(changed(view.cells, after).every((i) => cells.includes(i))).toBe(true);
            // Touching its cells in order plays exactly this move, and no shorter touch completes one.
            expect(completedMove(paths, cells)).toBe(move.label);
            for (let n = 0; n < cells.length; n++) expect(nextCells(paths, cells.slice(0, n)).has(cells[n]!)).toBe(true);
            expect(completedMove(paths, cells.slice(0, -1))).toBeUndefined();
          }
        }),
        { numRuns: 150 },
      );
    }
  });

  it('Domineering: a move names the two cells its domino covers, vertical for Left and horizontal for Right, touched in either order', () => {
    fc.assert(
      fc.property(board('..#'), side, (view, mover) => {
        const grid = domineeringFamily.parse([gridText(view)]);
        const moves = domineeringFamily.moves(grid, mover);
        // The family's labels list exactly the rules' options (the values' truth), in order.
        const options = mover === 'left' ? domineeringFamily.rules.leftOptions(grid) : domineeringFamily.rules.rightOptions(grid);
        expect(moves.map((m) => domineeringFamily.rules.format(m.to))).toEqual(options.map((o) => domineeringFamily.rules.format(o)));
        const paths = touchPaths(
          view,
          moves.map((m) => m.label),
          true,
        );
        for (const move of moves) {
          const [a, b] = labelCells(view, move.label) as [number, number];
          const after = domineeringFamily.rules.format(move.to).replaceAll('|', '');
          expect(changed(view.cells, after).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
          expect(Math.abs(b - a)).toBe(mover === 'left' ? view.cols : 1);
          expect(completedMove(paths, [a, b])).toBe(move.label);
          expect(completedMove(paths, [b, a])).toBe(move.label);
        }
        // A cell no legal domino covers is never live.
        const covered = new Set(moves.flatMap((m) => labelCells(view, m.label)));
        expect([...nextCells(paths, [])].every((cell) => covered.has(cell))).toBe(true);
        expect(covered.size).toBe(nextCells(paths, []).size);
      }),
      { numRuns: 300 },
    );
  });

  it('Cutcake: a cut label says which cake and where, as the pieces it leaves', () => {
    const cakes = fc.array(fc.record({ rows: fc.integer({ min: 1, max: 6 }), cols: fc.integer({ min: 1, max: 6 }) }), {
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(cakes, side, (position, mover) => {
        const cutcake = family('cutcake');
        for (const move of cutcake.moves(position, mover)) {
          const cut = cakeCut(move.label, mover)!;
          const cake = position[cut.cake]!;
          const length = mover === 'left' ? cake.cols : cake.rows;
          expect(cut.at).toBeGreaterThanOrEqual(1);
          expect(cut.at).toBeLessThan(length);
          const first = move.to[cut.cake] as { rows: number; cols: number };
          expect(first).toEqual(mover === 'left' ? { rows: cake.rows, cols: cut.at } : { rows: cut.at, cols: cake.cols });
        }
      }),
      { numRuns: 200 },
    );
  });
});
