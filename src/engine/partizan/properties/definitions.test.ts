import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { parseExpression } from '../notation/parser.js';
import { GamePrinter } from '../notation/printer.js';
import { Dyadic } from '../numbers/dyadic.js';
import { stops } from '../temperature/stops.js';
import { allSmallTree, gameTree, treeToGame } from '../testing/gameTrees.js';
import { GameProperties } from './gameProperties.js';
import { stopCount } from './stopCount.js';

function setUp() {
  const games = new PartizanGames();
  const printer = new GamePrinter(games);
  const properties = new GameProperties(games, printer);
  const parse = (text: string): number => {
    const value = parseExpression(text, { games, uptimals: printer.uptimals });
    if (value.kind !== 'game') throw new Error('not a game');
    return value.id;
  };
  return { games, printer, properties, parse };
}

/** Random games of birthday ≤ 4 (two options a side keeps the trees small). */
const DAY_4 = gameTree(4, 2);

describe('atomic weight', () => {
  it('satisfies its definition: G + X + *m and AW(G).↑ + X + *m have one outcome (all-small G, birthday ≤ 4)', () => {
    fc.assert(
      fc.property(allSmallTree(4, 2), (tree) => {
        const { games, properties, parse } = setUp();
        const g = treeToGame(games, tree);
        const weight = properties.atomicWeights.of(g);
        expect(weight).toBeDefined();
        const atom = properties.norton.multiply(weight as number, parse('^'));
        const remote = games.nimber(16);
        for (const x of ['0', '^', 'v', '^*', 'v*', '*', '^^']) {
          const plus = (h: number) => games.add(games.add(h, parse(x)), remote);
          expect([x, games.outcome(plus(g))]).toEqual([x, games.outcome(plus(atom))]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is undefined off the infinitesimals, and two ahead wins (Winning Ways ch. 8: AW ≥ 2 ⇒ G > 0)', () => {
    fc.assert(
      fc.property(DAY_4, (tree) => {
        const { games, properties } = setUp();
        const g = treeToGame(games, tree);
        const { left, right } = stops(games.store, g, new Map());
        const weight = properties.atomicWeights.of(g);
        if (!left.isZero() || !right.isZero()) expect(weight).toBeUndefined();
        if (weight !== undefined && games.lessOrEqual(games.integer(2), weight)) expect(games.outcome(g)).toBe('L');
        if (weight !== undefined && games.lessOrEqual(weight, games.integer(-2))) expect(games.outcome(g)).toBe('R');
      }),
      { numRuns: 150 },
    );
  });
});

describe('reduced canonical form', () => {
  it('is infinitesimally close to G, a fixed point, the same for G + ε, and no older than G (birthday ≤ 4)', () => {
    fc.assert(
      fc.property(DAY_4, fc.constantFrom('^', '*', '^*', 'Tiny(1)', '{0|v}', 'v[2]*'), (tree, small) => {
        const { games, properties, parse } = setUp();
        const g = treeToGame(games, tree);
        const reduced = properties.reducedForms.of(g);
        const { left, right } = stops(games.store, games.subtract(g, reduced), new Map());
        expect([left.isZero(), right.isZero()]).toEqual([true, true]);
        expect(properties.reducedForms.of(reduced)).toBe(reduced);
        expect(properties.reducedForms.of(games.add(g, parse(small)))).toBe(reduced);
        expect(properties.birthday(reduced) <= properties.birthday(g)).toBe(true);
      }),
      { numRuns: 120 },
    );
  });
});

describe('companion, parity, temper, stop count by their recursive definitions (birthday ≤ 4)', () => {
  it('agree with the definitions written on the options', () => {
    fc.assert(
      fc.property(DAY_4, (tree) => {
        const { games, properties, printer } = setUp();
        const g = treeToGame(games, tree);
        const store = games.store;
        const options = (h: number) => [...games.leftOptions(h), ...games.rightOptions(h)];
        const even = (h: number): boolean => h === games.zero || options(h).every(odd);
        const odd = (h: number): boolean => h !== games.zero && options(h).every(even);
        const evenTempered = (h: number): boolean => store.isNumber(h) || options(h).every(oddTempered);
        const oddTempered = (h: number): boolean => !store.isNumber(h) && options(h).every(evenTempered);
        const count = (h: number): bigint => (store.isNumber(h) ? 1n : options(h).reduce((sum, o) => sum + count(o), 0n));
        const companion = (h: number): number => {
          const uptimal = printer.uptimals.expansion(h);
          if (uptimal !== undefined) return uptimal.number.isZero() && uptimal.nimber <= 1 ? games.add(h, games.nimber(1)) : h;
          const left = games.leftOptions(h).map(companion);
          const right = games.rightOptions(h).map(companion);
          const sign = games.outcome(h);
          if (sign === 'L' || sign === 'P') left.push(games.zero);
          if (sign === 'R' || sign === 'P') right.push(games.zero);
          return games.game(left, right);
        };
        expect(properties.parities.parity(g)).toEqual({ even: even(g), odd: odd(g) });
        expect(properties.parities.temper(g)).toEqual({ even: evenTempered(g), odd: oddTempered(g) });
        expect(stopCount(store, g, new Map())).toBe(count(g));
        expect(properties.companions.of(g)).toBe(companion(g));
      }),
      { numRuns: 150 },
    );
  });

  it('a sum of an even-tempered and an odd-tempered game is odd-tempered (Siegel 2013, §II.6)', () => {
    fc.assert(
      fc.property(DAY_4, DAY_4, (a, b) => {
        const { games, properties } = setUp();
        const [g, h] = [treeToGame(games, a), treeToGame(games, b)];
        const [tg, th] = [properties.parities.temper(g), properties.parities.temper(h)];
        const sum = properties.parities.temper(games.add(g, h));
        if (tg.even && th.odd) expect(sum.odd).toBe(true);
        if (tg.even && th.even) expect(sum.even).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});

describe('uptimal expansions', () => {
  const coefficients = fc.array(fc.integer({ min: -2, max: 2 }), { maxLength: 4 });
  const number = fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 0, max: 2 })).map(([n, e]) => Dyadic.of(BigInt(n), e));

  it('are found for every game x + Σ dᵢ·↑ⁱ + *m built from random expansions', () => {
    fc.assert(
      fc.property(number, fc.integer({ min: 0, max: 3 }), coefficients, (x, m, ds) => {
        const { printer } = setUp();
        const uptimals = printer.uptimals;
        let length = ds.length;
        while (length > 0 && ds[length - 1] === 0) length -= 1;
        const wanted = { number: x, nimber: m, coefficients: ds.slice(0, length) };
        const game = uptimals.gameOf(wanted);
        const found = uptimals.expansion(game);
        expect(found && { number: found.number.toString(), nimber: found.nimber, coefficients: found.coefficients }).toEqual({
          number: x.toString(),
          nimber: m,
          coefficients: wanted.coefficients,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('of random games, when found, build the game back; ↑ⁿ and ↑^[n] are .0…01 and .1…1', () => {
    fc.assert(
      fc.property(DAY_4, (tree) => {
        const { games, printer } = setUp();
        const g = treeToGame(games, tree);
        const found = printer.uptimals.expansion(g);
        if (found !== undefined) expect(printer.uptimals.gameOf(found)).toBe(g);
      }),
      { numRuns: 150 },
    );
    const { properties, parse } = setUp();
    expect(properties.all(parse('^<3>')).UptimalExpansion).toBe('0.001');
    expect(properties.all(parse('^[3]')).UptimalExpansion).toBe('0.111');
    expect(properties.all(parse('^<3> + ^[3]')).UptimalExpansion).toBe('0.112');
  });
});

describe('degree, variety, idempotent', () => {
  it('a short game has degree 0 and variety 0 (it is loopfree), and only 0 is idempotent', () => {
    fc.assert(
      fc.property(DAY_4, (tree) => {
        const { games, properties } = setUp();
        const g = treeToGame(games, tree);
        const all = properties.all(g);
        expect([all.Degree, all.Variety, all.IsIdempotent]).toEqual(['0', '0', String(g === games.zero)]);
      }),
      { numRuns: 40 },
    );
  });
});
