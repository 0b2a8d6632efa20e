import { describe, expect, it } from 'vitest';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { sequentialFamily } from './definition.js';
import { playableSequential } from './playable.js';

describe('Sequential Nim played move by move', () => {
  it('toMoveWins agrees with brute force over the moves', () => {
    checkPlayable(playableSequential, heapWords(5, 4), { numRuns: 100 });
  });

  it('only the first non-empty heap moves', () => {
    expect(playableSequential.moves([0, 2, 5], false).map((m) => m.label)).toEqual(['2:1', '2:0']);
    expect(sequentialFamily.create(undefined).playable).toBe(playableSequential);
  });
});
