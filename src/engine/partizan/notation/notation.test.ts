import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { gameTree, treeToGame } from '../testing/gameTrees.js';
import { parseExpression } from './parser.js';
import { GamePrinter } from './printer.js';

function calculator() {
  const games = new PartizanGames();
  const printer = new GamePrinter(games);
  const evaluate = (source: string): string => {
    const value = parseExpression(source, { games, uptimals: printer.uptimals });
    return value.kind === 'game' ? printer.print(value.id) : String(value.value);
  };
  return { games, printer, evaluate };
}

describe("CGSuite's notation, printed", () => {
  // Input and output pairs from CGSuite's own test suite (CanonicalShortGameTestCase) and the issue.
  const cases: [string, string][] = [
    ['0', '0'],
    ['5', '5'],
    ['-1823437481924', '-1823437481924'],
    ['-1/2', '-1/2'],
    ['25/16', '25/16'],
    ['*8', '*8'],
    ['9/8+*', '9/8*'],
    ['^', '^'],
    ['v*', 'v*'],
    ['6+^*', '6^*'],
    ['^*6', '^*6'],
    ['73/16+v9*8', '73/16v9*8'],
    ['{0|*||*|||*||||*}', '^[4]'],
    ['{0||0|v*}', '{0|^<2>}'],
    ['{0||0|vvv}', '{0||0|v3}'],
    ['{^^^|vv}', '{^3|vv}'],
    ['{0||0|-3/2}', 'Tiny(3/2)'],
    ['{0|||0||-1|-3}', 'Tiny({3|1})'],
    ['{5||3|1|||0||||0}', 'Miny({5||3|1})'],
    ['{1|^^||^}', '{1|^^||^}'],
    ['{1|^^^||^}', '{1|^3||^}'],
    ['{3||2+*|1+*}', '{3||2*|1*}'],
    ['{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}', '{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}'],
    ['{1|0}', '{1|0}'],
    ['{2|0,*}', '{2|0,*}'],
    ['+-1', '+-1'],
    ['{1|-1}', '+-1'],
    ['+-(1*)', '+-(1*)'],
    ['{1*|-1*}', '+-(1*)'],
    ['^^*', '^^*'],
    ['v[2]', 'v[2]'],
    ['^<2>*', '^<2>*'],
    ['3/4v[3]*', '3/4v[3]*'],
    ['1/2', '1/2'],
    ['-3/4', '-3/4'],
    ['2Tiny(2)', '2Tiny(2)'],
    ['Miny({5||3|1})', 'Miny({5||3|1})'],
    ['{1|0} + ^ - *2', '{1^*2|^*2}'],
    ['+-1 + +-1/2', '+-{3/2|1/2}'],
    ['+-1 + 1/2', '{3/2|-1/2}'],
    ['{1|0} >= {1|0}', 'true'],
    ['^ <> *', 'true'],
    ['^ > *', 'false'],
    ['{|}', '0'],
    ['{0|}', '1'],
    ['{0,*|0,*}', '*2'],
  ];
  it.each(cases)('%s prints as %s', (input, output) => {
    expect(calculator().evaluate(input)).toBe(output);
  });

  it('prints a four-level game of CGSuite’s suite exactly as CGSuite does (its uptimal options sorted by uptimal expansion)', () => {
    const { evaluate } = calculator();
    const cgsuite = '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}';
    expect(evaluate(cgsuite)).toBe(cgsuite);
  });

  it('lists the deep Right options of Toads and Frogs TTTTT..FFFFF in CGSuite’s order, however they are written', () => {
    // CGSuite's DeterministicOrdering (CanonicalShortGame.scala): both options have Left option 0;
    // their Right options compare next: {v<2>|-1} (an uptimal Left option) before {0||Miny(1/32)|-2}.
    const { evaluate } = calculator();
    const cgsuite = '{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}';
    expect(evaluate(cgsuite)).toBe(cgsuite);
    expect(evaluate('{0||||{0||||0||Miny(1/32)|-2|||-1/2*},{0||v<2>|-1}|||v<2>|-1/2||-1*}')).toBe(cgsuite);
  });

  it('sorts options as CGSuite does: numbers, nimbers, ups, the rest', () => {
    const { games, printer, evaluate } = calculator();
    expect(evaluate('{0,*,*2|0,*,*2}')).toBe('*3');
    const ids = ['{1|0}', '^*', '{2|1}', '^', '*', '1/2', '0', '{1|0,*}'].map((text) => {
      const value = parseExpression(text, { games, uptimals: printer.uptimals });
      return value.kind === 'game' ? value.id : -1;
    });
    const sorted = ids.sort((a, b) => printer.compareGames(a, b)).map((id) => printer.print(id));
    expect(sorted).toEqual(['0', '1/2', '*', '^', '^*', '{1|0}', '{1|0,*}', '{2|1}']);
    expect(evaluate('-1^')).toBe('-1^');
    expect(evaluate('0 - 1^')).toBe('-1v');
  });
});

describe('parse → print → parse', () => {
  it('is the identity on random games', () => {
    fc.assert(
      fc.property(fc.oneof(gameTree(3, 3), gameTree(4, 2)), gameTree(2, 2), (a, b) => {
        const { games, printer, evaluate } = calculator();
        void evaluate;
        for (const id of [treeToGame(games, a), games.add(treeToGame(games, a), treeToGame(games, b))]) {
          const text = printer.print(id);
          const back = parseExpression(text, { games, uptimals: printer.uptimals });
          expect(back).toEqual({ kind: 'game', id });
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('bad input is one clear line', () => {
  const bad: [string, string][] = [
    ['{1|0|}', 'ambiguous slashes: \'|\' appears twice at one level at column 5 of "{1|0|}"'],
    ['{|', 'expected \'}\' at the end of "{|"'],
    ['Tiny(', 'expected a game at the end of "Tiny("'],
    ['{1,|0}', 'an option is missing beside a comma at column 3 of "{1,|0}"'],
    ['{1,2}', 'a game needs a \'|\' between its Left and Right options at the end of "{1,2}"'],
    ['1/3', '1/3 is not a dyadic rational (its denominator must be a power of 2)'],
    ['foo + 1', 'unknown name \'foo\' at column 1 of "foo + 1"'],
    ['1 $ 2', "unexpected character '$' at column 3"],
    ['{'.repeat(500) + '|' + '}'.repeat(500), 'the expression nests more than 400 levels deep'],
  ];
  it.each(bad)('%s', (input, message) => {
    expect(() => calculator().evaluate(input)).toThrow(message);
  });
});
