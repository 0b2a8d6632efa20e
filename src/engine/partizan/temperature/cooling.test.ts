import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';
import { parseExpression } from '../notation/parser.js';
import { GamePrinter } from '../notation/printer.js';
import { gameTree, treeToGame } from '../testing/gameTrees.js';
import { Cooling } from './cooling.js';
import { thermograph } from './thermograph.js';

describe('cooling, freezing, heating (Winning Ways ch. 6; Siegel §II.5)', () => {
  it('freezes as CGSuite does (its own test cases)', () => {
    const games = new PartizanGames();
    const printer = new GamePrinter(games);
    const cooling = new Cooling(games);
    const frozen = (text: string) => {
      const value = parseExpression(text, { games, uptimals: printer.uptimals });
      return value.kind === 'game' ? printer.print(cooling.freeze(value.id)) : '';
    };
    expect(frozen('{3||2+*|1+*}')).toBe('9/4*');
    expect(frozen('{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}')).toBe('-5/16*');
    expect(frozen('9/8+*')).toBe('9/8*');
    expect(frozen('^')).toBe('^');
    expect(frozen('{0||0|-3/2}')).toBe('Tiny(3/2)');
    expect(frozen('25/16')).toBe('25/16');
    expect(frozen('+-1')).toBe('*');
  });

  it('cooling keeps the mean and lowers the temperature by t (up to the temperature)', () => {
    fc.assert(
      fc.property(fc.oneof(gameTree(3, 3), gameTree(4, 2)), fc.integer({ min: 0, max: 8 }), (tree, eighths) => {
        const games = new PartizanGames();
        const cooling = new Cooling(games);
        const g = treeToGame(games, tree);
        const t = Dyadic.of(BigInt(eighths), 3);
        const cooled = cooling.cool(g, t);
        const before = thermograph(games.store, g, new Map());
        const after = thermograph(games.store, cooled, new Map());
        expect(after.mean.key()).toBe(before.mean.key());
        if (!games.store.isNumber(g) && !before.temperature.lessThan(t)) {
          expect(after.temperature.key()).toBe(before.temperature.subtract(t).key());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('heating ±1 by 1 gives ±2; a number is not heated', () => {
    const games = new PartizanGames();
    const cooling = new Cooling(games);
    const one = games.integer(1);
    const plusMinusOne = games.game([one], [games.integer(-1)]);
    expect(cooling.heat(plusMinusOne, one)).toBe(games.game([games.integer(2)], [games.integer(-2)]));
    expect(cooling.heat(games.number(Dyadic.of(1n, 1)), one)).toBe(games.number(Dyadic.of(1n, 1)));
  });
});
