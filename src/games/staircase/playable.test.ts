import { describe, expect, it } from 'vitest';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { staircaseFamily } from './definition.js';
import { playableStaircase } from './playable.js';

describe('Staircase Nim played move by move', () => {
  it('toMoveWins (Nim on the odd steps) agrees with brute force over the moves', () => {
    checkPlayable(playableStaircase, heapWords(3, 3), { numRuns: 60 });
  });

  it('a move slides stones one step down; the board shows the top step first', () => {
    const moves = playableStaircase.moves([1, 2], false);
    expect(moves.map((m) => `${m.label}→${m.to.join(' ')}`)).toEqual(['1:0→0 2', '2:1→2 1', '2:0→3 0']);
    expect(playableStaircase.board!([1, 2])).toEqual(['step 2 │ ●● 2', 'step 1 │ ● 1', '       └ floor']);
    expect(staircaseFamily.create(undefined).playable).toBe(playableStaircase);
  });
});
