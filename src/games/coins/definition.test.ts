import { describe, expect, it } from 'vitest';
import { analyze } from '../../engine/normal/analysis.js';
import { NimlabError } from '../../engine/core/errors.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { builtInGames } from '../index.js';
import { rulerRule } from './classic.js';
import { boardToRow, coinGridGame, coinRowGame, rowToBoard } from './rules.js';
import { turningCornersRule } from './products/tartan.js';

describe('coin-turning games in the catalog', () => {
  it('ruler THTTH: value 2 ⊕ 1 = 3, one winning move', () => {
    const report = builtInGames.resolve('ruler').analyze(['THTTH']);
    expect(report.outcome).toBe('N');
    expect(report.grundy).toBe(3);
    expect(report.components).toEqual([
      { label: 'coin 2', value: 2 },
      { label: 'coin 5', value: 1 },
    ]);
    expect(report.winningMoves).toEqual([{ move: 'turn coins 1, 2', to: 'HTTTH' }]);
    const why = report.explanation.join('\n');
    expect(why).toContain('Coin-turning theorem');
    expect(why).toContain('g(2) ⊕ g(5) = 2 ⊕ 1 = 3');
  });

  it("ruler winning moves are the engine's on every row of 7 coins", () => {
    const game = coinRowGame(rulerRule, 7);
    const solver = new GrundySolver(game);
    const ruler = builtInGames.resolve('ruler');
    for (let board = 1; board < 1 << 7; board++) {
      const word = boardToRow(board, 7);
      const report = ruler.analyze([word]);
      expect(report.grundy).toBe(solver.grundy(board));
      const brute = analyze(game, board, solver)
        .winningMoves.map((m) => boardToRow(m.option as number, 7))
        .sort();
      expect(report.winningMoves.map((m) => m.to).sort()).toEqual(brute);
    }
  });

  it('mock-turtles and twins', () => {
    const mock = builtInGames.resolve('mock-turtles').analyze(['HTTH']);
    // coins 1 and 4: 1 ⊕ 7 = 6
    expect(mock.grundy).toBe(6);
    expect(mock.explanation.join('\n')).toContain('odious');
    for (const move of mock.winningMoves) expect(builtInGames.resolve('mock-turtles').analyze([move.to]).grundy).toBe(0);
    const twins = builtInGames.resolve('twins').analyze(['T', 'H', 'T', 'H', 'H']);
    expect(twins.position).toBe('THTHH');
    // coins 2, 4 and 5 (coin 1 the first): 1 ⊕ 3 ⊕ 4
    expect(twins.grundy).toBe(1 ^ 3 ^ 4);
    expect(builtInGames.resolve('twins').analyze(['TTT']).winningMoves).toEqual([]);
  });

  it('coins-multiples:n', () => {
    const game = builtInGames.resolve('coins-multiples:21');
    expect(game.analyze(['2', '3', '18', '21']).outcome).toBe('N'); // the luogu-p3179 sample
    expect(game.analyze(['12']).outcome).toBe('N');
    const report = game.analyze(['2', '3']);
    for (const move of report.winningMoves) expect(game.analyze(move.to.split(' ')).grundy).toBe(0);
    const big = builtInGames.resolve('coins-multiples:1000000000').analyze(['1']);
    expect(big.grundy).toBe(68);
    expect(big.winningMoves.length).toBeGreaterThan(0);
  });

  it("turning-corners: values are nim-products, moves the engine's", () => {
    const game = builtInGames.resolve('turning-corners');
    const rows = ['THT', 'TTH', 'HHT'];
    const report = game.analyze(rows);
    const grid = coinGridGame(turningCornersRule, 3, 3);
    const board = rowToBoard(rows.join(''));
    const solver = new GrundySolver(grid);
    expect(report.grundy).toBe(solver.grundy(board));
    const brute = analyze(grid, board, solver)
      .winningMoves.map((m) => m.option as number)
      .sort((a, b) => a - b);
    expect(report.winningMoves.map((m) => rowToBoard(m.to.split(' ').join(''))).sort((a, b) => a - b)).toEqual(brute);
    expect(game.analyze(['TT', 'TH']).grundy).toBe(1); // 1 ⊗ 1
    expect(game.analyze(['TTT', 'TTT', 'TTH']).grundy).toBe(3); // 2 ⊗ 2
  });

  it('rejects bad positions with one-line errors', () => {
    expect(() => builtInGames.resolve('ruler').analyze(['HXT'])).toThrow(NimlabError);
    expect(() => builtInGames.resolve('ruler').analyze([])).toThrow(NimlabError);
    expect(() => builtInGames.resolve('ruler').analyze(['H'.repeat(200)])).toThrow(NimlabError);
    expect(() => builtInGames.resolve('ruler:3')).toThrow(NimlabError);
    expect(() => builtInGames.resolve('coins-multiples')).toThrow(NimlabError);
    expect(() => builtInGames.resolve('coins-multiples:0')).toThrow(NimlabError);
    expect(() => builtInGames.resolve('coins-multiples:10').analyze(['11'])).toThrow(NimlabError);
    expect(() => builtInGames.resolve('coins-multiples:10').analyze(['0'])).toThrow(NimlabError);
    expect(() => builtInGames.resolve('coins-multiples:10').analyze(['3', '3'])).toThrow(NimlabError);
    expect(() => builtInGames.resolve('turning-corners').analyze(['HT', 'H'])).toThrow(NimlabError);
  });
});
