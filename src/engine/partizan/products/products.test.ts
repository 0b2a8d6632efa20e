import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { parseExpression } from '../notation/parser.js';
import { GamePrinter } from '../notation/printer.js';
import { Dyadic } from '../numbers/dyadic.js';
import { gameToTree, gameTree, treeNegate, treeSum, treeToGame, ZERO_TREE } from '../testing/gameTrees.js';
import type { GameTree } from '../testing/gameTrees.js';
import { ConwayProducts } from './conwayProducts.js';
import { NortonProducts } from './nortonProducts.js';
import { nimProduct } from './nimProduct.js';

function setUp() {
  const games = new PartizanGames();
  const printer = new GamePrinter(games);
  const parse = (text: string): number => {
    const value = parseExpression(text, { games, uptimals: printer.uptimals });
    if (value.kind !== 'game') throw new Error('not a game');
    return value.id;
  };
  return { games, printer, parse, norton: new NortonProducts(games), conway: new ConwayProducts(games) };
}

/** A tree cut back to its canonical form (keeps the trees of the definitions small). */
function canonicalTree(games: PartizanGames, tree: GameTree): GameTree {
  return gameToTree(games, treeToGame(games, tree));
}

/** ONAG ch. 15's definition of G.U, on trees, with every incentive (dominated ones too). */
function nortonByDefinition(games: PartizanGames, g: number, u: GameTree): GameTree {
  const value = games.store.numberValue(g);
  if (value !== undefined && value.isInteger()) {
    let sum = ZERO_TREE;
    const copy = value.sign() < 0 ? treeNegate(u) : u;
    for (let i = 0n; i < (value.numerator < 0n ? -value.numerator : value.numerator); i += 1n)
      sum = canonicalTree(games, treeSum(sum, copy));
    return sum;
  }
  const incentives = [...u.left.map((ul) => treeSum(ul, treeNegate(u))), ...u.right.map((ur) => treeSum(u, treeNegate(ur)))];
  const steps = incentives.map((incentive) => canonicalTree(games, treeSum(u, incentive)));
  return canonicalTree(games, {
    left: games.leftOptions(g).flatMap((gl) => steps.map((step) => treeSum(nortonByDefinition(games, gl, u), step))),
    right: games.rightOptions(g).flatMap((gr) => steps.map((step) => treeSum(nortonByDefinition(games, gr, u), treeNegate(step)))),
  });
}

/** ONAG ch. 1's product, on trees (numbers too: no shortcut); `memo` by the pair's canonical ids. */
function conwayByDefinition(games: PartizanGames, a: GameTree, b: GameTree, memo = new Map<string, GameTree>()): GameTree {
  const key = `${treeToGame(games, a)}:${treeToGame(games, b)}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const times = (x: GameTree, y: GameTree) => conwayByDefinition(games, x, y, memo);
  const add = (x: GameTree, y: GameTree) => canonicalTree(games, treeSum(x, y));
  const term = (x: GameTree, y: GameTree) => add(add(times(x, b), times(a, y)), treeNegate(times(x, y)));
  const pairs = (xs: readonly GameTree[], ys: readonly GameTree[]) => xs.flatMap((x) => ys.map((y) => canonicalTree(games, term(x, y))));
  const product = canonicalTree(games, {
    left: [...pairs(a.left, b.left), ...pairs(a.right, b.right)],
    right: [...pairs(a.left, b.right), ...pairs(a.right, b.left)],
  });
  memo.set(key, product);
  return product;
}

const dyadic = fc.tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: 0, max: 2 })).map(([n, e]) => Dyadic.of(BigInt(n), e));

describe('Norton multiplication G.U', () => {
  it('is its definition on random games, for several U', () => {
    fc.assert(
      fc.property(gameTree(3, 2), fc.constantFrom('^', '1', '1/2', '{2|1}', '^^*', '{1|0}'), (tree, unit) => {
        const { games, parse, norton } = setUp();
        const g = treeToGame(games, tree);
        const u = parse(unit);
        expect(norton.multiply(g, u)).toBe(treeToGame(games, nortonByDefinition(games, g, gameToTree(games, u))));
      }),
      { numRuns: 30 },
    );
  });

  it('n.U is n copies of U, by doubling, for large n too', () => {
    const { games, parse, norton, printer } = setUp();
    const up = parse('^');
    for (let n = -6; n <= 6; n += 1) expect(norton.multiply(games.integer(n), up)).toBe(games.numberUpStar(Dyadic.ZERO, n, 0));
    expect(printer.print(norton.multiply(games.integer(10n ** 30n), parse('1/2')))).toBe(String(10n ** 30n / 2n));
    expect(norton.multiply(games.integer(-3), parse('{1|0}'))).toBe(parse('{0|-1} + {0|-1} + {0|-1}'));
  });

  it('adds in G on numbers: x.U + y.U = (x + y).U (ONAG ch. 15)', () => {
    const { games, parse, norton } = setUp();
    for (const unit of ['^', '1', '{2|1}']) {
      const u = parse(unit);
      const half = norton.multiply(parse('1/2'), u);
      expect(games.add(half, half)).toBe(u);
      expect(games.add(norton.multiply(parse('3/4'), u), norton.multiply(parse('1/4'), u))).toBe(u);
    }
  });
});

describe("Conway's product", () => {
  it('multiplies numbers exactly, as the definition does', () => {
    fc.assert(
      fc.property(dyadic, dyadic, (x, y) => {
        const { games, conway } = setUp();
        const product = conway.multiply(games.number(x), games.number(y));
        expect(product).toBe(games.number(Dyadic.of(x.numerator * y.numerator, x.exponent + y.exponent)));
        const small = (z: Dyadic) => z.exponent <= 1 && z.compare(Dyadic.integer(3)) <= 0 && z.compare(Dyadic.integer(-3)) >= 0;
        if (small(x) && small(y)) {
          const byDefinition = conwayByDefinition(games, gameToTree(games, games.number(x)), gameToTree(games, games.number(y)));
          expect(treeToGame(games, byDefinition)).toBe(product);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("is Conway's nim-multiplication on nimbers (ONAG ch. 6)", () => {
    const { games, conway } = setUp();
    // *a·*b for a, b < 4 (ONAG ch. 6, the field of order 4); 4 ⊗ 4 = 6 and 5 ⊗ 7 = 13 (ONAG ch. 6: 4 ⊗ 4 = 4 ⊕ 2).
    const table = [
      [0, 0, 0, 0],
      [0, 1, 2, 3],
      [0, 2, 3, 1],
      [0, 3, 1, 2],
    ];
    for (let a = 0; a < 4; a += 1) {
      for (let b = 0; b < 4; b += 1)
        expect([a, b, conway.multiply(games.nimber(a), games.nimber(b))]).toEqual([a, b, games.nimber(table[a][b])]);
    }
    expect(conway.multiply(games.nimber(4), games.nimber(4))).toBe(games.nimber(6));
    expect(conway.multiply(games.nimber(5), games.nimber(7))).toBe(games.nimber(13));
  });

  it('is its definition on random games', () => {
    fc.assert(
      fc.property(gameTree(2, 2), gameTree(2, 2), (a, b) => {
        const { games, conway } = setUp();
        const g = treeToGame(games, a);
        const h = treeToGame(games, b);
        const byDefinition = conwayByDefinition(games, gameToTree(games, g), gameToTree(games, h));
        expect(conway.multiply(g, h)).toBe(treeToGame(games, byDefinition));
      }),
      { numRuns: 60 },
    );
  });
});

describe('limits', () => {
  it('an up multiple too large to build is a store limit, not a hang', () => {
    const games = new PartizanGames({ maxGames: 100_000 });
    const norton = new NortonProducts(games);
    expect(() => norton.multiply(games.integer(10n ** 30n), games.numberUpStar(Dyadic.ZERO, 1, 0))).toThrow(
      'the game store passed its limit of 100000 games',
    );
  });
});

describe('nimProduct', () => {
  // The definition (ONAG ch. 6): a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b }.
  const SIZE = 32;
  const table: number[][] = [];
  for (let a = 0; a < SIZE; a++) {
    table.push([]);
    for (let b = 0; b < SIZE; b++) {
      const seen = new Set<number>();
      for (let i = 0; i < a; i++) for (let j = 0; j < b; j++) seen.add(table[i]![b]! ^ table[a]![j]! ^ table[i]![j]!);
      let mex = 0;
      while (seen.has(mex)) mex++;
      table[a]!.push(mex);
    }
  }

  it('equals the mex definition on every pair below 32', () => {
    for (let a = 0; a < SIZE; a++) for (let b = 0; b < SIZE; b++) expect(nimProduct(a, b)).toBe(table[a]![b]);
  });

  it('is a field multiplication on 32-bit nimbers: commutative, associative, distributive over ⊕', () => {
    const word = fc.integer({ min: 0, max: 2 ** 32 - 1 });
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(nimProduct(a, b)).toBe(nimProduct(b, a));
        expect(nimProduct(nimProduct(a, b), c)).toBe(nimProduct(a, nimProduct(b, c)));
        expect(nimProduct(a, (b ^ c) >>> 0)).toBe((nimProduct(a, b) ^ nimProduct(a, c)) >>> 0);
      }),
    );
    // A Fermat 2-power squared is itself plus its half (ONAG ch. 6).
    expect(nimProduct(2 ** 16, 2 ** 16)).toBe(2 ** 16 + 2 ** 15);
  });

  it('is what ConwayProducts gives two nimbers, by the formula where it is small enough to run', () => {
    const games = new PartizanGames();
    const products = new ConwayProducts(games);
    expect(products.multiply(games.nimber(19), games.nimber(23))).toBe(games.nimber(86));
    for (let a = 0; a < 8; a++)
      for (let b = 0; b < 8; b++) {
        // The formula on {*a' | *a'} forms that are not recognised as nimbers (no shortcut).
        const star = (n: number) =>
          games.store.raw(
            Array.from({ length: n }, (_, i) => games.nimber(i)),
            Array.from({ length: n }, (_, i) => games.nimber(i)),
          );
        expect(games.equal(products.multiply(star(a), star(b)), games.nimber(nimProduct(a, b)))).toBe(true);
      }
  });
});
