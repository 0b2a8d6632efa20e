import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerSolver } from '../../engine/normal/integerGame.js';
import { progressionRule, progressionValues, smoothExponents } from './progression.js';
import { coinRowGame } from './rules.js';
import { rowCoinValues } from './theorem.js';

describe('progression rule (luogu-p4077)', () => {
  it('smooth exponents', () => {
    expect(smoothExponents(72)).toEqual({ c: 1, a: 3, b: 2 });
    expect(smoothExponents(35)).toEqual({ c: 35, a: 0, b: 0 });
    expect(smoothExponents(2 * 9 * 5)).toEqual({ c: 5, a: 1, b: 2 });
  });

  it("g(a, b) table equals the engine's single-coin values (n ≤ 600, every maxQ ≤ 5)", () => {
    for (let maxQ = 1; maxQ <= 5; maxQ++) {
      const engine = rowCoinValues(progressionRule(maxQ), 600);
      const table = progressionValues(maxQ, 10, 6);
      for (let x = 1; x <= 600; x++) {
        const { a, b } = smoothExponents(x);
        expect(table[a][b], `maxQ ${maxQ}, coin ${x}`).toBe(engine[x - 1]);
      }
    }
  });

  it('whole-board Grundy value = XOR of g(a, b) over heads coins (n ≤ 13)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 8191 }), (n, maxQ, raw) => {
        const board = raw & ((1 << n) - 1);
        const solver = integerSolver(coinRowGame(progressionRule(maxQ), n), 1 << n);
        const table = progressionValues(maxQ, 4, 3);
        let value = 0;
        for (let x = 1; x <= n; x++) {
          if (!((board >>> (x - 1)) & 1)) continue;
          const { a, b } = smoothExponents(x);
          value ^= table[a][b];
        }
        expect(value).toBe(solver.grundy(board));
      }),
      { numRuns: 150 },
    );
  });
});
