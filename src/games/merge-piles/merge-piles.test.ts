import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { mergePilesGame, singletons } from './rules.js';
import { maxMergeMoves, singletonMergeFirstWins } from './fast.js';

describe('merging piles from singletons', () => {
  it('the parity of n − ⌈n/m⌉ decides every start with n ≤ 20, m ≤ 22, by the engine', () => {
    for (let m = 1; m <= 22; m++) {
      const solver = new GrundySolver(mergePilesGame(m));
      for (let n = 1; n <= 20; n++) {
        expect(singletonMergeFirstWins(n, m), `n=${n} m=${m}`).toBe(solver.grundy(singletons(n)) !== 0);
      }
    }
  });

  it('the rules model merges only pairs within the bound', () => {
    const game = mergePilesGame(5);
    const options = Array.from(game.moves([1, 1, 2, 3, 4])).map((o) => game.key(o as readonly number[]));
    expect(options.sort()).toEqual(['2,2,3,4', '1,3,3,4', '1,2,4,4', '1,2,3,5', '1,1,4,5'].sort());
  });

  it('known values', () => {
    expect(maxMergeMoves(7, 3)).toBe(4);
    expect(maxMergeMoves(5, 1)).toBe(0);
    expect(maxMergeMoves(10 ** 9, 10 ** 9)).toBe(10 ** 9 - 1);
    expect(maxMergeMoves(10 ** 9, 2)).toBe(5 * 10 ** 8);
    expect(singletonMergeFirstWins(2, 2)).toBe(true);
    expect(singletonMergeFirstWins(3, 3)).toBe(false);
  });
});
