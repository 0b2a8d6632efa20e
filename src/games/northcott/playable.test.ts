import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perfectMove } from '../playable.js';
import { checkPlayable } from '../testing/playableChecks.js';
import { northcottFamily } from './definition.js';
import { playableNorthcott, type NorthcottPlay } from './playable.js';

/** Rows `a,b` on a board `width` columns wide. */
const boards = fc.integer({ min: 2, max: 5 }).chain((width) =>
  fc
    .array(
      fc.tuple(fc.integer({ min: 1, max: width }), fc.integer({ min: 1, max: width })).filter(([a, b]) => a !== b),
      { minLength: 1, maxLength: 2 },
    )
    .map((rows) => ({ width, words: rows.map(([a, b]) => `${a},${b}`) })),
);

describe("Northcott's game played move by move", () => {
  it('toMoveWins (Nim on the gaps) agrees with retrograde analysis over the moves, retreats and all', () => {
    fc.assert(
      fc.property(boards, ({ width, words }) => {
        checkPlayable(playableNorthcott(width), fc.constant(words), { numRuns: 1, perfectChecks: 2 });
      }),
      { numRuns: 40 },
    );
  });

  it('lists retreats before advances, so the last listed winning move advances', () => {
    const playable = playableNorthcott(6);
    const start = playable.parse(['2,5']);
    expect(playable.moves(start, false).map((m) => m.label)).toEqual(['1:1', '1:3', '1:4']);
    expect(playable.board!(start)).toEqual(['row 1 │ · X · · O · │']);
    const after = playable.moves(start, false)[2].to as NorthcottPlay;
    expect(playable.format(after)).toBe('4,5 (O to move)');
    expect(playable.moves(after, false).map((m) => m.label)).toEqual(['1:6']);
  });

  it('the perfect opponent wins a real game: it never lets the game go round', () => {
    const playable = northcottFamily.create('8').playable!;
    let position = playable.parse(['1,8', '3,7']);
    let plies = 0;
    while (playable.moves(position, false).length > 0) {
      position = perfectMove(playable, position, false)!.to;
      if (++plies > 100) throw new Error('the game did not end');
    }
    // Gaps 6 ⊕ 3 ≠ 0: the first player (X) wins, so O is the one left without a move.
    expect(playable.format(position)).toMatch(/O to move/);
  });
});
