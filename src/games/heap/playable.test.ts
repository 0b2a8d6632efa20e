import { describe, expect, it } from 'vitest';
import { builtInGames } from '../index.js';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { parseHeapGame } from './heapGame.js';
import { playableHeapGame } from './playable.js';

describe('take-and-break games played move by move', () => {
  it('toMoveWins (XOR of the Grundy sequence) agrees with brute force over the moves of the rules model', () => {
    for (const code of ['0.77', '0.07', '4!.0', '0.137', 'S(1,3,4)', 'allbut(1,2)', '4.[3]']) {
      checkPlayable(playableHeapGame(parseHeapGame(code)), heapWords(2, 6), { numRuns: 15 });
    }
  });

  it('labels say what heap i leaves; every code name plays', () => {
    const kayles = playableHeapGame(parseHeapGame('kayles'));
    // Kayles: knock down one pin or two adjacent pins, possibly splitting the row.
    expect(kayles.moves([3], false).map((m) => `${m.label}→${m.to.join(' ')}`)).toEqual(['1:2→2', '1:1+1→1 1', '1:1→1']);
    expect(kayles.moves([4, 2], false).map((m) => m.label)).toEqual(['1:3', '1:2+1', '1:2', '1:1+1', '2:1', '2:0']);
    expect(builtInGames.resolve('0.77').playable).toBeDefined();
    expect(builtInGames.resolve('subtraction:1,3,4').playable!.toMoveWins([2], false)).toBe(false);
  });

  it("misère play: toMoveWins (the engine's MisereSolver) agrees with retrograde analysis of the moves, the mover with no move winning", () => {
    for (const code of ['0.77', '0.07', '4!.0', '0.137', 'S(1,3,4)', '0.{0,2+}!']) {
      const playable = playableHeapGame(parseHeapGame(code));
      expect(playable.supportsMisere, code).toBe(true);
      checkPlayable(playable, heapWords(3, 6), { misere: true, numRuns: 15 });
    }
  });

  it('misère Kayles by hand: one pin loses for the mover, two pins win (knock one, leave one)', () => {
    const kayles = playableHeapGame(parseHeapGame('kayles'));
    expect(kayles.toMoveWins([1], true)).toBe(false);
    expect(kayles.toMoveWins([2], true)).toBe(true);
    expect(kayles.toMoveWins([], true)).toBe(true);
    expect(kayles.toMoveWins([1, 1], true)).toBe(true);
  });

  it('misère play past the 40 tokens searched reads the quotient (issue 39): Kayles 30 30, each move checked one level down', () => {
    const kayles = playableHeapGame(parseHeapGame('kayles'));
    const wins = kayles.toMoveWins([30, 30], true);
    const moves = kayles.moves([30, 30], true);
    expect(moves.length).toBeGreaterThan(0);
    // The definition one move deep: the mover wins iff some move leaves a position the next mover loses.
    expect(wins).toBe(moves.some((move) => !kayles.toMoveWins(move.to, true)));
  });

  it('refuses positions with too many moves', () => {
    expect(() => playableHeapGame(parseHeapGame('0.77')).parse(Array(30).fill('1000'))).toThrow('more than 20000 moves');
  });
});
