import { describe, expect, it } from 'vitest';
import { analyzePartizan } from '../partizanAnalysis.js';
import { checkRuleset } from '../testing/rulesetChecks.js';
import { domineering } from './family.js';
import { formatGrid } from './grid.js';
import { domineeringRules } from './rules.js';
import { gridArbitrary } from './testing/gridArbitrary.js';
import { checkValuesInReach, DomineeringValueLimitError } from './valueLimitError.js';

describe('Domineering in the partizan catalog', () => {
  it('passes the checks of every ruleset on random boards (minimax, regions, winning moves, sums)', () => {
    checkRuleset(domineering, gridArbitrary(3, 4), 40);
  });

  it("names Left's vertical dominoes a1-a2 and Right's horizontal ones a1-b1, in the order of the rules' options", () => {
    const board = domineering.parse(['..|.#']);
    expect(domineering.moves(board, 'left').map((move) => move.label)).toEqual(['a1-a2']);
    expect(domineering.moves(board, 'right').map((move) => move.label)).toEqual(['a1-b1']);
    const big = domineering.parse(['3x3']);
    for (const side of ['left', 'right'] as const) {
      const options = side === 'left' ? domineeringRules.leftOptions(big) : domineeringRules.rightOptions(big);
      expect(domineering.moves(big, side).map((move) => formatGrid(move.to))).toEqual(options.map(formatGrid));
    }
    expect(domineering.moves(big, 'left').map((move) => move.label)).toEqual(['a1-a2', 'b1-b2', 'c1-c2', 'a2-a3', 'b2-b3', 'c2-c3']);
  });

  it('analyzes 3x4: the value in CGSuite notation, the outcome and the winning moves', () => {
    const report = analyzePartizan(domineering, domineering.parse(['3x4']));
    expect(report).toMatchObject({ value: '-3/2', outcome: 'R', leftWins: [], by: 'values' });
    expect(report.rightWins.length).toBeGreaterThan(0);
  });

  it('gives each region its value', () => {
    const report = analyzePartizan(domineering, domineering.parse(['..#.|..#.|###.']));
    expect(report.regions).toEqual([
      { position: '..|..', value: '+-1' },
      { position: '.|.|.', value: '1' },
    ]);
    expect(report.value).toBe('{2|0}');
  });

  it('refuses to value a board with a region past the limit, by a typed error with its numbers', () => {
    expect(() => checkValuesInReach(domineering.parse(['4x6']))).not.toThrow();
    const error = (() => {
      try {
        checkValuesInReach(domineering.parse(['5x5']));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomineeringValueLimitError);
    expect(error).toMatchObject({ regionCells: 25, limit: 24 });
    // Many small regions are each in reach: the limit is per region.
    expect(() => checkValuesInReach(domineering.parse(['.....#.....|.....#.....|.....#.....|.....#.....']))).not.toThrow();
  });

  it('names the fault in bad words', () => {
    expect(() => domineering.parse(['3x3', '4x4'])).toThrow("domineering: expected one board such as 3x4 or '..|.#', got 2 words");
  });
});
