import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlayable } from '../testing/playableChecks.js';
import { wythoffFamily } from './definition.js';
import { playableWythoff } from './playable.js';

const pair = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })).map(([a, b]) => [String(a), String(b)]);

describe("Wythoff's game played move by move", () => {
  it("toMoveWins (Wythoff's theorem) agrees with brute force over the moves", () => {
    checkPlayable(playableWythoff, pair, { numRuns: 40 });
  });

  it('labels a-t, b-t, both-t and a board with the queen', () => {
    expect(playableWythoff.moves([1, 2], false).map((m) => `${m.label}→${m.to.join(' ')}`)).toEqual([
      'a-1→0 2',
      'b-1→1 1',
      'b-2→1 0',
      'both-1→0 1',
    ]);
    expect(playableWythoff.board!([2, 1])).toEqual([
      ' 1 │ · · Q',
      ' 0 │ · · ·',
      '   └──────',
      '     0 1 2   (queen at a = 2, b = 1; bring it to 0 0 to win)',
    ]);
    expect(playableWythoff.board!([30, 5])[0]).toBe(`heap a │ ${'●'.repeat(30)} 30`);
    expect(() => playableWythoff.parse(['3'])).toThrow('two heap sizes');
    expect(wythoffFamily.create(undefined).playable).toBe(playableWythoff);
  });
});
