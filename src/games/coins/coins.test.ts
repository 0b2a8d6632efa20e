import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { integerSolver } from '../../engine/normal/integerGame.js';
import { coinsLeftGame } from './coinsLeft/coinsLeftRules.js';
import { coinsLeftValue } from './coinsLeft/coinsLeftFast.js';
import { coinsLeftRule, isOdious, mockTurtlesRule, mockTurtlesValue, rulerRule, rulerValue, twinsRule, twinsValue } from './classic.js';
import { coinRowValue, turnCoins, winningTurnSets } from './fast.js';
import type { CoinRowRule } from './turnRule.js';
import { boardToRow, coinRowGame, coinTurningGame, rowToBoard } from './rules.js';
import { boardValue, rowCoinValues, singleCoinValues } from './theorem.js';

const classics: [CoinRowRule, (coin: number) => number][] = [
  [rulerRule, rulerValue],
  [mockTurtlesRule, mockTurtlesValue],
  [twinsRule, twinsValue],
  [coinsLeftRule, (coin) => coin],
];

const ROW = 10;

const namedClassics = classics.map(([rule, closedForm]) => [rule.name, rule, closedForm] as const);

describe.each(namedClassics)('coin-turning rule %s', (_name, rule, closedForm) => {
  const game = coinRowGame(rule, ROW);
  const solver = integerSolver(game, 1 << ROW);

  it('the closed form is the single-coin value by the engine', () => {
    const values = rowCoinValues(rule, 20);
    for (let i = 0; i < 20; i++) expect(values[i], `coin ${rule.firstCoin + i}`).toBe(closedForm(rule.firstCoin + i));
    // and a lone heads coin on the whole-board model has that value too
    for (let i = 0; i < ROW; i++) expect(solver.grundy(1 << i)).toBe(closedForm(rule.firstCoin + i));
  });

  it('every row of up to 10 coins: whole-board Grundy value = XOR of single-coin values', () => {
    for (let board = 0; board < 1 << ROW; board++) {
      expect(coinRowValue(boardToRow(board, ROW), rule, closedForm), boardToRow(board, ROW)).toBe(solver.grundy(board));
    }
  });

  it("winning moves are exactly the engine's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (1 << ROW) - 1 }), (board) => {
        const word = boardToRow(board, ROW);
        const brute = analyze(game, board, solver).winningMoves.map((m) => m.option as number);
        const fast = winningTurnSets(word, rule, closedForm).map((set) => rowToBoard(turnCoins(word, rule.firstCoin, set)));
        expect(fast.sort((a, b) => a - b)).toEqual(brute.sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });
});

describe('classic facts', () => {
  it('Ruler 1 2 1 4 1 2 1 8, Mock Turtles the odious numbers, Twins n − 1 (coin 1 the first coin)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(rulerValue)).toEqual([1, 2, 1, 4, 1, 2, 1, 8]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(mockTurtlesValue)).toEqual([1, 2, 4, 7, 8, 11, 13, 14, 16]);
    const odious = Array.from({ length: 40 }, (_, i) => i).filter(isOdious);
    expect(Array.from({ length: 20 }, (_, n) => mockTurtlesValue(n + 1))).toEqual(odious.slice(0, 20));
    expect([1, 2, 3, 4].map(twinsValue)).toEqual([0, 1, 2, 3]);
  });

  it('coins-left: the generic model is the hiho1172 model, the value its fast form', () => {
    const mine = coinRowGame(coinsLeftRule, 10);
    const theirs = new GrundySolver(coinsLeftGame);
    const solver = new GrundySolver(mine);
    for (let board = 0; board < 1 << 10; board++) {
      expect(solver.grundy(board)).toBe(theirs.grundy(board));
      expect(coinsLeftValue(boardToRow(board, 10))).toBe(solver.grundy(board));
    }
  });

  it('a row: Ruler THTTH = g(2) ⊕ g(5) = 2 ⊕ 1 = 3, the one winning move turns coins 1..2', () => {
    expect(coinRowValue('THTTH', rulerRule, rulerValue)).toBe(3);
    // Coin 5's runs XOR to 1, 1⊕4, 1⊕4⊕1, …: 1, 5, 4, 6, 7; coin 2's runs: 2, 2⊕1 = 3.
    expect(winningTurnSets('THTTH', rulerRule, rulerValue)).toEqual([[1, 2]]);
  });
});

/**
 * Random user rules: for each coin x a random family of sets, each x plus random coins left of it.
 * The theorem's fast form (single coins through the engine) must equal the whole-board search.
 */
describe('user-given rules through the engine', () => {
  const LENGTH = 8;
  const randomRule = fc.array(fc.array(fc.integer({ min: 0, max: (1 << LENGTH) - 1 }), { minLength: 0, maxLength: 5 }), {
    minLength: LENGTH,
    maxLength: LENGTH,
  });
  it('XOR of single-coin values = Grundy value of the whole board', () => {
    fc.assert(
      fc.property(randomRule, fc.integer({ min: 0, max: (1 << LENGTH) - 1 }), (families, board) => {
        // Coin x's sets: x plus the coins of each random mask that lie left of x.
        const turnSets = (coin: number) =>
          families[coin].map((mask) => [coin, ...Array.from({ length: coin }, (_, i) => i).filter((i) => (mask >>> i) & 1)]);
        const values = singleCoinValues(LENGTH, turnSets);
        const brute = new GrundySolver(coinTurningGame(LENGTH, turnSets)).grundy(board);
        expect(boardValue(board, values)).toBe(brute);
      }),
      { numRuns: 200 },
    );
  });
});
