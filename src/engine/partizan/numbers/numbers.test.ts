import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from './dyadic.js';
import { hackenbushStringValue, numberBirthday, signExpansion, simplestBetween } from './simplest.js';

const dyadic = fc.tuple(fc.bigInt({ min: -200n, max: 200n }), fc.integer({ min: 0, max: 5 })).map(([n, k]) => Dyadic.of(n, k));

/** Every dyadic of denominator at most 2^8 strictly between a and b, simplest by birthday. */
function simplestBySearch(a: Dyadic, b: Dyadic): Dyadic {
  let best: Dyadic | undefined;
  for (let n = -52000n; n <= 52000n; n += 1n) {
    const x = Dyadic.of(n, 8);
    if (a.lessThan(x) && x.lessThan(b) && (best === undefined || numberBirthday(x) < numberBirthday(best))) best = x;
  }
  return best as Dyadic;
}

/** The value of a Hackenbush string by the game's own rules: chopping edge i removes it and all above. */
function hackenbushByRules(games: PartizanGames, edges: string): number {
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let i = 0; i < edges.length; i += 1) (edges[i] === 'L' ? lefts : rights).push(hackenbushByRules(games, edges.slice(0, i)));
  return games.game(lefts, rights);
}

describe('dyadic rationals (ONAG ch. 0)', () => {
  it('add, subtract and compare exactly', () => {
    fc.assert(
      fc.property(dyadic, dyadic, (a, b) => {
        expect(a.add(b).subtract(b).equals(a)).toBe(true);
        expect(Math.sign(a.compare(b))).toBe(Math.sign(Number(a.subtract(b).numerator)));
      }),
    );
  });

  it('prints as CGSuite does', () => {
    expect(Dyadic.of(-1n, 1).toString()).toBe('-1/2');
    expect(Dyadic.of(25n, 4).toString()).toBe('25/16');
    expect(Dyadic.fraction(6n, 8n).toString()).toBe('3/4');
    expect(() => Dyadic.fraction(1n, 3n)).toThrow('1/3 is not a dyadic rational (its denominator must be a power of 2)');
  });
});

describe('the simplicity rule (ONAG ch. 2)', () => {
  it('gives the number of least birthday strictly between', () => {
    fc.assert(
      fc.property(dyadic, dyadic, (a, b) => {
        fc.pre(a.lessThan(b));
        expect(simplestBetween(a, b).key()).toBe(simplestBySearch(a, b).key());
      }),
      { numRuns: 60 },
    );
  });

  it('birthdays: 25/16 is born on day 6, -1/2 on day 2 (CGSuite)', () => {
    expect(numberBirthday(Dyadic.of(25n, 4))).toBe(6n);
    expect(numberBirthday(Dyadic.of(-1n, 1))).toBe(2n);
    expect(numberBirthday(Dyadic.integer(-5))).toBe(5n);
  });
});

describe("Berlekamp's rule for Hackenbush strings (Winning Ways ch. 2)", () => {
  it('agrees with the game the string is, and sign expansion inverts it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('L', 'R'), { maxLength: 7 }), (chars) => {
        const edges = chars.join('');
        const games = new PartizanGames();
        const value = hackenbushStringValue(edges);
        expect(hackenbushByRules(games, edges)).toBe(games.number(value));
        expect(hackenbushStringValue(signExpansion(value)).equals(value)).toBe(true);
      }),
    );
  });

  it('LRR = 1/4 and LLR = 3/2', () => {
    expect(hackenbushStringValue('LRR').toString()).toBe('1/4');
    expect(hackenbushStringValue('LLR').toString()).toBe('3/2');
    expect(signExpansion(Dyadic.of(-3n, 2))).toBe('RLR');
  });
});
