import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentPosition, legalMoves, newSession, perfectMoveIndex, playMove, winner, type PlaySession } from '../playSession.js';
import { clobber } from './clobber/clobber.js';
import type { Grid } from './grid.js';
import { otherSide, PartizanPlayable, type PartizanTurn } from './partizanPlayable.js';
import { bruteOutcome } from './testing/bruteOutcome.js';
import { gridArbitrary, plainRules } from './testing/rulesetChecks.js';
import { toadsAndFrogs } from './toads-and-frogs/toadsAndFrogs.js';

const boards = gridArbitrary('xo.', 2, 3);

describe('PartizanPlayable', () => {
  it('says the mover wins exactly when minimax of the rules says so, for either side to move', () => {
    fc.assert(
      fc.property(boards, fc.constantFrom('left', 'right') as fc.Arbitrary<'left' | 'right'>, (board, mover) => {
        const outcome = bruteOutcome(plainRules(clobber.rules), board);
        const wins = mover === 'left' ? outcome === 'L' || outcome === 'N' : outcome === 'R' || outcome === 'N';
        expect(new PartizanPlayable(clobber, mover).toMoveWins({ position: board, mover })).toBe(wins);
      }),
      { numRuns: 80 },
    );
  });

  it('alternates Left and Right through the play session, each side with its own moves', () => {
    const playable = new PartizanPlayable(toadsAndFrogs, 'left');
    let session = newSession(playable, playable.parse(['T.F']), false, ['human', 'human']);
    expect(legalMoves(session).map((m) => m.label)).toEqual(['1-2']);
    session = playMove(session, 0);
    expect(currentPosition(session)).toEqual({ position: '.TF', mover: 'right' });
    expect(legalMoves(session).map((m) => m.label)).toEqual(['3-1']);
  });

  it('the perfect opponent, to move in a position it wins, wins against any replies', () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: 0, max: 1000 }), (board, seed) => {
        for (const computer of ['left', 'right'] as const) {
          const playable = new PartizanPlayable(clobber, computer);
          const start: PartizanTurn<Grid> = { position: board, mover: computer };
          if (!playable.toMoveWins(start)) continue;
          let session: PlaySession<PartizanTurn<Grid>> = newSession(playable, start, false, ['computer', 'human']);
          let pick = seed;
          while (winner(session) === null) {
            const moves = legalMoves(session);
            const index = currentPosition(session).mover === computer ? perfectMoveIndex(session, moves)! : pick++ % moves.length;
            session = playMove(session, index, moves);
          }
          expect(winner(session), `${clobber.rules.format(board)}, computer ${computer}`).toBe(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('names the other side', () => {
    expect(otherSide('left')).toBe('right');
    expect(otherSide('right')).toBe('left');
  });
});
