import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hackenbushStringValue, PartizanGames } from '../../engine/partizan/index.js';
import { PartizanValues } from './partizanValue.js';
import type { PartizanRules } from './partizanRules.js';
import { bruteOutcome } from './testing/bruteOutcome.js';

/**
 * A small ruleset to hold the generic solver to the definitions: blue-red Hackenbush on a sum of
 * strings (Winning Ways vol. 1 ch. 1), each string from the ground up ('L' blue, 'R' red). A
 * player cuts one of their edges; everything above it falls.
 */
const strings: PartizanRules<string[]> = {
  name: 'hackenbush-strings',
  leftOptions: (position) => cuts(position, 'L'),
  rightOptions: (position) => cuts(position, 'R'),
  key: (position) =>
    position
      .filter((s) => s.length > 0)
      .sort()
      .join(','),
  regions: (position) => position.filter((s) => s.length > 0).map((s) => [s]),
  format: (position) => position.join(' + '),
};

function cuts(position: string[], colour: string): string[][] {
  const options: string[][] = [];
  position.forEach((edges, which) => {
    for (let at = 0; at < edges.length; at += 1) {
      if (edges[at] === colour) options.push(position.map((s, i) => (i === which ? s.slice(0, at) : s)));
    }
  });
  return options;
}

const stringArbitrary = fc.array(fc.constantFrom('L', 'R'), { maxLength: 6 }).map((edges) => edges.join(''));

describe('PartizanValues', () => {
  it('values a Hackenbush string by the sign-expansion rule (Winning Ways vol. 1 ch. 1)', () => {
    fc.assert(
      fc.property(stringArbitrary, (edges) => {
        const games = new PartizanGames();
        const solver = new PartizanValues(strings, games);
        expect(solver.value([edges])).toBe(games.number(hackenbushStringValue(edges)));
      }),
    );
  });

  it('gives a sum of regions the outcome minimax of the rules gives it', () => {
    fc.assert(
      fc.property(fc.array(stringArbitrary, { maxLength: 3 }), (position) => {
        const games = new PartizanGames();
        const solver = new PartizanValues(strings, games);
        expect(games.outcome(solver.value(position))).toBe(bruteOutcome(strings, position));
      }),
    );
  });

  it('values a position without splitting it the same as the sum of its regions', () => {
    const whole = { ...strings, regions: undefined };
    fc.assert(
      fc.property(fc.array(stringArbitrary, { maxLength: 3 }), (position) => {
        const games = new PartizanGames();
        expect(new PartizanValues(whole, games).value(position)).toBe(new PartizanValues(strings, games).value(position));
      }),
      { numRuns: 50 },
    );
  });

  it('walks a 30,000-deep game without overflowing the stack', () => {
    // n has the single Left option n - 1, so its value is the integer n (ONAG ch. 0).
    const chain: PartizanRules<number> = {
      name: 'chain',
      leftOptions: (n) => (n > 0 ? [n - 1] : []),
      rightOptions: () => [],
      key: String,
      format: String,
    };
    const games = new PartizanGames();
    expect(new PartizanValues(chain, games).value(30_000)).toBe(games.integer(30_000));
  });

  it('says a loopy ruleset is not short', () => {
    const loop: PartizanRules<number> = {
      name: 'loop',
      leftOptions: (p) => [1 - p],
      rightOptions: () => [],
      key: String,
      format: String,
    };
    expect(() => new PartizanValues(loop, new PartizanGames()).value(0)).toThrow(/not a short game/);
  });
});
