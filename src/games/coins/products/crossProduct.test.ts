import { describe, expect, it } from 'vitest';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { builtInGames } from '../../index.js';
import { twinsRule, twinsValue } from '../classic.js';
import { crossRule } from './crossProduct.js';
import { coinGridGame } from '../rules.js';
import { boardValue, gridCoinValues } from '../theorem.js';

/** The cross of Twins straight from its rule: c(x, y) = mex{ c(x′, y) ⊕ c(x, y′) : x′ < x, y′ < y } on twins values. */
function crossTwinsByDefinition(size: number): number[][] {
  const table = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      const seen = new Set<number>();
      for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(table[a][y] ^ table[x][b]);
      let mex = 0;
      while (seen.has(mex)) mex++;
      table[x][y] = mex;
    }
  }
  return table;
}

describe("cross product (nimlab's own: a row move and a column move together)", () => {
  it('Cross Twins: coin (x, y) is mex{ c(x′, y) ⊕ c(x, y′) }, with 1 as identity and c(x, x) = 1', () => {
    const values = gridCoinValues(crossRule(twinsRule, twinsRule), 10, 10);
    const table = crossTwinsByDefinition(10);
    for (let i = 0; i < 10; i++) for (let j = 0; j < 10; j++) expect(values[i * 10 + j], `(${i}, ${j})`).toBe(table[i][j]);
    const one = 1 - twinsValue(twinsRule.firstCoin); // the row whose twins value is 1
    for (let j = 0; j < 10; j++) expect(values[one * 10 + j]).toBe(twinsValue(twinsRule.firstCoin + j));
    for (let i = one; i < 10; i++) expect(values[i * 10 + i]).toBe(1);
  });

  it("every 3 × 4 board of Cross Twins has the XOR of its heads coins' values (engine on whole boards)", () => {
    const rule = crossRule(twinsRule, twinsRule);
    const solver = integerSolver(coinGridGame(rule, 3, 4), 1 << 12);
    const values = gridCoinValues(rule, 3, 4);
    for (let board = 0; board < 1 << 12; board++) expect(solver.grundy(board)).toBe(boardValue(board, values));
  });

  it('catalog: cross:G*H is its own family, apart from acrostic', () => {
    const cross = builtInGames.resolve('cross:twins*twins').analyze(['TTT', 'TTH']);
    const acrostic = builtInGames.resolve('acrostic:twins*twins').analyze(['TTT', 'TTH']);
    expect(cross.explanation[0]).toContain("nimlab's own");
    expect(acrostic.explanation[0]).toContain('Winning Ways ch. 14');
    expect(cross.grundy).not.toBe(acrostic.grundy);
  });
});
