import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { aWythoffPair, aWythoffWinningMoves, isAWythoffP } from './fast.js';
import { aWythoffRule, diagonalWythoffGame, type HeapPair } from './rules.js';

describe("Fraenkel's a-Wythoff", () => {
  it('the closed form is the mex recursion for n < 3000, a = 1..6', () => {
    for (let a = 1; a <= 6; a++) {
      const used = new Set<number>();
      let lower = 0;
      for (let n = 0; n < 3000; n++) {
        while (used.has(lower)) lower++;
        const upper = lower + a * n;
        used.add(lower).add(upper);
        expect(aWythoffPair(BigInt(a), BigInt(n)), `a = ${a}, n = ${n}`).toEqual([BigInt(lower), BigInt(upper)]);
      }
    }
  });

  it('P-positions and winning moves agree with the engine on the rules (random positions, a = 1..4)', () => {
    const solvers = [1, 2, 3, 4].map((a) => new GrundySolver(diagonalWythoffGame(aWythoffRule(a))));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), (a, x, y) => {
        const game = diagonalWythoffGame(aWythoffRule(a));
        const solver = solvers[a - 1];
        expect(isAWythoffP(BigInt(a), BigInt(x), BigInt(y))).toBe(solver.grundy([x, y]) === 0);
        const brute = analyze(game, [x, y] as HeapPair, solver)
          .winningMoves.map((m) => (m.option as HeapPair).join(' '))
          .sort();
        const fast = aWythoffWinningMoves(BigInt(a), BigInt(x), BigInt(y))
          .map((m) => m.to.join(' '))
          .sort();
        expect(fast).toEqual(brute);
      }),
      { numRuns: 400 },
    );
  });

  it("a = 2 has CGSuite's published values G(10, 0..20) (GenWythoff(x -> x + 2))", () => {
    const solver = new GrundySolver(diagonalWythoffGame(aWythoffRule(2)));
    const row = Array.from({ length: 21 }, (_, n) => solver.grundy([10, n]));
    expect(row).toEqual([10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30]);
  });

  it('works on heaps of 10^18', () => {
    const [lower, upper] = aWythoffPair(3n, 10n ** 17n);
    expect(isAWythoffP(3n, upper, lower)).toBe(true);
    expect(isAWythoffP(3n, lower, upper + 1n)).toBe(false);
    for (const move of aWythoffWinningMoves(3n, lower, upper + 5n)) expect(isAWythoffP(3n, move.to[0], move.to[1])).toBe(true);
  });
});
