import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GamePrinter, PartizanGames } from '../../../engine/partizan/index.js';
import { PartizanValues } from '../partizanValue.js';
import { bruteOutcome } from '../testing/bruteOutcome.js';
import { formatGrid, parseGrid } from './grid.js';
import { flipped, gridRegions, symmetryKey, transposed } from './regions.js';
import { domineeringRules } from './rules.js';
import { gridArbitrary } from './testing/gridArbitrary.js';

function valueOf(text: string): string {
  const games = new PartizanGames();
  return new GamePrinter(games).print(new PartizanValues(domineeringRules, games).value(parseGrid(text)));
}

describe('Domineering boards', () => {
  it("reads and writes CGSuite's grid strings and RxC", () => {
    expect(formatGrid(parseGrid('....|.#..|....'))).toBe('....|.#..|....');
    expect(formatGrid(parseGrid('2x3'))).toBe('...|...');
  });

  it('names the fault in a bad board', () => {
    expect(() => parseGrid('..|...')).toThrow("domineering board '..|...': row 2 has 3 cells, row 1 has 2");
    expect(() => parseGrid('.x')).toThrow("domineering board '.x': 'x' in row 1 is not a cell ('.' empty, '#' filled)");
    expect(() => parseGrid('0x3')).toThrow(
      "domineering board '0x3': expected RxC (e.g. 8x8) or rows of '.' and '#' joined by '|', each side 1 to 32",
    );
  });
});

describe('Domineering values (Winning Ways vol. 1 ch. 2)', () => {
  // Left places vertical dominoes, Right horizontal ones (Winning Ways, CGSuite).
  it.each([
    ['.|.', '1'],
    ['..', '-1'],
    ['.|.|.', '1'],
    ['.|.|.|.', '2'],
    ['..|..', '+-1'],
    ['..|.#', '*'],
    ['...|.##', '-1/2'],
    ['.#|.#|..', '1/2'],
    ['...|...|...', '+-1'],
    ['...|...', '{2|-1/2}'],
    ['..|.#|..', '0'],
  ])('%s = %s', (board, value) => {
    expect(valueOf(board)).toBe(value);
  });
});

describe('Domineering rules', () => {
  it('give the outcome minimax gives, through canonical values', () => {
    fc.assert(
      fc.property(gridArbitrary(3, 4), (grid) => {
        const games = new PartizanGames();
        expect(games.outcome(new PartizanValues(domineeringRules, games).value(grid))).toBe(bruteOutcome(domineeringRules, grid));
      }),
      { numRuns: 60 },
    );
  });

  it("value a board as the sum of its regions' values, and the sum's outcome is the board's", () => {
    const whole = { ...domineeringRules, regions: undefined };
    fc.assert(
      fc.property(gridArbitrary(4, 4), (grid) => {
        const games = new PartizanGames();
        const values = new PartizanValues(domineeringRules, games);
        const sum = gridRegions(grid).reduce((total, region) => games.add(total, values.value(region)), games.zero);
        expect(sum).toBe(new PartizanValues(whole, games).value(grid));
        expect(games.outcome(sum)).toBe(bruteOutcome(whole, grid));
      }),
      { numRuns: 60 },
    );
  });

  it('give one key to the four turns that keep vertical vertical, and a transposed board the negative', () => {
    fc.assert(
      fc.property(gridArbitrary(3, 4), fc.boolean(), fc.boolean(), (grid, flipRows, flipCols) => {
        const games = new PartizanGames();
        const values = new PartizanValues(domineeringRules, games);
        const turned = flipped(grid, flipRows, flipCols);
        expect(symmetryKey(turned)).toBe(symmetryKey(grid));
        expect(values.value(turned)).toBe(values.value(grid));
        expect(values.value(transposed(grid))).toBe(games.negate(values.value(grid)));
      }),
      { numRuns: 60 },
    );
  });

  it('split a board into its 4-connected empty regions, each cropped', () => {
    expect(gridRegions(parseGrid('..#.|..#.|###.')).map(formatGrid)).toEqual(['..|..', '.|.|.']);
    expect(gridRegions(parseGrid('##|##')).map(formatGrid)).toEqual(['##|##']);
  });
});
