import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames } from '../index.js';
import { checkPlayable } from '../testing/playableChecks.js';
import { mockTurtlesRule, mockTurtlesValue, rulerRule, rulerValue, twinsRule, twinsValue } from './classic.js';
import { coinRowValue } from './fast.js';
import { createPlayableTurningCorners } from './products/cornersPlayable.js';
import { playableCoinsMultiples } from './multiples/multiplesPlayable.js';
import { coinRowPlayable } from './playable.js';
import type { CoinRowRule } from './turnRule.js';

const rows = (maxLength: number) => fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength }).map((coins) => [coins.join('')]);

function playable(rule: CoinRowRule, valueOf: (coin: number) => number) {
  return coinRowPlayable({ name: rule.name, rule, value: (row) => coinRowValue(row, rule, valueOf) });
}

describe('coin rows played move by move', () => {
  it('ruler, mock turtles and twins: the fast row value agrees with brute force over the moves', () => {
    checkPlayable(playable(rulerRule, rulerValue), rows(6), { numRuns: 30 });
    checkPlayable(playable(mockTurtlesRule, mockTurtlesValue), rows(5), { numRuns: 30 });
    checkPlayable(playable(twinsRule, twinsValue), rows(6), { numRuns: 30 });
  });

  it("labels list the coins turned; the board numbers the coins from the rule's first coin", () => {
    const twins = playable(twinsRule, twinsValue);
    expect(twins.moves('THH', false).map((m) => `${m.label}→${m.to}`)).toEqual(['c1,2→HTH', 'c1,3→HHT', 'c2,3→TTT']);
    expect(twins.board!('THH')).toEqual(['coin │ 1 2 3', '     │ T H H']);
    expect(() => twins.parse(['HXT'])).toThrow('H (heads) and T (tails) only');
    expect(() => twins.parse(['H'.repeat(41)])).toThrow('at most 40 coins');
  });
});

describe('the coin families of the catalog played move by move', () => {
  it('ruler, mock-turtles and twins are playable; coins-multiples and turning-corners agree with brute force', () => {
    for (const name of ['ruler', 'mock-turtles', 'twins']) expect(builtInGames.resolve(name).playable).toBeDefined();
    const multiples = fc
      .integer({ min: 1, max: 8 })
      .chain((n) => fc.subarray(Array.from({ length: n }, (_, i) => String(i + 1))).map((heads) => ({ n, heads })));
    fc.assert(
      fc.property(multiples, ({ n, heads }) => {
        checkPlayable(playableCoinsMultiples(n), fc.constant(heads), { numRuns: 1 });
      }),
      { numRuns: 40 },
    );
    const grids = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })).chain(([r, c]) =>
      fc.array(
        fc.array(fc.constantFrom('H', 'T'), { minLength: c, maxLength: c }).map((row) => row.join('')),
        { minLength: r, maxLength: r },
      ),
    );
    checkPlayable(createPlayableTurningCorners(), grids, { numRuns: 60 });
  });

  it('labels and boards of coins-multiples and turning-corners', () => {
    const multiples = builtInGames.resolve('coins-multiples:6').playable!;
    const start = multiples.parse(['2', '5']);
    expect(multiples.format(start)).toBe('2 5');
    expect(multiples.moves(start, false).map((m) => `${m.label}→${multiples.format(m.to)}`)).toEqual([
      'c2→5',
      'c2,4→4 5',
      'c2,4,6→4 5 6',
      'c5→2',
    ]);
    const corners = builtInGames.resolve('turning-corners').playable!;
    const grid = corners.parse(['TTH', 'HTH']);
    expect(corners.moves(grid, false).map((m) => `${m.label}→${corners.format(m.to)}`)).toEqual(['1,1-2,3→HTT TTT', '1,2-2,3→THT HHT']);
    expect(corners.board!(grid)).toEqual(['    1 2 3', ' 1 │ T T H', ' 2 │ H T H']);
  });
});
