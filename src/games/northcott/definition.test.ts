import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { northcottFamily } from './definition.js';

describe('northcott definition', () => {
  it('analyses rows a,b (your column, the opponent column)', () => {
    const report = northcottFamily.create(undefined).analyze(['1,3', '2,5']);
    // Gaps 1 and 2, XOR 3; the board is 5 wide: 2 → 3 makes the second gap 1, and 1,3 has no room to retreat.
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBe(3n);
    expect(report.winningMoves).toEqual([{ move: 'row 2: your piece 2 → 3', to: '1,3 3,5' }]);
    const wide = northcottFamily.create('9').analyze(['5,2', '2,5']);
    expect(wide.grundy).toBe(0n);
    expect(wide.outcome).toBe('P');
    // Gaps 1 and 2: row 1 retreats to gap 2 (room up to column 9), row 2 advances to gap 1.
    const retreat = northcottFamily.create('9').analyze(['5,3', '6,9']);
    expect(retreat.winningMoves).toEqual([
      { move: 'row 1: your piece 5 → 6 (retreat)', to: '6,3 6,9' },
      { move: 'row 2: your piece 6 → 7', to: '5,3 7,9' },
    ]);
  });

  it('rejects bad rows and parameters', () => {
    const game = northcottFamily.create(undefined);
    expect(() => game.analyze(['3,3'])).toThrow(NimlabError);
    expect(() => game.analyze(['0,2'])).toThrow(NimlabError);
    expect(() => game.analyze(['1,2,3'])).toThrow(NimlabError);
    expect(() => game.analyze(['12'])).toThrow(NimlabError);
    expect(() => game.analyze([])).toThrow(NimlabError);
    expect(() => northcottFamily.create('4').analyze(['1,5'])).toThrow(NimlabError);
    expect(() => northcottFamily.create('x')).toThrow(NimlabError);
  });
});
