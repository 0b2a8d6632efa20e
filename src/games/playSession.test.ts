import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames } from './index.js';
import { perfectMove, PlaySolver, solvePlay } from './playable.js';
import {
  canRedo,
  canUndo,
  computerToMove,
  currentPosition,
  legalMoves,
  movesPlayed,
  newSession,
  perfectMoveIndex,
  personToMove,
  playMove,
  redo,
  replayMoves,
  restart,
  returnTo,
  switchMisere,
  undo,
  winner,
  type PlaySession,
} from './playSession.js';

const nim = builtInGames.resolve('nim').playable!;

/** One step a player may take: a move (by a number reduced modulo the move count), undo or redo. */
const step = fc.oneof(
  fc.nat(50).map((n) => ({ kind: 'move' as const, n })),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

function apply(
  session: PlaySession<number[]>,
  s: { kind: 'move'; n: number } | { kind: 'undo' } | { kind: 'redo' },
): PlaySession<number[]> {
  if (s.kind === 'undo') return canUndo(session) ? undo(session) : session;
  if (s.kind === 'redo') return canRedo(session) ? redo(session) : session;
  const moves = legalMoves(session);
  return moves.length === 0 ? session : playMove(session, s.n % moves.length, moves);
}

describe('a play session', () => {
  it('replaying the moves it stores reaches the same positions, whatever mix of moves, undo and redo led there', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(4), { minLength: 1, maxLength: 3 }),
        fc.array(step, { maxLength: 20 }),
        fc.constantFrom<'human' | 'computer'>('human', 'computer'),
        (heaps, steps, second) => {
          const start = newSession(nim, heaps, false, ['human', second]);
          const session = steps.reduce(apply, start);
          const replayed = replayMoves(start, movesPlayed(session));
          expect(replayed.error).toBeUndefined();
          expect(replayed.session.plies.map((p) => p.position)).toEqual(session.plies.map((p) => p.position));
        },
      ),
    );
  });

  it('undo then redo gives back the same game; undo stops at a person’s turn', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { minLength: 1, maxLength: 3 }), fc.array(fc.nat(50), { maxLength: 10 }), (heaps, picks) => {
        let session = newSession(nim, heaps, false, ['human', 'computer']);
        for (const n of picks) session = apply(session, { kind: 'move', n });
        if (!canUndo(session)) return;
        const back = undo(session);
        expect(back.plies.length % 2).toBe(1); // ply 0, 2, 4, …: the person (first mover) to move
        expect(redo(back).plies).toEqual(session.plies);
      }),
    );
  });

  it('the winner of an ended Nim game is who took the last stone (normal play) or the other (misère)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(50), { maxLength: 12 }),
        fc.boolean(),
        (heaps, picks, misere) => {
          let session = newSession(nim, heaps, misere, ['human', 'human']);
          for (const n of picks) session = apply(session, { kind: 'move', n });
          const moves = legalMoves(session);
          if (moves.length > 0) {
            expect(winner(session, moves)).toBeNull();
          } else if (session.plies.length > 1) {
            const lastMover = (session.plies.length - 2) % 2;
            expect(winner(session)).toBe(misere ? 1 - lastMover : lastMover);
          }
        },
      ),
    );
  });

  it('returnTo keeps the plies after it for redo; restart forgets them; the computer’s turn follows the seats', () => {
    let session = newSession(nim, [3, 4, 5], false, ['computer', 'human']);
    expect(computerToMove(session)).toBe(true);
    session = playMove(playMove(playMove(session, 0), 0), 0);
    expect(computerToMove(session)).toBe(false);
    const back = returnTo(session, 1);
    expect(currentPosition(back)).toEqual(session.plies[1].position);
    expect(redo(back).plies).toEqual(session.plies);
    expect(restart(session).plies).toEqual(session.plies.slice(0, 1));
    expect(canRedo(restart(session))).toBe(false);
    expect(replayMoves(newSession(nim, [1], false, ['human', 'human']), [0, 0]).error).toMatch(/move 2 is not a legal move/);
  });
});

describe('the perfect opponent in a session', () => {
  it('perfectMoveIndex is the index of perfectMove in the move list, and from a won Nim position leads to XOR 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 3 }), fc.boolean(), (heaps, solved) => {
        const session = newSession(nim, heaps, false, ['computer', 'human']);
        const moves = legalMoves(session);
        const solution = solved ? solvePlay(nim, heaps, false) : null;
        const index = perfectMoveIndex(session, moves, solution);
        if (moves.length === 0) {
          expect(index).toBeNull();
          return;
        }
        expect(moves[index!].label).toBe(perfectMove(nim, heaps, false, solution)!.label);
        if (heaps.reduce((x, h) => x ^ h, 0) !== 0) expect((moves[index!].to as number[]).reduce((x, h) => x ^ h, 0)).toBe(0);
      }),
    );
  });

  it('switchMisere keeps the positions and whose turn it is, forgets what was undone, and refuses a game without misère play', () => {
    let session = newSession(nim, [2, 3], false, ['human', 'computer']);
    session = undo(playMove(playMove(session, 0), 0));
    const switched = switchMisere(session);
    expect(switched.misere).toBe(true);
    expect(switched.plies).toEqual(session.plies);
    expect(personToMove(switched)).toBe(true);
    expect(canRedo(switched)).toBe(false);
    const misereNim = builtInGames.resolve('misere-nim').playable!;
    expect(() => switchMisere(newSession(misereNim, [1], false, ['human', 'computer']))).toThrow('no misère version');
  });
});

describe('PlaySolver: solvePlay in steps', () => {
  it('gives the same values as solvePlay, whatever the step size', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 40 }), (heaps, budget) => {
        const whole = solvePlay(nim, heaps, false)!;
        const solver = new PlaySolver(nim, heaps, false);
        while (solver.advance(budget) === 'working');
        for (const move of nim.moves(heaps, false)) expect(solver.solution!.valueOf(move.to)).toEqual(whole.valueOf(move.to));
      }),
    );
  });

  it('says too-large (no solution) where solvePlay gives up', () => {
    const solver = new PlaySolver(nim, [1000, 1000, 1000], false);
    let state = solver.advance(5000);
    while (state === 'working') state = solver.advance(5000);
    expect(state).toBe('too-large');
    expect(solver.solution).toBeNull();
    expect(solvePlay(nim, [1000, 1000, 1000], false)).toBeNull();
  });
});
