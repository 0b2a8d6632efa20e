import { describe, expect, it } from 'vitest';
import { perfectMove } from '../playable.js';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { misereNimFamily } from './misereDefinition.js';
import { playableMisereNim } from './miserePlayable.js';

describe('misère Nim played move by move', () => {
  it('toMoveWins agrees with brute force where taking the last stone loses (its own rule, no toggle)', () => {
    checkPlayable(playableMisereNim, heapWords(4, 4), { terminalWins: true, numRuns: 60 });
  });

  it('is always misère: no toggle, and an empty board is a win for the player to move', () => {
    expect(playableMisereNim.supportsMisere).toBe(false);
    expect(playableMisereNim.toMoveWins([0, 0], false)).toBe(true);
    expect(playableMisereNim.toMoveWins([1], false)).toBe(false);
    expect(perfectMove(playableMisereNim, [1, 1, 4], false)!.to).toEqual([1, 1, 1]);
    expect(misereNimFamily.create(undefined).playable).toBe(playableMisereNim);
  });
});
