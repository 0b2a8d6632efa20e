import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { laskerFamily } from './definition.js';
import { laskerGrundy } from './fast.js';

describe('lasker definition', () => {
  it('analyses a sum of heaps, splits included', () => {
    const game = laskerFamily.create(undefined);
    // G(1) ⊕ G(6) = 7: heap 6 must reach value 1, by 6 → 1 or by 2 + 4 (2 ⊕ 3 = 1).
    const report = game.analyze(['1', '6']);
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBe(7n);
    expect(report.winningMoves).toEqual([
      { move: 'heap 2: 6 → 1', to: '1 1' },
      { move: 'heap 2: split 6 into 2 + 4', to: '1 2 4' },
    ]);
    expect(report.explanation[1]).toBe('G(1) = 1, G(6) = 6; the sum has value 1 ⊕ 6 = 7.');
    // The hiho1173 sample: G(2) ⊕ G(11) = 2 ⊕ 12; only 11 → 2 wins (no split of 11 has value 2).
    expect(game.analyze(['2', '11']).winningMoves).toEqual([{ move: 'heap 2: 11 → 2', to: '2 2' }]);
    expect(game.analyze(['4', '1', '2']).outcome).toBe('P'); // 3 ⊕ 1 ⊕ 2 = 0
  });

  it('lists at most 20 moves of a huge heap and counts the rest', () => {
    const heap = 2n ** 64n + 17n;
    const part = 0x0123456789abcdefn;
    // A second heap whose value is G(part) ⊕ G(heap − part) makes heap 1 need a split of that value.
    const second = laskerGrundy(laskerGrundy(part) ^ laskerGrundy(heap - part));
    const report = laskerFamily.create(undefined).analyze([String(heap), String(second)]);
    expect(report.winningMoves).toHaveLength(20);
    expect(report.explanation.at(-1)).toMatch(/^There are \d+ winning moves; the first 20 are listed\.$/);
  });

  it('rejects bad input', () => {
    expect(() => laskerFamily.create('1')).toThrow(NimlabError);
    expect(() => laskerFamily.create(undefined).analyze(['-3'])).toThrow(NimlabError);
  });
});
