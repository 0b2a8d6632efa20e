import { describe, expect, it } from 'vitest';
import { GamePrinter, parseExpression, PartizanGames } from '../../../engine/partizan/index.js';
import { PartizanValues } from '../partizanValue.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { plainRules } from '../testing/rulesetChecks.js';
import { ERICKSON_VALUES } from './literatureValues.js';
import { toadsAndFrogs } from './toadsAndFrogs.js';

describe('Toads and Frogs values from the literature (Erickson 1996, as proved by Thanatipanonda 2011)', () => {
  it.each(ERICKSON_VALUES)('$source: $position = $value', ({ position, value }) => {
    const games = new PartizanGames();
    const printer = new GamePrinter(games);
    const ours = new PartizanValues(toadsAndFrogs.rules, games).value(toadsAndFrogs.parse([position]));
    const theirs = parseExpression(value, { games, uptimals: printer.uptimals });
    expect(theirs.kind === 'game' && theirs.id === ours, `${position}: ours ${printer.print(ours)}, the literature ${value}`).toBe(true);
    // The outcome straight from the rules agrees with both.
    expect(bruteOutcome(plainRules(toadsAndFrogs.rules), position)).toBe(games.outcome(ours));
  });

  it('E2 needs three squares: with two or one the formula is not the value', () => {
    const games = new PartizanGames();
    const printer = new GamePrinter(games);
    const values = new PartizanValues(toadsAndFrogs.rules, games);
    const e2 = (text: string) => parseExpression(text, { games, uptimals: printer.uptimals });
    const four = e2('{2|2}');
    expect(four.kind === 'game' && four.id === values.value('TTTT..FF')).toBe(false);
    expect(four.kind === 'game' && four.id === values.value('TTTT.FF')).toBe(false);
  });
});
