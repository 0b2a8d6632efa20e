import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { mooreFamily } from './definition.js';

describe('moore:K definition', () => {
  it('analyses positions', () => {
    const game = mooreFamily.create('2');
    expect(game.name).toBe('moore:2');
    // Columns 2^1: 2 and 2^0: 2 are not divisible by 3; lowering 2 and 3 to 1 leaves 1 1 1.
    const winning = game.analyze(['1', '2', '3']);
    expect(winning.outcome).toBe('N');
    expect(winning.grundy).toBeNull();
    expect(winning.winningMoves).toEqual([{ move: 'heap 2: 2 → 1, heap 3: 3 → 1', to: '1 1 1' }]);
    expect(winning.explanation[1]).toBe('Column sums (2^1: 2, 2^0: 2) are not all divisible by 3.');
    const losing = game.analyze(['7', '7', '7']);
    expect(losing.outcome).toBe('P');
    expect(losing.winningMoves).toEqual([]);
  });

  it('lists at most 20 winning moves', () => {
    const report = mooreFamily.create('3').analyze(['15', '15', '15', '15', '15', '15']);
    expect(report.outcome).toBe('N');
    expect(report.winningMoves).toHaveLength(20);
    expect(report.explanation.at(-1)).toContain('the first 20 are listed');
  });

  it('rejects bad parameters and positions', () => {
    expect(() => mooreFamily.create(undefined)).toThrow(NimlabError);
    expect(() => mooreFamily.create('0')).toThrow(NimlabError);
    expect(() => mooreFamily.create('2').analyze(['3', 'x'])).toThrow(NimlabError);
  });
});
