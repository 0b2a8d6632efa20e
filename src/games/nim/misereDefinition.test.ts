import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { misereNimFamily } from './misereDefinition.js';

describe('misere-nim definition', () => {
  it('analyses positions with and without a heap of 2 or more', () => {
    const game = misereNimFamily.create(undefined);
    const report = game.analyze(['1', '1', '4']);
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBeNull();
    // Nim would take 4 → 0 (nim-sum 0), but that leaves two 1s: take 4 → 1 to leave three 1s.
    expect(report.winningMoves).toEqual([{ move: 'heap 3: 4 → 1', to: '1 1 1' }]);
    expect(report.explanation[1]).toBe('1 ⊕ 1 ⊕ 4 = 4.');
    const forced = game.analyze(['1', '0', '1', '1']);
    expect(forced.outcome).toBe('P');
    expect(forced.explanation[1]).toContain('3 heap(s) of 1: the first player loses');
    expect(game.analyze(['2', '2']).outcome).toBe('P');
  });

  it('rejects bad input', () => {
    expect(() => misereNimFamily.create('3')).toThrow(NimlabError);
    expect(() => misereNimFamily.create(undefined).analyze([])).toThrow(NimlabError);
    expect(() => misereNimFamily.create(undefined).analyze(['+1'])).toThrow(NimlabError);
  });
});
