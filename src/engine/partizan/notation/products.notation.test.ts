import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { ConwayProducts } from '../products/conwayProducts.js';
import { NortonProducts } from '../products/nortonProducts.js';
import { gameTree, treeToGame } from '../testing/gameTrees.js';
import { parseExpression } from './parser.js';
import { GamePrinter } from './printer.js';

function calculator() {
  const games = new PartizanGames();
  const printer = new GamePrinter(games);
  const variables = new Map<string, number>();
  const parse = (source: string): number => {
    const value = parseExpression(source, { games, uptimals: printer.uptimals, variables });
    if (value.kind !== 'game') throw new Error(`${source} is not a game`);
    return value.id;
  };
  return { games, printer, variables, parse, evaluate: (source: string) => printer.print(parse(source)) };
}

describe("Norton's and Conway's products in CGSuite's notation", () => {
  // Input and output pairs from CGSuite's own test suite (CgsuiteTest, ">=2-ary methods"): the
  // methods are CGSuite's, `G.NortonMultiply(U)` and `G.ConwayMultiply(H)` (`ConwayProduct` in
  // its later versions).
  const cases: [string, string][] = [
    ['0.NortonMultiply(^)', '0'],
    ['6.NortonMultiply(^)', '^6'],
    ['(-4).NortonMultiply(^)', 'v4'],
    ['(1/2).NortonMultiply(^)', '{^^*|v*}'],
    ['^.NortonMultiply(^)', '{^^*||0|v4}'],
    ['Tiny(2).NortonMultiply(^)', '{^^*||0|v6}'],
    ['*4.ConwayMultiply(*4)', '*6'],
    ['*19.ConwayMultiply(*23)', '*86'],
    ['15.ConwayMultiply(^^*2)', '^30*2'],
    ['{3|1}.ConwayMultiply(^^)', '{^6|^^}'],
    ['^^.ConwayMultiply(^^)', '{0||0,*|0,{0,*|0,*2}}'],
    ['*4.ConwayProduct(*4)', '*6'],
    ['{3|1}.ConwayProduct(^^)', '{^6|^^}'],
  ];
  it.each(cases)('%s prints as %s', (input, output) => {
    expect(calculator().evaluate(input)).toBe(output);
  });

  it("reads CGSuite's infix form of a method, below + and above a comparison", () => {
    const { evaluate } = calculator();
    expect(evaluate('^ NortonMultiply ^')).toBe('{^^*||0|v4}');
    expect(evaluate('*4 ConwayMultiply *4')).toBe('*6');
    expect(evaluate('1 + 1 NortonMultiply ^')).toBe('^^');
    expect(evaluate('3 NortonMultiply ^ + ^')).toBe('^6');
    expect(evaluate('2 NortonMultiply ^ NortonMultiply 1')).toBe('^^');
    const { games, printer } = calculator();
    expect(parseExpression('6 NortonMultiply ^ == ^6', { games, uptimals: printer.uptimals })).toEqual({ kind: 'truth', value: true });
  });

  it('binds a method to what is right before it, as CGSuite does (postfix above sign, +- and :)', () => {
    const { evaluate, variables, parse } = calculator();
    expect(evaluate('-4.NortonMultiply(^)')).toBe('v4');
    expect(evaluate('2 + 1.NortonMultiply(^)')).toBe('2^');
    expect(evaluate('+-1.NortonMultiply({2|1})')).toBe(evaluate('+-{2|1}'));
    expect(evaluate('1:1.NortonMultiply(^)')).toBe(evaluate('1:^'));
    expect(evaluate('(3/4v[3]*).NortonMultiply(1)')).toBe('3/4v[3]*');
    expect(evaluate('2.NortonMultiply(^).NortonMultiply(1)')).toBe('^^');
    variables.set('g', parse('{1|0}'));
    expect(evaluate('g.NortonMultiply(3)')).toBe(evaluate('{1|0}.NortonMultiply(3)'));
    expect(evaluate('g.ConwayProduct(g)')).toBe(evaluate('{1|0}.ConwayMultiply({1|0})'));
  });

  it('is the library’s product on random games, and its answer prints back to itself', () => {
    fc.assert(
      fc.property(gameTree(3, 2), gameTree(2, 2), fc.constantFrom('^', '1', '1/2', '{2|1}', '^^*', '{1|0}'), (a, b, unit) => {
        const { games, printer, parse } = calculator();
        const g = treeToGame(games, a);
        const h = treeToGame(games, b);
        const u = parse(unit);
        const [gText, hText] = [printer.print(g), printer.print(h)];
        const norton = parse(`(${gText}).NortonMultiply(${unit})`);
        expect(norton).toBe(new NortonProducts(games).multiply(g, u));
        const conway = parse(`(${gText}).ConwayMultiply(${hText})`);
        expect(conway).toBe(new ConwayProducts(games).multiply(g, h));
        for (const id of [norton, conway]) expect(parse(printer.print(id))).toBe(id);
      }),
      { numRuns: 40 },
    );
  });

  it('multiplies numbers exactly (the dyadic product) and nimbers by nim-multiplication', () => {
    const { evaluate } = calculator();
    expect(evaluate('(3/4).ConwayMultiply(-5/8)')).toBe('-15/32');
    expect(evaluate('(-3).ConwayProduct(1/2)')).toBe('-3/2');
    expect(evaluate(`${10n ** 20n}.ConwayMultiply(${10n ** 20n})`)).toBe(String(10n ** 40n));
    expect(evaluate('*2.ConwayMultiply(*3)')).toBe('*');
    expect(evaluate('*5.ConwayMultiply(*7)')).toBe('*13');
  });
});

describe('a product written wrongly is one clear line', () => {
  const bad: [string, string][] = [
    ['3.^', 'expected a method after \'.\' (Norton multiplication is G.NortonMultiply(U), as in CGSuite) at column 3 of "3.^"'],
    ['2.{1|0}', 'expected a method after \'.\' (Norton multiplication is G.NortonMultiply(U), as in CGSuite) at column 3 of "2.{1|0}"'],
    [
      '{1|0}.Heat(1)',
      'unknown method \'Heat\' (nimlab cgt knows NortonMultiply, ConwayMultiply, ConwayProduct) at column 7 of "{1|0}.Heat(1)"',
    ],
    ['^.NortonMultiply ^', 'expected \'(\' at column 18 of "^.NortonMultiply ^"'],
    ['^.NortonMultiply(^', 'expected \')\' at the end of "^.NortonMultiply(^"'],
    ['^.NortonMultiply()', 'expected a game at column 18 of "^.NortonMultiply()"'],
    ['^.NortonMultiply(^, ^)', 'expected \')\' at column 19 of "^.NortonMultiply(^, ^)"'],
    [
      '1/2.NortonMultiply(^)',
      'a method after a fraction needs parentheses, as in (1/2).NortonMultiply(^) (CGSuite reads 1/2.NortonMultiply(^) as 1 over a game) at column 4 of "1/2.NortonMultiply(^)"',
    ],
    ['^ NortonMultiply', 'expected a game at the end of "^ NortonMultiply"'],
    [
      '3/4v[3]*.NortonMultiply(1)',
      'a method after a fraction needs parentheses, as in (1/2).NortonMultiply(^) (CGSuite reads 1/2.NortonMultiply(^) as 1 over a game) at column 9 of "3/4v[3]*.NortonMultiply(1)"',
    ],
  ];
  it.each(bad)('%s', (input, message) => {
    expect(() => calculator().evaluate(input)).toThrow(message);
  });
});
