import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { wythoffFamily } from './definition.js';

describe('wythoff definition', () => {
  const game = wythoffFamily.create(undefined);

  it('analyses P- and N-positions with winning moves and explanation', () => {
    const p = game.analyze(['3', '5']);
    expect(p.outcome).toBe('P');
    expect(p.grundy).toBe(0);
    expect(p.winningMoves).toEqual([]);
    expect(p.explanation.join('\n')).toContain('k = 2: (3, 5)');

    const n = game.analyze(['4', '5']);
    expect(n.outcome).toBe('N');
    expect(n.grundy).toBe(6);
    expect(n.winningMoves).toEqual([
      { move: 'take 1 from heap 1 (4 → 3)', to: '3 5' },
      { move: 'take 3 from both heaps (4 → 1, 5 → 2)', to: '1 2' },
    ]);
    expect(n.explanation.join('\n')).toContain('Wythoff pair k = 3: (4, 7)');
  });

  it('handles heaps far beyond 2^64 exactly', () => {
    const big = game.analyze(['1618033988749894848', '2618033988749894848']);
    expect(big.outcome).toBe('P');
    const near = game.analyze(['1618033988749894849', '2618033988749894848']);
    expect(near.outcome).toBe('N');
    expect(near.grundy).toBeNull();
    expect(near.winningMoves.map((m) => m.to)).toContain('1618033988749894848 2618033988749894848');
  });

  it('rejects bad input with NimlabError', () => {
    expect(() => wythoffFamily.create('3')).toThrow(NimlabError);
    expect(() => game.analyze(['3'])).toThrow(NimlabError);
    expect(() => game.analyze(['3', '4', '5'])).toThrow(NimlabError);
    expect(() => game.analyze(['3', '-4'])).toThrow(NimlabError);
    expect(() => game.analyze(['x', '4'])).toThrow(NimlabError);
  });
});
