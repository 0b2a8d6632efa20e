import { describe, expect, it } from 'vitest';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { bashFamily } from './definition.js';
import { playableBash } from './playable.js';

describe("Bash's game played move by move", () => {
  it('toMoveWins (n mod (m+1), XORed) agrees with brute force over the moves', () => {
    for (let m = 1; m <= 4; m++) checkPlayable(playableBash(m), heapWords(3, 7), { numRuns: 25 });
  });

  it('moves take 1..m stones; the definition plays it and keeps its heap engine', () => {
    expect(
      playableBash(2)
        .moves([5], false)
        .map((m) => m.label),
    ).toEqual(['1:4', '1:3']);
    const bash = bashFamily.create('3');
    expect(bash.playable!.toMoveWins([8], false)).toBe(false);
    expect(bash.heap).toBeDefined();
  });
});
