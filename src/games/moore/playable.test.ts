import { describe, expect, it } from 'vitest';
import { checkPlayable, heapWords } from '../testing/playableChecks.js';
import { mooreFamily } from './definition.js';
import { mooreMoveCount, playableMoore } from './playable.js';

describe("Moore's Nim_k played move by move", () => {
  it("toMoveWins (Moore's theorem) agrees with brute force over the moves", () => {
    for (let k = 1; k <= 3; k++) checkPlayable(playableMoore(k), heapWords(3, 3), { numRuns: 30 });
  });

  it('lists every way to lower 1..k heaps, as many as the count says', () => {
    const moves = playableMoore(2).moves([1, 2, 0], false);
    expect(moves.map((m) => m.label)).toEqual(['1:0', '2:0', '2:1', '1:0,2:0', '1:0,2:1']);
    expect(mooreMoveCount([1, 2, 0], 2)).toBe(5n);
    expect(mooreMoveCount([3, 4, 5], 3)).toBe(BigInt(playableMoore(3).moves([3, 4, 5], false).length));
    expect(() => mooreFamily.create('3').playable!.parse(['100', '100', '100', '100'])).toThrow('moves; to play');
  });
});
