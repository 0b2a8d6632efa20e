import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sum, type Game } from '../core/game.js';
import { misereOutcome, misereWinningMoves } from './misere.js';

const nimHeap: Game<number> = {
  *moves(n) {
    for (let k = 0; k < n; k++) yield k;
  },
  key: (n) => n,
};

describe('misère search', () => {
  it('hand-checked: no move wins, a single stone loses, two heaps of one win', () => {
    expect(misereOutcome(nimHeap, [])).toBe('N');
    expect(misereOutcome(nimHeap, [1])).toBe('P');
    expect(misereOutcome(nimHeap, [1, 1])).toBe('N');
    expect(misereOutcome(nimHeap, [2])).toBe('N');
    expect(misereOutcome(nimHeap, [2, 2])).toBe('P');
  });

  it('the winning move from a single heap of 5 leaves one stone', () => {
    expect(misereWinningMoves(nimHeap, [5]).map((m) => m.option)).toEqual([1]);
  });

  it('agrees with a direct search over whole Nim positions', () => {
    // The direct search treats the tuple of heaps as one position: no engine sums involved.
    const tupleMemo = new Map<string, boolean>();
    const moverWins = (heaps: number[]): boolean => {
      const key = [...heaps].sort().join(',');
      if (tupleMemo.has(key)) return tupleMemo.get(key)!;
      let win = heaps.every((h) => h === 0);
      heaps.forEach((h, i) => {
        for (let k = 0; k < h && !win; k++) win = !moverWins(heaps.map((x, j) => (j === i ? k : x)));
      });
      tupleMemo.set(key, win);
      return win;
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }), (heaps) => {
        expect(misereOutcome(nimHeap, heaps)).toBe(moverWins(heaps) ? 'N' : 'P');
      }),
      { numRuns: 200 },
    );
  });

  it('follows moves that split into sums', () => {
    // A heap of 2 may only split into 1 + 1; heaps of 1 may be taken.
    const game: Game<number> = { moves: (n) => (n === 2 ? [sum(1, 1)] : n === 1 ? [0] : []), key: (n) => n };
    // 2 → 1+1 → 1 → 0: three moves, the mover makes the 1st and 3rd and so takes the last: loses misère.
    expect(misereOutcome(game, [2])).toBe('P');
  });
});
