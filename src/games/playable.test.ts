import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/core/game.js';
import { RemotenessSolver } from '../engine/conventions/everySg.js';
import { builtInGames } from './index.js';
import { perfectMove, solvePlay, type Playable } from './playable.js';
import { playableExamples } from './examples.js';

/** A playable's whole positions as an engine game, so the engine's own remoteness can judge solvePlay. */
function asGame<P>(playable: Playable<P>, misere: boolean): Game<P> {
  return { moves: (p) => playable.moves(p, misere).map((m) => m.to), key: (p) => playable.format(p) };
}

describe('solvePlay: win / lose / draw and remoteness of every reachable position', () => {
  it('agrees with the engine (remoteness by definition) and with the fast solver on random Nim positions', () => {
    const nim = builtInGames.resolve('nim').playable!;
    fc.assert(
      fc.property(fc.array(fc.nat(4), { minLength: 1, maxLength: 3 }), (heaps) => {
        const solution = solvePlay(nim, heaps, false)!;
        const engine = new RemotenessSolver(asGame(nim, false));
        for (const move of [{ to: heaps }, ...nim.moves(heaps, false)]) {
          const value = solution.valueOf(move.to);
          expect(value.remoteness).toBe(engine.remoteness(move.to));
          expect(value.result === 'win').toBe(nim.toMoveWins(move.to, false));
        }
      }),
    );
  });

  it('finds draws in a loopy game graph, and the perfect opponent keeps them', () => {
    const loopy = builtInGames.resolve('loopy').playable!;
    // a ⇄ b, and b → c where c is won for the player to move: from b, moving to c loses, so b keeps
    // the draw by going back to a.
    const position = loopy.parse(['{"edges":[["a","b"],["b","a"],["b","c"],["c","d"]]}', 'start=a']);
    const solution = solvePlay(loopy, position, false)!;
    expect(solution.valueOf(position)).toEqual({ result: 'draw', remoteness: -1 });
    const reply = perfectMove(loopy, loopy.moves(position, false)[0].to, false, solution)!;
    expect(reply.label).toBe('to a');
  });
});

describe('the gallery', () => {
  it('every playable example has at least one legal move', () => {
    const examples = playableExamples();
    expect(examples.length).toBeGreaterThan(10);
    for (const { example, playable, start } of examples) expect(playable.moves(start, false).length, example).toBeGreaterThan(0);
  });
});
