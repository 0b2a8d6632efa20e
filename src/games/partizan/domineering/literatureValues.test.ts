import { describe, expect, it } from 'vitest';
import { GamePrinter, parseExpression, PartizanGames } from '../../../engine/partizan/index.js';
import { PartizanValues } from '../partizanValue.js';
import { parseGrid } from './grid.js';
import { DOMINEERING_VALUES } from './literatureValues.js';
import { domineeringRules } from './rules.js';

describe('Domineering values from the literature (Winning Ways ch. 2, CGSuite)', () => {
  it.each(DOMINEERING_VALUES)('$source: $board = $value', ({ board, value }) => {
    const games = new PartizanGames();
    const printer = new GamePrinter(games);
    const ours = new PartizanValues(domineeringRules, games).value(parseGrid(board));
    const theirs = parseExpression(value, { games, uptimals: printer.uptimals });
    expect(theirs.kind === 'game' && theirs.id === ours, `${board}: ours ${printer.print(ours)}, the source ${value}`).toBe(true);
    expect(printer.print(ours)).toBe(value);
  });
});
