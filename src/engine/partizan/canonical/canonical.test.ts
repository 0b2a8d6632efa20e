import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic } from '../numbers/dyadic.js';
import { gameToTree, gameTree, TreeOrder, treeNegate, treeSum, treeToGame, ZERO_TREE } from '../testing/gameTrees.js';
import type { GameTree } from '../testing/gameTrees.js';
import { PartizanGames } from './partizanGames.js';

/** Birthday ≤ 3 with up to three options a side, or birthday ≤ 4 with up to two. */
const small = fc.oneof(gameTree(3, 3), gameTree(4, 2));
const tiny = gameTree(2, 2);

describe('canonical form (Siegel 2013, ch. II.2)', () => {
  it('equals the game it came from, by the recursive definition', () => {
    fc.assert(
      fc.property(small, (tree) => {
        const games = new PartizanGames();
        const order = new TreeOrder();
        expect(order.equal(gameToTree(games, treeToGame(games, tree)), tree)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is unique: two games get one id exactly when they are equal', () => {
    fc.assert(
      fc.property(small, small, (g, h) => {
        const games = new PartizanGames();
        const order = new TreeOrder();
        expect(treeToGame(games, g) === treeToGame(games, h)).toBe(order.equal(g, h));
      }),
      { numRuns: 300 },
    );
  });

  it('has no dominated and no reversible options, and is no larger than any equal game it was built from', () => {
    fc.assert(
      fc.property(small, (tree) => {
        const games = new PartizanGames();
        const order = new TreeOrder();
        const id = treeToGame(games, tree);
        const canonical = gameToTree(games, id);
        const lefts = canonical.left;
        const rights = canonical.right;
        for (const a of lefts) for (const b of lefts) if (a !== b) expect(order.lessOrEqual(a, b)).toBe(false);
        for (const a of rights) for (const b of rights) if (a !== b) expect(order.lessOrEqual(b, a)).toBe(false);
        for (const a of lefts) for (const ar of a.right) expect(order.lessOrEqual(ar, canonical)).toBe(false);
        for (const a of rights) for (const al of a.left) expect(order.lessOrEqual(canonical, al)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('comparison, sums and negation', () => {
  it('≤ agrees with the recursive definition', () => {
    fc.assert(
      fc.property(small, small, (g, h) => {
        const games = new PartizanGames();
        expect(games.lessOrEqual(treeToGame(games, g), treeToGame(games, h))).toBe(new TreeOrder().lessOrEqual(g, h));
      }),
      { numRuns: 400 },
    );
  });

  it('G + H equals the sum by definition; sums commute and associate', () => {
    fc.assert(
      fc.property(tiny, tiny, tiny, (a, b, c) => {
        const games = new PartizanGames();
        const [g, h, k] = [a, b, c].map((tree) => treeToGame(games, tree));
        const order = new TreeOrder();
        expect(order.equal(gameToTree(games, games.add(g, h)), treeSum(a, b))).toBe(true);
        expect(games.add(g, h)).toBe(games.add(h, g));
        expect(games.add(games.add(g, h), k)).toBe(games.add(g, games.add(h, k)));
      }),
      { numRuns: 200 },
    );
  });

  it('−G is the negative by definition and G − G = 0', () => {
    fc.assert(
      fc.property(small, (tree) => {
        const games = new PartizanGames();
        const g = treeToGame(games, tree);
        expect(new TreeOrder().equal(gameToTree(games, games.negate(g)), treeNegate(tree))).toBe(true);
        expect(games.subtract(g, g)).toBe(games.zero);
      }),
      { numRuns: 300 },
    );
  });

  it('outcome classes follow from comparison with 0 (Winning Ways ch. 1)', () => {
    const games = new PartizanGames();
    const star = games.game([games.zero], [games.zero]);
    const up = games.game([games.zero], [star]);
    expect(games.outcome(games.zero)).toBe('P');
    expect(games.outcome(star)).toBe('N');
    expect(games.outcome(up)).toBe('L');
    expect(games.outcome(games.negate(up))).toBe('R');
    expect(games.compare(up, star)).toBe('||');
    expect(games.compare(games.add(up, up), star)).toBe('>');
  });
});

describe('numbers and x + n↑ + *m', () => {
  const order = new TreeOrder();
  const numberTree = (x: Dyadic, games: PartizanGames): GameTree => gameToTree(games, games.number(x));
  const up: GameTree = { left: [ZERO_TREE], right: [{ left: [ZERO_TREE], right: [ZERO_TREE] }] };
  const nimberTree = (m: number): GameTree => {
    const options: GameTree[] = [];
    for (let j = 0; j < m; j += 1) options.push({ left: [...options], right: [...options] });
    return { left: options, right: options };
  };

  it('x + n↑ + *m built directly equals the sum by definition, and is recognised', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        (n, k, u, m) => {
          const games = new PartizanGames();
          const x = Dyadic.of(BigInt(n), k);
          let tree = treeSum(numberTree(x, games), nimberTree(m));
          for (let i = 0; i < Math.abs(u); i += 1) tree = treeSum(tree, u > 0 ? up : treeNegate(up));
          const id = games.numberUpStar(x, u, m);
          expect(order.equal(gameToTree(games, id), tree)).toBe(true);
          const fresh = new PartizanGames();
          const form = fresh.store.numberUpStar(treeToGame(fresh, tree));
          expect(form && [form.number.key(), form.up, form.nimber]).toEqual([x.key(), u, m]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('games recognised as x + n↑ + *m are that game', () => {
    fc.assert(
      fc.property(small, (tree) => {
        const games = new PartizanGames();
        const id = treeToGame(games, tree);
        const form = games.store.numberUpStar(id);
        if (form !== undefined) expect(games.numberUpStar(form.number, form.up, form.nimber)).toBe(id);
        if (form !== undefined)
          expect(order.equal(gameToTree(games, games.numberUpStar(form.number, form.up, form.nimber)), tree)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('large integers and sums of them need no chain of games', () => {
    const games = new PartizanGames();
    const big = games.integer(10n ** 30n);
    const star = games.nimber(1);
    const sum = games.add(big, star);
    expect(games.store.numberUpStar(sum)).toEqual({ number: Dyadic.integer(10n ** 30n), up: 0, nimber: 1 });
    expect(games.store.size).toBeLessThan(20);
    expect(games.outcome(games.subtract(sum, big))).toBe('N');
  });

  it('deep games compare and add without overflowing the stack', () => {
    const games = new PartizanGames();
    const two = games.integer(2);
    const switchOf = (x: number): number => games.game([games.integer(x)], [games.integer(-x)]);
    let g = switchOf(1);
    let h = switchOf(2);
    for (let i = 0; i < 30000; i += 1) {
      g = games.game([two], [g]);
      h = games.game([two], [h]);
    }
    expect(games.store.numberUpStar(g)).toBeUndefined();
    const mirror = { '<': '>', '>': '<', '=': '=', '||': '||' } as const;
    expect(games.compare(h, g)).toBe(mirror[games.compare(g, h)]);
    expect(games.compare(games.negate(g), games.negate(h))).toBe(mirror[games.compare(g, h)]);
    expect(games.negate(games.negate(g))).toBe(g);
    expect(games.subtract(games.add(g, games.integer(5)), games.integer(5))).toBe(g);
  });
});
