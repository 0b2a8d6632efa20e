import { describe, expect, it } from 'vitest';
import { PartizanGames } from '../canonical/partizanGames.js';
import { parseExpression } from '../notation/parser.js';
import { GamePrinter } from '../notation/printer.js';
import { GameProperties, NOT_ATOMIC, NOT_UPTIMAL } from './gameProperties.js';

/** The eight predicates, in this order, as T/F. */
const FLAGS = ['IsAtomic', 'IsEven', 'IsEvenTempered', 'IsNumberTiny', 'IsOdd', 'IsOddTempered', 'IsOrdinal', 'IsUptimal'];

type Row = [input: string, atomicWeight: string, companion: string, flags: string, reduced: string, stopCount: string, uptimal: string];

const big = '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}';
const bigStar =
  '{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}';
const notAtomic = (game: string) => `${NOT_ATOMIC.slice(0, -1)}: ${game}`;

/**
 * CGSuite's own expected values (its test suite, `CanonicalShortGameTestCase`, for the properties
 * this session added: atomic weight, companion, the predicates, reduced canonical form, stop count,
 * uptimal expansion), game by game.
 */
const rows: Row[] = [
  ['0', '0', '*', 'TTTTFFTT', '0', '1', '0.0'],
  ['5', notAtomic('5'), '5', 'FFTTTFTT', '5', '1', '5.0'],
  ['-1823437481924', notAtomic('-1823437481924'), '-1823437481924', 'FTTTFFFT', '-1823437481924', '1', '-1823437481924.0'],
  ['-1/2', notAtomic('-1/2'), '-1/2', 'FFTTFFFT', '-1/2', '1', '-1/2.0'],
  ['25/16', notAtomic('25/16'), '25/16', 'FFTTFFFT', '25/16', '1', '25/16.0'],
  ['*8', '0', '*8', 'TFFFFFFT', '0', '4374', '*8.0'],
  ['9/8+*', notAtomic('9/8*'), '9/8*', 'FFFFFTFT', '9/8', '2', '9/8*.0'],
  ['^', '1', '^*', 'TFFFFFFT', '0', '3', '0.1'],
  ['v*', '-1', 'v', 'TFFFFFFT', '0', '4', '*.1-'],
  ['6+^*', notAtomic('6^*'), '6^*', 'FFFFFFFT', '6', '4', '6*.1'],
  ['^*6', '1', '^*6', 'TFFFFFFT', '0', '1459', '*6.1'],
  ['73/16+v9*8', notAtomic('73/16v9*8'), '73/16v9*8', 'FFFFFFFT', '73/16', '13131', '73/16*8.9-'],
  ['{0|*||*|||*||||*}', '1', '^[4]*', 'TFFFFFFT', '0', '9', '0.1111'],
  ['{0||0|v*}', '1', '{0|^<2>*}', 'TFFFFFFT', '0', '6', '*.12'],
  [
    big,
    '0',
    '{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*,v|vv*|||vv*,{*,v|vv*}||||vv*}}',
    'TFFFFFFT',
    '0',
    '79',
    '0.0202',
  ],
  [bigStar, '0', bigStar, 'TFFFFFFT', '0', '1509', '*4.0202'],
  ['{0||0|vvv}', '0', '{0,*||*|v3*}', 'TFFFFFFF', '0', '7', NOT_UPTIMAL],
  ['{^^^|vv}', '{1|0}', '{^3*|vv*}', 'TFFFFFFF', '0', '10', NOT_UPTIMAL],
  ['{0||0|-3/2}', '0', '{0,*||*|-3/2}', 'TFFTFFFF', '0', '3', NOT_UPTIMAL],
  ['{0|||0||-1|-3}', '0', '{0,*|||*||-1|-3}', 'TFFTFFFF', '0', '4', NOT_UPTIMAL],
  ['{5||3|1|||0||||0}', '0', '{5||3|1|||*||||0,*}', 'TFFTFFFF', '0', '5', NOT_UPTIMAL],
  ['{1|^^||^}', '2', '{1|^^*||^*}', 'TFFFFFFF', '0', '9', NOT_UPTIMAL],
  ['{1|^^^||^}', NOT_ATOMIC, '{1|^3*||^*}', 'FFFFFFFF', '0', '9', NOT_UPTIMAL],
  ['{3||2+*|1+*}', NOT_ATOMIC, '{3||2*|1*}', 'FFFFFTFF', '{3||2|1}', '5', NOT_UPTIMAL],
  [
    '{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}',
    NOT_ATOMIC,
    '{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}',
    'FFFFFFFF',
    '{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}',
    '11',
    NOT_UPTIMAL,
  ],
];

describe("the new properties on CGSuite's own test games", () => {
  it.each(rows)('%s', (input, atomicWeight, companion, flags, reduced, stops, uptimal) => {
    const games = new PartizanGames();
    const printer = new GamePrinter(games);
    const value = parseExpression(input, { games, uptimals: printer.uptimals });
    if (value.kind !== 'game') throw new Error('not a game');
    const all = new GameProperties(games, printer).all(value.id);
    const expected: Record<string, string> = {
      AtomicWeight: atomicWeight,
      Companion: companion,
      ReducedCanonicalForm: reduced,
      StopCount: stops,
      UptimalExpansion: uptimal,
    };
    FLAGS.forEach((name, i) => (expected[name] = flags[i] === 'T' ? 'true' : 'false'));
    const actual = Object.fromEntries(Object.keys(expected).map((name) => [name, all[name]]));
    expect(actual).toEqual(expected);
  });
});
