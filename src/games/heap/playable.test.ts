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

  it('refuses positions with too many moves', () => {
    expect(() => playableHeapGame(parseHeapGame('0.77')).parse(Array(30).fill('1000'))).toThrow('more than 20000 moves');
  });
});
