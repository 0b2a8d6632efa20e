import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeSum } from '../../engine/normal/analysis.js';
import { componentsOf } from '../../engine/core/game.js';
import { builtInGames } from '../index.js';
import { formatCode, makeCode, type CodeDigit } from './code/code.js';
import { analyzeHeapSum } from './analysis.js';
import { parseHeapGame, type HeapGame } from './heapGame.js';
import { takeBreakGame } from './rules.js';

const gameArb: fc.Arbitrary<HeapGame> = fc
  .record({
    d0: fc.constantFrom(0, 0, 4, 8),
    digits: fc.array(
      fc.record({
        heaps: fc.integer({ min: 0, max: 15 }),
        constraint: fc.constantFrom('any', 'any', 'unequal', 'notAllEqual', 'allEqual'),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    tail: fc.constantFrom(0, 0, 1),
  })
  .map(({ d0, digits, tail }) => {
    const code = makeCode([{ heaps: d0, constraint: 'unequal' }, ...(digits as CodeDigit[])], tail);
    return { name: formatCode(code), code };
  });

describe('sums of heaps', () => {
  it('value, outcome and every winning move (splits included) equal the engine on the rules', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 1, maxLength: 3 }), (game, heaps) => {
        const brute = analyzeSum(takeBreakGame(game.code), heaps);
        const fast = analyzeHeapSum(game, heaps, 10_000);
        expect(fast.grundy, game.name).toBe(brute.grundy);
        expect(fast.outcome).toBe(brute.outcome);
        expect(fast.values).toEqual(brute.componentValues);
        const key = (heap: number, parts: readonly number[]) => `${heap}:${[...parts].sort((a, b) => a - b).join('+')}`;
        const bruteMoves = brute.winningMoves.map((m) => key(m.component, componentsOf(m.option))).sort();
        const fastMoves = fast.winningMoves.map((m) => key(m.heap, m.option.parts)).sort();
        expect(fastMoves, `${game.name} ${heaps.join(' ')}`).toEqual(bruteMoves);
        expect(fast.winningMoveCount).toBe(bruteMoves.length);
        for (const move of fast.winningMoves) {
          const taken = heaps[move.heap] - move.option.parts.reduce((a, b) => a + b, 0);
          expect(move.option.removed).toBe(taken);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('computed in slices with progress, the analysis is the same; progress rises to the values needed', () => {
    fc.assert(
      // Codes whose values up to heap 2000 are quick (at most two heaps left), so slices grow and shrink.
      fc.property(
        fc.constantFrom('0.77', '0.07', '4!.0', '0.137', '4.7', '0.[3]', 'S(2,5,7)').map(parseHeapGame),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 3 }),
        (game, heaps) => {
          const reports: number[] = [];
          const sliced = analyzeHeapSum(game, heaps, 10_000, undefined, (done, total) => {
            expect(total).toBe(Math.max(...heaps) + 1);
            reports.push(done);
          });
          expect(sliced).toEqual(analyzeHeapSum(game, heaps, 10_000));
          for (let i = 1; i < reports.length; i++) expect(reports[i]).toBeGreaterThan(reports[i - 1]);
          expect(reports.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('large heaps use the proven period', () => {
    const kayles = analyzeHeapSum(parseHeapGame('0.77'), [100_000, 99_999]);
    expect(kayles.period).toEqual({ preperiod: 71, period: 12, saltus: 0, proven: true });
    // 100000 ≡ 4 and 99999 ≡ 3 (mod 12) in the periodic part: G = 1 and G = 8.
    expect(kayles.values).toEqual([1, 8]);
    expect(kayles.winningMoveCount).toBeGreaterThan(0);
  });

  it('the catalog resolves codes, subtraction and all-but games by name', () => {
    const cases: [string, string, string][] = [
      ['0.77', '0.77', '5 3'],
      ['octal:0.77', '0.77', '5 3'],
      ['4!.0', '4!.0', '7'],
      ['.137', '0.137', '4'],
      ['0.[3]', '0.[3]', '3 4 5'],
      ['S(1,3,4)', 'S(1,3,4)', '10 7'],
      ['subtraction:1,3,4', 'S(1,3,4)', '10 7'],
      ['allbut:1,2', 'allbut(1,2)', '10 7'],
    ];
    for (const [name, canonical, position] of cases) {
      const definition = builtInGames.resolve(name);
      expect(definition.name, name).toBe(canonical);
      const report = definition.analyze(position.split(' '));
      const brute = analyzeSum(definition.heap!, position.split(' ').map(Number));
      expect(report.grundy, name).toBe(brute.grundy);
      expect(report.winningMoves.length).toBe(brute.winningMoves.length);
    }
    // Nim as the code 0.[3] agrees with Bouton.
    expect(builtInGames.resolve('0.[3]').analyze(['3', '4', '5']).grundy).toBe(3 ^ 4 ^ 5);
  });
});
