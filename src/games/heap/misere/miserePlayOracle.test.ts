import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../../engine/core/game.js';
import { parseHeapGame } from '../heapGame.js';
import { takeBreakGame } from '../rules.js';
import { MiserePlayLimitError, MiserePlayOracle } from './miserePlayOracle.js';
import { misereWinByDefinition } from './testing/misereWinByDefinition.js';

const GAMES = ['0.77', '0.07', '0.137', '4.07', '0.6', 'S(1,3,4)'];
const definitions = new Map(GAMES.map((name) => [name, misereWinByDefinition(name)]));
/** One oracle per game for the whole run: its quotient grows as larger heaps come (and is reused). */
const quotientOnly = new Map(GAMES.map((name) => [name, new MiserePlayOracle(parseHeapGame(name).code, { searchTokens: 0 })]));

describe('misère play read in the quotient (issue 39, item 13: play past 40 tokens)', () => {
  it('says who wins as the misère definition does, on random sums the quotient answers (no search)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 0, maxLength: 4 }), (name, heaps) => {
        expect(quotientOnly.get(name)!.moverWins(heaps), `${name} ${heaps.join(' ')}`).toBe(definitions.get(name)!(heaps));
      }),
      { numRuns: 300 },
    );
  });

  it('the move it calls winning leaves a loss by the definition, and none does when it says the mover loses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 3 }), (name, heaps) => {
        const rules = takeBreakGame(parseHeapGame(name).code);
        const oracle = quotientOnly.get(name)!;
        const definition = definitions.get(name)!;
        for (let i = 0; i < heaps.length; i++) {
          for (const option of rules.moves(heaps[i])) {
            const to = [...heaps.slice(0, i), ...componentsOf(option), ...heaps.slice(i + 1)].filter((h) => h > 0);
            expect(!oracle.moverWins(to), `${name} ${heaps.join(' ')} → ${to.join(' ')}`).toBe(!definition(to));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('small sums are searched, larger ones read in the quotient: both agree where both answer', () => {
    const searched = new MiserePlayOracle(parseHeapGame('kayles').code);
    const read = new MiserePlayOracle(parseHeapGame('kayles').code, { searchTokens: 0 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 3 }), (heaps) => {
        expect(read.moverWins(heaps)).toBe(searched.moverWins(heaps));
      }),
      { numRuns: 60 },
    );
  });

  it('Kayles past 40 tokens and past the heaps grown: the solved quotient answers any heap, consistent one move deep', () => {
    const oracle = new MiserePlayOracle(parseHeapGame('kayles').code);
    const rules = takeBreakGame(parseHeapGame('kayles').code);
    for (const heaps of [[60], [30, 30], [25, 20, 7], [500], [1000, 3]]) {
      const leavesALoss = heaps.some((heap, i) =>
        [...rules.moves(heap)].some((option) => !oracle.moverWins([...heaps.slice(0, i), ...componentsOf(option), ...heaps.slice(i + 1)])),
      );
      expect(oracle.moverWins(heaps), heaps.join(' ')).toBe(leavesALoss);
    }
  });

  it('a quotient not found within its limits is one typed line, said again at once the next time', () => {
    const oracle = new MiserePlayOracle(parseHeapGame('dawson').code, {
      searchTokens: 0,
      limits: { maxOrder: 8, maxPositions: 3_000_000, maxCheckStates: 2_000_000 },
    });
    let error: unknown = null;
    try {
      oracle.moverWins([25, 20]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MiserePlayLimitError);
    const limit = error as MiserePlayLimitError;
    expect(limit.heap).toBe(25);
    expect(limit.reached).toBeLessThan(25);
    expect(limit.limit?.limit).toBe('order');
    expect(limit.message).toMatch(
      /^misère play of a sum this large reads the misère quotient of heaps 1\.\.25, which was not found within its limits \(stopped at heap \d+: .*above the limit of 8/,
    );
    expect(limit.message).not.toContain('\n');
    expect(() => oracle.moverWins([25, 20])).toThrow(MiserePlayLimitError);
    // Heaps the quotient reached are still answered.
    expect(oracle.moverWins([limit.reached])).toBe(misereWinByDefinition('dawson')([limit.reached]));
  });
});
