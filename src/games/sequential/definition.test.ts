import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { sequentialFamily } from './definition.js';

describe('sequential definition', () => {
  it('analyses rows of heaps', () => {
    const game = sequentialFamily.create(undefined);
    const lost = game.analyze(['1', '2', '1']);
    expect(lost.outcome).toBe('P');
    expect(lost.winningMoves).toEqual([]);
    expect(lost.explanation[0]).toContain('second player');
    const won = game.analyze(['2', '1']);
    expect(won.outcome).toBe('N');
    expect(won.winningMoves).toEqual([{ move: 'heap 1: 2 → 1', to: '1 1' }]);
    expect(game.analyze(['1', '1', '1']).explanation[0]).toContain('all 3 moves are forced');
  });

  it('rejects bad input', () => {
    expect(() => sequentialFamily.create('1')).toThrow(NimlabError);
    expect(() => sequentialFamily.create(undefined).analyze(['1.5'])).toThrow(NimlabError);
  });
});
