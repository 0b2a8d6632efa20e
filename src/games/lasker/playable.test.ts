import { describe, expect, it } from 'vitest';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { laskerFamily } from './definition.js';
import { playableLasker } from './playable.js';

describe("Lasker's Nim played move by move", () => {
  it('toMoveWins agrees with brute force over the moves (takes and splits)', () => {
    checkPlayable(playableLasker, heapWords(3, 3), { numRuns: 60 });
  });

  it('lists takes and splits; the definition keeps its heap engine', () => {
    expect(playableLasker.moves([4], false).map((m) => `${m.label}→${m.to.join(' ')}`)).toEqual([
      '1:3→3',
      '1:2→2',
      '1:1→1',
      '1:0→0',
      '1:1+3→1 3',
      '1:2+2→2 2',
    ]);
    const lasker = laskerFamily.create(undefined);
    expect(lasker.playable).toBe(playableLasker);
    expect(lasker.heap).toBeDefined();
  });
});
