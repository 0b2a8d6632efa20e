import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perfectMove } from '../../playable.js';
import { checkPlayable } from '../../testing/playableChecks.js';
import { coinsLeftFamily } from './coinsLeftDefinition.js';
import { playableCoinsLeft } from './coinsLeftPlayable.js';

describe('coins-left played move by move', () => {
  it('toMoveWins (XOR of heads positions) agrees with brute force over the moves', () => {
    checkPlayable(
      playableCoinsLeft,
      fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: 6 }).map((c) => [c.join('')]),
      { numRuns: 60 },
    );
  });

  it('turns one heads coin, or it and one coin to its left', () => {
    expect(playableCoinsLeft.moves('THH', false).map((m) => `${m.label}→${m.to}`)).toEqual([
      'c2→TTH',
      'c1,2→HTH',
      'c3→THT',
      'c1,3→HHT',
      'c2,3→TTT',
    ]);
    // HTHHT: heads at 1, 3, 4, value 1 ⊕ 3 ⊕ 4 = 6; turning 4 and 2 leaves 1 ⊕ 3 ⊕ 2 = 0.
    expect(perfectMove(playableCoinsLeft, 'HTHHT', false)!.label).toBe('c2,4');
    expect(coinsLeftFamily.create(undefined).playable).toBe(playableCoinsLeft);
  });
});
