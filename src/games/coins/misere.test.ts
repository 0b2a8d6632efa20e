import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MisereSearchLimitError } from '../../engine/misere/misereSearchLimitError.js';
import { builtInGames } from '../index.js';
import type { Playable } from '../playable.js';
import { computerToMove, currentPosition, legalMoves, newSession, perfectMoveIndex, playMove, winner } from '../playSession.js';
import { solvePlay } from '../playable.js';
import { checkPlayable } from '../testing/playableChecks.js';
import { mockTurtlesRule, mockTurtlesValue, rulerRule, rulerValue, twinsRule, twinsValue } from './classic.js';
import { coinRowValue } from './fast.js';
import { CoinMisereSolver, headsMask, maskOf } from './misere.js';
import { playableCoinsMultiples } from './multiples/multiplesPlayable.js';
import { coinRowPlayable } from './playable.js';
import { createPlayableTurningCorners } from './products/cornersPlayable.js';
import type { CoinRowRule } from './turnRule.js';

const rows = (maxLength: number) => fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength }).map((coins) => coins.join(''));

function playable(rule: CoinRowRule, valueOf: (coin: number) => number) {
  return coinRowPlayable({ name: rule.name, rule, value: (row) => coinRowValue(row, rule, valueOf) });
}

/**
 * The definition of misère play, by plain recursion over the playable's own move list (strings, no
 * masks): the mover wins iff there is no move, or some move leaves the opponent a loss.
 */
function bruteMisere<P>(game: Playable<P>): (position: P) => boolean {
  const memo = new Map<string, boolean>();
  const moverWins = (position: P): boolean => {
    const key = game.format(position);
    let wins = memo.get(key);
    if (wins === undefined) {
      const moves = game.moves(position, true);
      wins = moves.length === 0 || moves.some((m) => !moverWins(m.to));
      memo.set(key, wins);
    }
    return wins;
  };
  return moverWins;
}

const ROW_GAMES = [
  { name: 'ruler', game: playable(rulerRule, rulerValue), length: 9 },
  { name: 'mock-turtles', game: playable(mockTurtlesRule, mockTurtlesValue), length: 7 },
  { name: 'twins', game: playable(twinsRule, twinsValue), length: 9 },
];

describe('misère coin rows (the last coin turned loses)', () => {
  for (const { name, game, length } of ROW_GAMES) {
    it(`${name}: the misère outcome agrees with misère minimax over the moves on random rows`, () => {
      const brute = bruteMisere(game);
      fc.assert(
        fc.property(rows(length), (row) => {
          expect(game.toMoveWins(row, true)).toBe(brute(row));
        }),
        { numRuns: 150 },
      );
    });
  }

  it('the catalog rows (coins-left, a turning code, grunt) agree with misère minimax and the retrograde check', () => {
    for (const name of ['ruler', 'mock-turtles', 'twins', 'coins-left', '1-3', 'grunt']) {
      const game = builtInGames.resolve(name).playable as Playable<string>;
      expect(game.supportsMisere).toBe(true);
      const brute = bruteMisere(game);
      fc.assert(
        fc.property(rows(7), (row) => {
          expect(game.toMoveWins(row, true)).toBe(brute(row));
        }),
        { numRuns: 60 },
      );
      checkPlayable(
        game,
        rows(6).map((row) => [row]),
        { misere: true, numRuns: 15 },
      );
    }
  });

  it('coins-multiples and turning-corners agree with misère minimax over their moves', () => {
    const multiples = fc
      .integer({ min: 1, max: 9 })
      .chain((n) => fc.subarray(Array.from({ length: n }, (_, i) => String(i + 1))).map((heads) => ({ n, heads })));
    fc.assert(
      fc.property(multiples, ({ n, heads }) => {
        const game = playableCoinsMultiples(n);
        expect(game.supportsMisere).toBe(true);
        const row = game.parse(heads);
        expect(game.toMoveWins(row, true)).toBe(bruteMisere(game)(row));
      }),
      { numRuns: 80 },
    );
    const corners = createPlayableTurningCorners();
    const brute = bruteMisere(corners);
    const grids = fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
      .chain(([r, c]) => fc.array(fc.array(fc.constantFrom('H', 'T'), { minLength: c, maxLength: c }), { minLength: r, maxLength: r }))
      .map((grid) => grid.map((row) => row.join('')));
    fc.assert(
      fc.property(grids, (grid) => {
        const rows = corners.parse(grid);
        expect(corners.toMoveWins(rows, true)).toBe(brute(rows));
      }),
      { numRuns: 120 },
    );
  });

  it('hand-checked: turning the only heads coin over is the last move, so it loses', () => {
    const ruler = ROW_GAMES[0].game;
    // Normal play: coin 1 alone is *1, a win; misère: the mover must turn it and loses.
    expect(ruler.toMoveWins('H', false)).toBe(true);
    expect(ruler.toMoveWins('H', true)).toBe(false);
    // No heads coin: no move, and the player who cannot move wins in misère play.
    expect(ruler.toMoveWins('TTT', true)).toBe(true);
    // Ruler HH: turn coin 2 alone (leaving H, a loss for the opponent) wins.
    expect(ruler.toMoveWins('HH', true)).toBe(true);
  });

  it('misère is not normal play with a twist: a Twins coin n alone is misère Nim heap n − 1, but a row is no misère sum of its coins', () => {
    const twins = ROW_GAMES[2].game;
    // One heads coin at n only ever moves to one heads coin at m < n: the game is Nim heap n − 1.
    // Misère Nim, one heap h: the mover loses iff h = 1.
    for (let n = 1; n <= 9; n++) expect(twins.toMoveWins('T'.repeat(n - 1) + 'H', true)).toBe(n !== 2);
    // THHH is heaps 1, 2, 3 by the coin-turning theorem. As a misère Nim sum *1 + *2 + *3 it would be a
    // loss (XOR 0 with a heap above 1; Bouton), but the row is not that sum: turning coins 3 and 4
    // takes both heads off (the *2 and the *3 moved onto it cancel), leaving THTT, coin 2 alone, whose
    // one move (to HTTT) is the last move. So THHH is a misère win, and c3,4 the winning move.
    expect(twins.toMoveWins('THHH', false)).toBe(false);
    expect(twins.toMoveWins('THHH', true)).toBe(true);
    expect(twins.toMoveWins('THTT', true)).toBe(false);
    expect(twins.moves('THHH', true).find((m) => m.label === 'c3,4')!.to).toBe('THTT');
  });

  it('a row too large to search says so with a typed limit error, not a hang', () => {
    const solver = new CoinMisereSolver(
      30,
      (i) => Array.from({ length: i + 1 }, (_, left) => maskOf(Array.from({ length: i - left + 1 }, (_, k) => left + k))),
      1000,
    );
    expect(() => solver.moverWins(headsMask('T'.repeat(29) + 'H'))).toThrow(MisereSearchLimitError);
    expect(() => solver.moverWins(headsMask('T'.repeat(29) + 'H'))).toThrow('more than 1000 positions');
    // A small question still has its answer after a large one failed.
    expect(solver.moverWins(headsMask('H'))).toBe(false);
  });

  it('masks past 30 coins are exact (the XOR of wide masks)', () => {
    const ruler = ROW_GAMES[0].game;
    const brute = bruteMisere(ruler);
    // 40 coins, heads only among the first few and at nowhere else: the right end never changes.
    for (const row of ['HTHHT', 'THHTH', 'HHHHH']) expect(ruler.toMoveWins(row + 'T'.repeat(35), true)).toBe(brute(row));
    const twins = ROW_GAMES[2].game;
    expect(twins.toMoveWins('T'.repeat(39) + 'H', true)).toBe(true);
  });

  it('the play session plays misère perfectly past the whole-game search: Ruler with coin 16 heads', () => {
    const ruler = builtInGames.resolve('ruler').playable as Playable<string>;
    const start = `${'T'.repeat(15)}H`;
    // 2^15 positions are reachable: more than solvePlay explores, so the opponent reads toMoveWins.
    expect(solvePlay(ruler, start, true)).toBeNull();
    const firstWins = ruler.toMoveWins(start, true);
    let session = newSession(ruler, start, true, ['computer', 'computer']);
    for (let ply = 0; computerToMove(session); ply++) {
      const before = currentPosition(session);
      const index = perfectMoveIndex(session, legalMoves(session), null)!;
      session = playMove(session, index);
      // From a misère win the move leaves a misère loss, whoever makes it.
      if (ruler.toMoveWins(before, true)) expect(ruler.toMoveWins(currentPosition(session), true)).toBe(false);
      expect(ply).toBeLessThan(200);
    }
    expect(winner(session)).toBe(firstWins ? 0 : 1);
    // Misère: the seat that did not make the last move won.
    expect(winner(session)).toBe((session.plies.length - 1) % 2 === 1 ? 1 : 0);
  });
});
