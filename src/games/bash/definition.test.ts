import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { bashFamily } from './definition.js';

describe('bash:M definition', () => {
  it('analyses one heap and a sum', () => {
    const game = bashFamily.create('3');
    expect(game.name).toBe('bash:3');
    const single = game.analyze(['10']);
    expect(single.outcome).toBe('N');
    expect(single.grundy).toBe(2n);
    expect(single.winningMoves).toEqual([{ move: 'heap 1: take 2 (10 → 8)', to: '8' }]);
    expect(single.explanation.join('\n')).toContain('10 mod 4 = 2');
    const sum = game.analyze(['5', '6']);
    expect(sum.outcome).toBe('N');
    expect(sum.grundy).toBe(3n);
    expect(game.analyze(['4', '8']).outcome).toBe('P');
  });

  it('rejects bad parameters and positions', () => {
    expect(() => bashFamily.create(undefined)).toThrow(NimlabError);
    expect(() => bashFamily.create('0')).toThrow(NimlabError);
    expect(() => bashFamily.create('x')).toThrow(NimlabError);
    expect(() => bashFamily.create('3').analyze(['-1'])).toThrow(NimlabError);
    expect(() => bashFamily.create('3').analyze([])).toThrow(NimlabError);
  });
});
