import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { GameCatalog } from '../../catalog.js';
import { coinsLeftFamily } from './coinsLeftDefinition.js';

describe('coins-left definition', () => {
  const game = coinsLeftFamily.create(undefined);

  it('analyses a row by the XOR of heads positions', () => {
    const report = game.analyze(['HTHHT']);
    // Heads at 1, 3, 4: 1 ⊕ 3 ⊕ 4 = 6; coin 4 pairs with 2, coin 3 with 5 (not left of it), coin 1 with 7.
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBe(6);
    expect(report.winningMoves).toEqual([{ move: 'turn coin 4 and coin 2', to: 'HHHTT' }]);
    expect(report.explanation.join('\n')).toContain('1 ⊕ 3 ⊕ 4 = 6');
    expect(game.analyze(['thtt']).winningMoves).toEqual([{ move: 'turn coin 2', to: 'TTTT' }]);
    expect(game.analyze(['HHH']).outcome).toBe('P');
    expect(game.analyze(['TTT']).grundy).toBe(0);
  });

  it('resolves by its alias turn-one-or-two', () => {
    const catalog = new GameCatalog([coinsLeftFamily]);
    expect(catalog.resolve('turn-one-or-two').analyze(['HTTH']).winningMoves).toEqual([{ move: 'turn coin 4 and coin 1', to: 'TTTT' }]);
  });

  it('rejects bad input with NimlabError', () => {
    expect(() => coinsLeftFamily.create('2')).toThrow(NimlabError);
    expect(() => game.analyze([])).toThrow(NimlabError);
    expect(() => game.analyze(['HTX'])).toThrow(NimlabError);
    expect(() => game.analyze(['101'])).toThrow(NimlabError);
  });
});
