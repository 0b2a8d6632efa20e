import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze } from '../../../engine/normal/analysis.js';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { coinsLeftGame, rowToWord, wordToRow } from './coinsLeftRules.js';
import { applyCoinMove, coinsLeftValue, coinsLeftWinningMoves } from './coinsLeftFast.js';

const COINS = 11;
const solver = integerSolver(coinsLeftGame, 1 << COINS);
const rowWord = fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: COINS }).map((coins) => coins.join(''));

describe('coins-left (turn one or two, the other to the left)', () => {
  it('a lone heads coin at position x (1-based) has value x, by the engine', () => {
    for (let x = 1; x <= COINS; x++) expect(solver.grundy(1 << (x - 1)), `coin ${x}`).toBe(x);
  });

  it('the XOR of heads positions is the Grundy value of every small row', () => {
    for (let row = 0; row < 1 << COINS; row++) {
      const word = rowToWord(row);
      expect(wordToRow(word)).toBe(row);
      expect(coinsLeftValue(word), word).toBe(solver.grundy(row));
    }
  });

  it("winning moves are exactly the engine's", () => {
    fc.assert(
      fc.property(rowWord, (word) => {
        const brute = analyze(coinsLeftGame, wordToRow(word), solver).winningMoves.map((m) => m.option as number);
        const fast = coinsLeftWinningMoves(word).map((move) => wordToRow(applyCoinMove(word, move)));
        expect(fast.sort((a, b) => a - b)).toEqual(brute.sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('known facts', () => {
    expect(coinsLeftValue('THTT')).toBe(2);
    expect(coinsLeftWinningMoves('THTT')).toEqual([{ turn: 2 }]);
    expect(coinsLeftValue('HHH')).toBe(0);
    expect(coinsLeftWinningMoves('HHH')).toEqual([]);
    // Heads at 1 and 4: value 1 ⊕ 4 = 5; only coin 4 has a partner 4 ⊕ 5 = 1 to its left.
    expect(coinsLeftWinningMoves('HTTH')).toEqual([{ turn: 4, alsoTurn: 1 }]);
  });
});
