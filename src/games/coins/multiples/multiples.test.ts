import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../engine/normal/analysis.js';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { MultiplesValues, multiplesRule } from './multiples.js';
import { coinRowGame } from '../rules.js';
import { rowCoinValues } from '../theorem.js';

describe('multiples (luogu-p3179)', () => {
  it("grouped values G(⌊n/x⌋) equal the engine's single-coin values (every n ≤ 60, some up to 300)", () => {
    for (const n of [...Array.from({ length: 60 }, (_, i) => i + 1), 97, 128, 210, 300]) {
      const grouped = new MultiplesValues(n);
      const engine = rowCoinValues(multiplesRule, n);
      for (let x = 1; x <= n; x++) expect(grouped.value(x), `n = ${n}, coin ${x}`).toBe(engine[x - 1]);
    }
  });

  it('G(m) is one sequence: equal to the plain block recursion for quotients of other n', () => {
    // G(m) by the recursion with maximal blocks and no quotient tables (memoised by m).
    const memo = new Map<number, number>();
    const plain = (m: number): number => {
      const known = memo.get(m);
      if (known !== undefined) return known;
      const options = new Set([0]);
      let running = 0;
      for (let j = 2; j <= m;) {
        const to = Math.floor(m / Math.floor(m / j));
        const v = plain(Math.floor(m / j));
        options.add(running ^ v);
        if (to > j) options.add(running);
        if ((to - j) % 2 === 0) running ^= v;
        j = to + 1;
      }
      let g = 0;
      while (options.has(g)) g++;
      memo.set(m, g);
      return g;
    };
    for (const n of [1_000_003, 65_536, 99_991]) {
      const values = new MultiplesValues(n);
      for (let d = 1; d <= 400; d++) expect(values.ofQuotient(Math.floor(n / d)), `n = ${n}, d = ${d}`).toBe(plain(Math.floor(n / d)));
    }
  });

  it('whole-board Grundy values and winning moves agree with the engine (n ≤ 12)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 4095 }), (n, raw) => {
        const board = raw & ((1 << n) - 1);
        const game = coinRowGame(multiplesRule, n);
        const solver = integerSolver(game, 1 << n);
        const values = new MultiplesValues(n);
        const heads = Array.from({ length: n }, (_, i) => i + 1).filter((x) => (board >>> (x - 1)) & 1);
        expect(heads.reduce((acc, x) => acc ^ values.value(x), 0)).toBe(solver.grundy(board));
        const brute = analyze(game, board, solver).winningMoves.map((m) => m.option as number);
        const { moves, count } = values.winningMoves(heads, 1000);
        expect(count).toBe(moves.length);
        const fast = moves.map(({ coin, k }) => {
          let after = board;
          for (let j = 1; j <= k; j++) after ^= 1 << (j * coin - 1);
          return after;
        });
        expect(fast.sort((p, q) => p - q)).toEqual(brute.sort((p, q) => p - q));
      }),
      { numRuns: 200 },
    );
  });

  it('counts winning moves beyond the listing limit, for n up to 10^9', () => {
    const values = new MultiplesValues(1_000_000_000);
    expect(values.value(1)).toBe(68); // G(10^9), by the same recursion without the tables
    const { moves, count } = values.winningMoves([1], 5);
    expect(moves.length).toBeLessThanOrEqual(5);
    expect(count).toBeGreaterThanOrEqual(moves.length);
    for (const { coin, k } of moves) expect(coin * k).toBeLessThanOrEqual(1_000_000_000);
    // A small n cross-checked by listing everything.
    const small = new MultiplesValues(5000);
    const all = small.winningMoves([1, 7, 300], 1_000_000);
    const capped = small.winningMoves([1, 7, 300], 3);
    expect(capped.count).toBe(all.count);
    expect(capped.moves).toEqual(all.moves.slice(0, 3));
  });
});
