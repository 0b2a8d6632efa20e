import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic, GamePrinter, hackenbushStringValue, parseExpression, PartizanGames } from '../../engine/partizan/index.js';
import { colouredHackenbush } from '../../games/partizan/hackenbush/colouredHackenbush.js';
import { PartizanValues } from '../../games/partizan/partizanValue.js';
import { rootTreeFromEdges } from '../../graph/index.js';
import { Random } from '../random.js';
import { checkProblem, run } from '../testing/checkProblem.js';
import { codechefGerald08 } from './index.js';
import { BLACK, hackenbushTreeValue } from './treeValue.js';
import type { RootedTree } from '../../graph/index.js';

/** A Left edge with a subtree worth x on top, straight from the closed form on bigint dyadics. */
function leftEdgeUnder(x: Dyadic): Dyadic {
  if (x.sign() >= 0) return x.add(Dyadic.ONE);
  const p = 2n - x.ceil(); // the least positive integer with x + p > 1
  return x.add(Dyadic.integer(p)).shift(Number(p) - 1);
}

/** The tree's value by the closed form on bigint dyadics: quadratic, a reference for the digit arithmetic. */
function valueByDyadics(tree: RootedTree, colourOf: Uint8Array): Dyadic {
  const value = Array.from({ length: tree.vertexCount }, () => Dyadic.ZERO);
  for (let i = tree.order.length - 1; i > 0; i--) {
    const v = tree.order[i];
    const edge = colourOf[v] === BLACK ? leftEdgeUnder(value[v]) : leftEdgeUnder(value[v].negate()).negate();
    value[tree.parent[v]] = value[tree.parent[v]].add(edge);
  }
  return value[tree.root];
}

checkProblem('codechef-gerald08', codechefGerald08, {
  examples: [
    ['1\n2\n2 1 1\n', 'Ksen Ksen'], // one white edge, written child first
    ['1\n3\n1 2 1\n2 3 0\n', 'Ksen Ksen'], // white under black: −1/2
    ['1\n4\n1 2 0\n2 3 1\n1 4 1\n', 'Ksen Ksen'], // 1/2 − 1 < 0
    ['2\n5\n1 2 0\n2 3 1\n1 4 0\n4 5 1\n1\n', 'Chef Chef\nKsen Chef'], // 1/2 + 1/2 = 1; then a lone root, 0
  ],
  malformed: [
    '',
    '0\n',
    '1\n',
    '1\n2\n1 2\n',
    '1\n2\n1 2 2\n',
    '1\n2\n1 1 0\n',
    '1\n3\n1 2 0\n1 2 1\n', // a repeated edge: vertex 3 is not joined
    '1\n2\n1 3 0\n',
    '2\n100000\n',
    '1\n1\n1 2 0\n',
  ],
  runs: 150,
  maxRuns: 3,
});

/** Parent p(v) for v = 1..n−1 (0-based, p(v) < v) and colours: the tree of `hackenbushTreeValue`. */
const smallTree = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: n - 1 }, (_, i) => fc.integer({ min: 0, max: i }))),
    colours: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n - 1, maxLength: n - 1 }),
  }),
);

describe('codechef-gerald08: the tree values themselves', () => {
  it('equal the canonical value of the same tree in the engine (blue-red Hackenbush through canonical forms)', () => {
    fc.assert(
      fc.property(smallTree, ({ parents, colours }) => {
        const n = parents.length + 1;
        const children = Array.from({ length: n - 1 }, (_, i) => i + 1);
        const tree = rootTreeFromEdges(n, parents, children, 0);
        const colourOf = Uint8Array.from([0, ...colours]);
        const games = new PartizanGames();
        const words = [String(n), ...children.flatMap((v, i) => [String(parents[i] + 1), String(v + 1), colours[i] === 0 ? 'l' : 'r'])];
        const canonical = new PartizanValues(colouredHackenbush.rules, games).value(colouredHackenbush.parse(words));
        expect(canonical).toBe(games.number(hackenbushTreeValue(tree, colourOf).toDyadic()));
      }),
      { numRuns: 120 },
    );
  });

  it("the closed form of a Left edge under x is the ordinal sum 1:x (ONAG ch. 15), as the engine's notation computes it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 0, max: 5 }), (numerator, exponent) => {
        const x = Dyadic.of(BigInt(numerator), exponent);
        const games = new PartizanGames();
        const ordinalSum = parseExpression(`1:(${x.toString()})`, { games, uptimals: new GamePrinter(games).uptimals });
        expect(ordinalSum).toEqual({ kind: 'game', id: games.number(leftEdgeUnder(x)) });
      }),
      { numRuns: 150 },
    );
  });

  it('the digit arithmetic equals the closed form on bigint dyadics on random trees of up to 400 vertices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const random = new Random(seed);
        const n = random.int(2, 400);
        const black = random.pick([0.5, 0.8, 0.2]);
        // Parents drawn near the vertex make long paths; far ones, bushy trees.
        const reach = random.pick([1, 3, n]);
        const parents = Array.from({ length: n - 1 }, (_, i) => random.int(Math.max(0, i + 1 - reach), i));
        const children = Array.from({ length: n - 1 }, (_, i) => i + 1);
        const colourOf = Uint8Array.from({ length: n }, (_, v) => (v > 0 && !random.bool(black) ? 1 : 0));
        const tree = rootTreeFromEdges(n, parents, children, 0);
        expect(hackenbushTreeValue(tree, colourOf).toDyadic().toString()).toBe(valueByDyadics(tree, colourOf).toString());
      }),
      { numRuns: 150 },
    );
  });

  it("a path of 100000 edges (a Hackenbush string) is worth what Berlekamp's rule says", () => {
    const n = 100_000;
    const colours = Array.from({ length: n - 1 }, (_, i) => (i < 30 ? 0 : i === 30 ? 1 : (i * 7919) % 3 === 0 ? 0 : 1));
    const parents = Array.from({ length: n - 1 }, (_, i) => i);
    const children = Array.from({ length: n - 1 }, (_, i) => i + 1);
    const value = hackenbushTreeValue(rootTreeFromEdges(n, parents, children, 0), Uint8Array.from([0, ...colours])).toDyadic();
    expect(value.equals(hackenbushStringValue(colours.map((c) => (c === 0 ? 'L' : 'R')).join('')))).toBe(true);
    expect(value.exponent).toBe(n - 1 - 30);
  });

  it('a star of 99999 edges, one more black than white, is worth 1: Chef wins either way', () => {
    const lines = Array.from({ length: 99_999 }, (_, i) => `1 ${i + 2} ${i < 50_000 ? 0 : 1}`);
    expect(run(codechefGerald08.solve, `1\n100000\n${lines.join('\n')}\n`)).toBe('Chef Chef');
  });
});
