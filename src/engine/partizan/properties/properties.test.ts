import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { parseExpression } from '../notation/parser.js';
import { GamePrinter } from '../notation/printer.js';
import { gameToTree, gameTree, treeToGame } from '../testing/gameTrees.js';
import type { GameTree } from '../testing/gameTrees.js';
import { GameProperties } from './gameProperties.js';

function setUp() {
  const games = new PartizanGames();
  const printer = new GamePrinter(games);
  const properties = new GameProperties(games, printer);
  const of = (text: string) => {
    const value = parseExpression(text, { games, uptimals: printer.uptimals });
    if (value.kind !== 'game') throw new Error('not a game');
    return properties.all(value.id);
  };
  return { games, properties, of };
}

describe("properties under CGSuite's names", () => {
  // Expected values from CGSuite's own test suite (CanonicalShortGameTestCase).
  it.each([
    [
      '5',
      {
        Birthday: '5',
        FollowerCount: '6',
        Incentives: '{-1}',
        LeftOptions: '{4}',
        RightOptions: '{}',
        OutcomeClass: 'L',
        Temperature: '-1',
      },
    ],
    [
      '-1/2',
      { Birthday: '2', FollowerCount: '3', Incentives: '{-1/2}', LeftStop: '-1/2', Mean: '-1/2', Temperature: '-1/2', OutcomeClass: 'R' },
    ],
    ['25/16', { Birthday: '6', FollowerCount: '7', Incentives: '{-1/16}', LeftOptions: '{3/2}', RightOptions: '{13/8}' }],
    [
      '*8',
      {
        Birthday: '8',
        FollowerCount: '9',
        Incentives: '{*8,*9,*10,*11,*12,*13,*14,*15}',
        IsAllSmall: 'true',
        IsInfinitesimal: 'true',
        OutcomeClass: 'N',
      },
    ],
    ['9/8+*', { Birthday: '6', FollowerCount: '7', Incentives: '{*}', IsAllSmall: 'false', IsNumberish: 'true', Temperature: '0' }],
    ['^', { Birthday: '2', FollowerCount: '3', LeftIncentives: '{v}', RightIncentives: '{^*}', Incentives: '{v,^*}', IsAllSmall: 'true' }],
    ['v*', { Birthday: '2', RightIncentives: '{v,v*}', RightOptions: '{0,*}', OutcomeClass: 'N' }],
    [
      '{3||2+*|1+*}',
      {
        Birthday: '5',
        FollowerCount: '8',
        Incentives: '{{2*|1*||0}}',
        LeftStop: '3',
        RightStop: '2',
        Mean: '9/4',
        Temperature: '3/4',
        IsNumberish: 'false',
      },
    ],
    [
      '{0||0|-3/2}',
      {
        Birthday: '5',
        FollowerCount: '6',
        LeftIncentives: '{Miny(3/2)}',
        Freeze: 'Tiny(3/2)',
        IsAllSmall: 'false',
        IsInfinitesimal: 'true',
      },
    ],
    ['-1823437481924', { Birthday: '1823437481924', IsInteger: 'true', LeftStop: '-1823437481924', OutcomeClass: 'R' }],
  ])('%s', (text, expected) => {
    const all = setUp().of(text);
    for (const [name, value] of Object.entries(expected)) expect([name, all[name]]).toEqual([name, value]);
  });
});

/** The misère outcome by its definition, on the tree: a player who cannot move wins. */
function misere(tree: GameTree, leftToMove: boolean): boolean {
  const moves = leftToMove ? tree.left : tree.right;
  if (moves.length === 0) return true;
  return moves.some((next) => !misere(next, !leftToMove));
}

describe('properties against their definitions', () => {
  it('birthday, followers, all-small and misère outcome on random games', () => {
    fc.assert(
      fc.property(fc.oneof(gameTree(3, 3), gameTree(4, 2)), (tree) => {
        const { games, properties } = setUp();
        const id = treeToGame(games, tree);
        const canonical = gameToTree(games, id);
        const height = (t: GameTree): number => Math.max(-1, ...[...t.left, ...t.right].map(height)) + 1;
        expect(properties.birthday(id)).toBe(BigInt(height(canonical)));
        const allSmall = (t: GameTree): boolean =>
          (t.left.length === 0) === (t.right.length === 0) && [...t.left, ...t.right].every(allSmall);
        expect(properties.isAllSmall(id)).toBe(allSmall(canonical));
        const leftFirst = misere(canonical, true);
        const rightFirst = misere(canonical, false);
        expect(properties.misereOutcome(id)).toBe(leftFirst && !rightFirst ? 'L' : leftFirst ? 'N' : !rightFirst ? 'P' : 'R');
      }),
      { numRuns: 200 },
    );
  });
});
