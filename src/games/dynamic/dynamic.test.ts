import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { dynamicPosition, dynamicStart, dynamicSubtractionGame, type DynamicPosition } from './rules.js';
import { DynamicNumberSystem, MAX_DYNAMIC_HEAP, dynamicWinningFirstMoves, dynamicWinningTakes, smallestWinningFirstMove } from './fast.js';

const HEAP_LIMIT = 120;
const MULTIPLIERS = [1, 2, 3, 4, 5, 6];

/** One engine per multiplier, shared by the tests so positions are evaluated once. */
const solvers = new Map(MULTIPLIERS.map((k) => [k, new GrundySolver(dynamicSubtractionGame(k))]));
const systems = new Map(MULTIPLIERS.map((k) => [k, new DynamicNumberSystem(k, HEAP_LIMIT)]));

/** Winning takes by the engine: the options that leave a P-position, as the number taken. */
function bruteWinningTakes(k: number, position: DynamicPosition): number[] {
  const solver = solvers.get(k)!;
  return analyze(solver.game, position, solver)
    .winningMoves.map((m) => position.remaining - (m.option as DynamicPosition).remaining)
    .sort((x, y) => x - y);
}

describe('dynamic subtraction', () => {
  it('outcome, smallest and all winning first moves equal the engine for every n ≤ 120, k = 1..6', () => {
    for (const k of MULTIPLIERS) {
      const system = systems.get(k)!;
      for (let n = 1; n <= HEAP_LIMIT; n++) {
        const brute = bruteWinningTakes(k, dynamicStart(n));
        expect(system.isTerm(n), `k=${k} n=${n}`).toBe(brute.length === 0);
        expect(smallestWinningFirstMove(system, n), `k=${k} n=${n}`).toBe(brute.length === 0 ? null : brute[0]);
        expect(dynamicWinningFirstMoves(system, n), `k=${k} n=${n}`).toEqual(brute);
      }
    }
  });

  it('winning takes equal the engine mid-game, for any heap and limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MULTIPLIERS),
        fc.integer({ min: 0, max: HEAP_LIMIT }),
        fc.integer({ min: 0, max: HEAP_LIMIT }),
        (k, n, limit) => {
          const position = dynamicPosition(n, limit);
          expect(dynamicWinningTakes(systems.get(k)!, n, position.maxTake)).toEqual(bruteWinningTakes(k, position));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('k = 1 gives the powers of two, k = 2 the Fibonacci numbers (Zeckendorf)', () => {
    expect(new DynamicNumberSystem(1, 1000).firstTerms(100)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    const fibonacci = new DynamicNumberSystem(2, 100);
    expect(fibonacci.firstTerms(100)).toEqual([1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
    expect(fibonacci.representation(100)).toEqual([89, 8, 3]);
    expect(smallestWinningFirstMove(fibonacci, 100)).toBe(3);
    expect(new DynamicNumberSystem(3, 30).firstTerms(100)).toEqual([1, 2, 3, 4, 6, 8, 11, 15, 21, 29]);
  });

  it('the run-length term table equals the defining recurrence a_(i+1) = b_i + 1, term by term', () => {
    /** Straight from the definition: b_i = a_i + b_j for the largest j with k·a_j < a_i. */
    function termsByDefinition(k: number, limit: number): number[] {
      const a = [1];
      const b = [1];
      while (a[a.length - 1] <= limit) {
        const next = b[b.length - 1] + 1;
        let j = -1;
        while (j + 1 < a.length && k * a[j + 1] < next) j++;
        a.push(next);
        b.push(j >= 0 ? next + b[j] : next);
      }
      return a.slice(0, -1);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 20_000 }), (k, limit) => {
        const expected = termsByDefinition(k, limit);
        const system = new DynamicNumberSystem(k, limit);
        expect(system.termCount).toBe(expected.length);
        expect(system.firstTerms(expected.length + 5)).toEqual(expected);
        const terms = new Set(expected);
        for (let n = Math.max(1, limit - 200); n <= limit; n++) expect(system.isTerm(n)).toBe(terms.has(n));
      }),
      { numRuns: 60 },
    );
  });

  it('representations are k-valid and sum to n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), (k, n) => {
        const parts = new DynamicNumberSystem(k, n).representation(n);
        expect(parts.reduce((s, x) => s + x, 0)).toBe(n);
        for (let i = 1; i < parts.length; i++) expect(BigInt(k) * BigInt(parts[i])).toBeLessThan(BigInt(parts[i - 1]));
      }),
      { numRuns: 100 },
    );
  });

  it('stays exact at the largest heaps', () => {
    const system = new DynamicNumberSystem(2, MAX_DYNAMIC_HEAP);
    // F(74) = 1304969544928657 > 10^15 ≥ F(73) = 806515533049393 (with F(1) = F(2) = 1).
    expect(system.isTerm(806515533049393)).toBe(true);
    expect(smallestWinningFirstMove(system, 806515533049393 + 1)).toBe(1);
    const big = new DynamicNumberSystem(100_000, MAX_DYNAMIC_HEAP);
    const n = MAX_DYNAMIC_HEAP - 12345;
    const parts = big.representation(n);
    expect(parts.reduce((s, x) => s + x, 0)).toBe(n);
    for (let i = 1; i < parts.length; i++) expect(100_000n * BigInt(parts[i])).toBeLessThan(BigInt(parts[i - 1]));
  });
});
