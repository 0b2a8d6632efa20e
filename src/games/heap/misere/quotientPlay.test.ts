import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../../engine/core/game.js';
import { canRedo, canUndo, currentPosition, legalMoves, newSession, playMove, redo, undo } from '../../playSession.js';
import { parseHeapGame } from '../heapGame.js';
import { takeBreakGame } from '../rules.js';
import { analyzeByQuotient, growHeapQuotient } from './misere.js';
import { quotientMoveParts, quotientPlayable, quotientReplyIndex } from './quotientPlay.js';
import { misereWinByDefinition } from './testing/misereWinByDefinition.js';

const LARGEST = 8;
const GAMES = ['0.77', '0.07', '0.137', '0.6', '4.07'].map((name) => {
  const code = parseHeapGame(name).code;
  return { name, code, q: growHeapQuotient(code, LARGEST).quotient };
});

/** Heaps left by a move, in one order (the rules list them as they come). */
const sorted = (parts: readonly number[]) => [...parts].sort((x, y) => x - y).join('+');

const positions = fc.array(fc.integer({ min: 1, max: LARGEST }), { minLength: 1, maxLength: 3 });
const game = fc.constantFrom(...GAMES);

describe('misère play of a heap game on the play session, the quotient its perfect opponent', () => {
  it('says who wins as the misère definition does, on random sums of heaps the quotient covers', () => {
    const definitions = new Map(GAMES.map(({ name }) => [name, misereWinByDefinition(name)]));
    fc.assert(
      fc.property(game, positions, ({ name, code, q }, heaps) => {
        expect(quotientPlayable(code, q).toMoveWins(heaps, true)).toBe(definitions.get(name)!(heaps));
      }),
    );
  });

  it("lists each heap's distinct options as moves, each leaving what the rules leave, and reads them back", () => {
    fc.assert(
      fc.property(game, positions, ({ code, q }, heaps) => {
        const rules = takeBreakGame(code);
        const moves = quotientPlayable(code, q).moves(heaps, true);
        const expected = heaps.flatMap((size, heap) => [
          ...new Set([...rules.moves(size)].map((o) => `${heap}:${sorted(componentsOf(o).filter((h) => h > 0))}`)),
        ]);
        expect(moves.map((m) => `${quotientMoveParts(m).heap}:${sorted(quotientMoveParts(m).parts)}`).sort()).toEqual(expected.sort());
        for (const move of moves) {
          const { heap, parts } = quotientMoveParts(move);
          expect(move.to).toEqual([...heaps.slice(0, heap), ...parts, ...heaps.slice(heap + 1)]);
        }
      }),
    );
  });

  it("replies with analyzeByQuotient's first winning move, or the first move when it has none", () => {
    fc.assert(
      fc.property(game, positions, ({ code, q }, heaps) => {
        const session = newSession(quotientPlayable(code, q), heaps, true, ['computer', 'human']);
        const moves = legalMoves(session);
        const index = quotientReplyIndex(session, moves);
        const first = analyzeByQuotient(code, q, heaps).winningMoves[0];
        if (moves.length === 0) expect(index).toBeNull();
        else if (first === undefined) expect(index).toBe(0);
        else
          expect([quotientMoveParts(moves[index!]).heap, quotientMoveParts(moves[index!]).parts]).toEqual([first.heap, first.option.parts]);
      }),
    );
  });

  it('takes back your move with the reply (undo) and plays both again (redo)', () => {
    const { code, q } = GAMES[0];
    let session = newSession(quotientPlayable(code, q), [3, 4, 5], true, ['human', 'computer']);
    expect(canUndo(session)).toBe(false);
    session = playMove(session, 0);
    session = playMove(session, quotientReplyIndex(session)!);
    const after = currentPosition(session);
    session = undo(session);
    expect(currentPosition(session)).toEqual([3, 4, 5]);
    expect(canRedo(session)).toBe(true);
    session = redo(session);
    expect(currentPosition(session)).toEqual(after);
    expect(session.plies).toHaveLength(3);
  });

  it('plays misère only, and covers only the heaps of its quotient', () => {
    const { code, q } = GAMES[0];
    const playable = quotientPlayable(code, q);
    expect(() => playable.toMoveWins([3], false)).toThrow('a misère quotient says who wins in misère play only');
    expect(() => playable.parse(['3', String(q.count + 1)])).toThrow(`heaps must be whole numbers from 1 to ${q.count}`);
    expect(playable.parse(['3', '2'])).toEqual([3, 2]);
  });
});
