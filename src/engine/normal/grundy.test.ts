import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeSum } from './analysis.js';
import { CycleError } from '../core/errors.js';
import { sum, type Game } from '../core/game.js';
import { GrundySolver } from './grundy.js';
import { grundyTable, integerSolver } from './integerGame.js';
import { MexScratch, mex } from '../core/mex.js';

function subtraction(set: number[]): Game<number> {
  return {
    *moves(n) {
      for (const s of set) if (s <= n) yield n - s;
    },
    key: (n) => n,
  };
}

/** Lasker's Nim heap: take any, or split into two non-empty heaps. */
const laskerHeap: Game<number> = {
  *moves(n) {
    for (let k = 0; k < n; k++) yield k;
    for (let a = 1; 2 * a <= n; a++) if (n - a > 0) yield sum(a, n - a);
  },
  key: (n) => n,
};

describe('Grundy values from the definition', () => {
  it('S(1,2) has values n mod 3', () => {
    const solver = new GrundySolver(subtraction([1, 2]));
    for (let n = 0; n < 30; n++) expect(solver.grundy(n)).toBe(n % 3);
  });

  it('S(2,3): values 0,0,1,1,2,0,0,1,1,2 (period 5, hand-checked)', () => {
    expect(Array.from(grundyTable(subtraction([2, 3]), 10))).toEqual([0, 0, 1, 1, 2, 0, 0, 1, 1, 2]);
  });

  it("Lasker's Nim: splitting moves are sums valued by XOR", () => {
    expect(Array.from(grundyTable(laskerHeap, 9))).toEqual([0, 1, 2, 4, 3, 5, 6, 8, 7]);
  });

  it('a chain of 10^6 positions does not overflow the stack', () => {
    const chain: Game<number> = { moves: (n) => (n > 0 ? [n - 1] : []), key: (n) => n };
    expect(new GrundySolver(chain).grundy(1_000_000)).toBe(0);
    expect(integerSolver(chain, 1_000_002).grundy(1_000_001)).toBe(1);
  });

  it('a game with a cycle is reported, not looped on', () => {
    const loop: Game<number> = { moves: (n) => [(n + 1) % 3], key: (n) => n };
    expect(() => new GrundySolver(loop).grundy(0)).toThrow(CycleError);
  });

  it('the typed-array memo and the keyed memo agree', () => {
    const game = subtraction([1, 3, 4]);
    const keyed = new GrundySolver(game);
    const typed = integerSolver(game, 200);
    for (let n = 199; n >= 0; n -= 7) expect(typed.grundy(n)).toBe(keyed.grundy(n));
  });
});

describe('mex', () => {
  it('the bitset mex equals the naive mex', () => {
    const scratch = new MexScratch(8);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 80 }), (values) => {
        for (const v of values) scratch.add(v);
        expect(scratch.takeMex()).toBe(mex(values));
      }),
      { numRuns: 300 },
    );
  });
});

describe('sums and winning moves', () => {
  const nimHeap: Game<number> = {
    *moves(n) {
      for (let k = 0; k < n; k++) yield k;
    },
    key: (n) => n,
  };

  it('1+2+3 is a P-position with no winning move', () => {
    const analysis = analyzeSum(nimHeap, [1, 2, 3]);
    expect(analysis.outcome).toBe('P');
    expect(analysis.winningMoves).toEqual([]);
  });

  it('3+4+5 has one winning move: the 3 heap to 1', () => {
    const analysis = analyzeSum(nimHeap, [3, 4, 5]);
    expect(analysis.grundy).toBe(2);
    expect(analysis.winningMoves).toEqual([{ component: 0, option: 1 }]);
  });

  it('a winning move can raise a component value (options above the mex count too)', () => {
    // 'a' has value 0 (its only option 'b' has value 2); beside a heap of 2, moving a → b wins.
    type P = string | number;
    const game: Game<P> = {
      moves: (p) => (p === 'a' ? ['b'] : p === 'b' ? ['c', 0, 1] : typeof p === 'number' ? Array.from({ length: p }, (_, k) => k) : []),
      key: (p) => String(p),
    };
    const analysis = analyzeSum(game, ['a', 2]);
    expect(analysis.componentValues).toEqual([0, 2]);
    expect(analysis.winningMoves).toEqual([
      { component: 0, option: 'b' },
      { component: 1, option: 0 },
    ]);
  });
});
