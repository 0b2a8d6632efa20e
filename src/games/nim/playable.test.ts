import { describe, expect, it } from 'vitest';
import { chooseMove, perfectMove } from '../playable.js';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { nimFamily } from './definition.js';
import { playableNim } from './playable.js';

describe('Nim played move by move', () => {
  it('normal play: toMoveWins (Bouton) agrees with brute force over the moves', () => {
    checkPlayable(playableNim, heapWords(4, 4), { numRuns: 60 });
  });

  it('misère play: toMoveWins (the misère-nim fast rule) agrees with brute force, the last mover losing', () => {
    checkPlayable(playableNim, heapWords(4, 4), { misere: true, numRuns: 60 });
  });

  it('hand-checked positions, labels and the board', () => {
    expect(playableNim.toMoveWins([1, 1], true)).toBe(true);
    expect(playableNim.toMoveWins([1], true)).toBe(false);
    expect(playableNim.toMoveWins([0], true)).toBe(true);
    expect(playableNim.toMoveWins([2, 2], true)).toBe(false);
    expect(chooseMove(playableNim.moves([1, 2], false), '2:1').to).toEqual([1, 1]);
    expect(playableNim.board!([3, 0])).toEqual(['heap 1 │ ●●● 3', 'heap 2 │  0']);
    expect(nimFamily.create(undefined).playable).toBe(playableNim);
  });

  it('the perfect opponent in misère play leaves an odd number of 1-heaps at the end', () => {
    expect(perfectMove(playableNim, [1, 1, 2], true)!.to).toEqual([1, 1, 1]);
    expect(perfectMove(playableNim, [3], true)!.to).toEqual([1]);
  });

  it('refuses positions too large to list every move', () => {
    expect(() => playableNim.parse(['1001'])).toThrow('at most 1000');
    expect(() => playableNim.parse(Array(31).fill('1'))).toThrow('at most 30 heaps');
  });
});
