import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames } from '../library';
import { keyOfLabel, keyOfTouch } from './DawsonsChessBoard';

const dawsonsChess = builtInGames.resolve('dawsons-chess').playable!;

describe("Dawson's Chess board", () => {
  it('pushing each pawn is exactly one legal 0.137 move, and every legal move is some push', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 4 }), (heaps) => {
        const moves = new Set(dawsonsChess.moves(heaps, false).map((m) => keyOfLabel(m.label)));
        const pushes = new Set(heaps.flatMap((files, i) => Array.from({ length: files }, (_, f) => keyOfTouch(i + 1, files, f + 1))));
        expect([...pushes].sort()).toEqual([...moves].sort());
      }),
      { numRuns: 200 },
    );
  });
});
