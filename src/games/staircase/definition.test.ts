import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { staircaseFamily } from './definition.js';

describe('staircase definition', () => {
  it('analyses a staircase', () => {
    const game = staircaseFamily.create(undefined);
    const report = game.analyze(['1', '2', '3']);
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBe(2n);
    expect(report.winningMoves).toEqual([
      { move: 'move 2 from step 2 to step 1', to: '3 0 3' },
      { move: 'move 2 from step 3 to step 2', to: '1 4 1' },
    ]);
    expect(report.explanation.join('\n')).toContain('1 ⊕ 3 = 2');
    expect(game.analyze(['0', '9']).outcome).toBe('P');
    expect(game.analyze(['4']).winningMoves).toEqual([{ move: 'move 4 from step 1 to the floor', to: '0' }]);
  });

  it('rejects bad input', () => {
    expect(() => staircaseFamily.create('2')).toThrow(NimlabError);
    expect(() => staircaseFamily.create(undefined).analyze(['1', 'two'])).toThrow(NimlabError);
    expect(() => staircaseFamily.create(undefined).analyze([])).toThrow(NimlabError);
  });
});
