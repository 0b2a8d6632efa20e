import { describe, expect, it } from 'vitest';
import { componentsOf, type Game } from '../../../engine/core/game.js';
import { GrundySolver } from '../../../engine/normal/grundy.js';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { builtInGames } from '../../index.js';
import { parseTakeBreakCode } from '../../heap/index.js';
import { uglyProduct } from '../../shared/nimber/ugly.js';
import { acrosticGame, acrosticRule, type AcrosticPair } from './acrostic.js';
import { rulerRule, rulerValue, twinsRule, twinsValue } from '../classic.js';
import { turningCodeRule } from '../code/codeRule.js';
import { coinRowRuleset, takeBreakRuleset, type HeapRuleset } from './heapRuleset.js';
import { coinGridGame } from '../rules.js';
import { boardValue, gridCoinValues, rowCoinValues } from '../theorem.js';
import { parseTurningCode } from '../code/turningCode.js';
import type { CoinRowRule } from '../turnRule.js';

const turnips = turningCodeRule(parseTurningCode('3E'), '3E');
const grunt = turningCodeRule(parseTurningCode('4FS'), '4FS');
/** `1+`: turn any set of coins, the rightmost heads → tails; coin k has value 2^(k−1). */
const anySet = turningCodeRule(parseTurningCode('1+'), '1+');

/** The acrostic value table of a grid straight from the definition: A(x, y) = mex over one-coordinate moves. */
function acrosticByDefinition(rows: CoinRowRule, columns: CoinRowRule, r: number, c: number): number[][] {
  const table = Array.from({ length: r }, () => new Array<number>(c).fill(0));
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      const seen = new Set<number>();
      const [x, y] = [rows.firstCoin + i, columns.firstCoin + j];
      // A row move A at x leaves Σ A(a, y) over a ∈ A, a ≠ x; a column move likewise.
      for (const set of rows.turnSets(x, x)) seen.add(set.filter((a) => a !== x).reduce((acc, a) => acc ^ table[a - rows.firstCoin][j], 0));
      for (const set of columns.turnSets(y, y))
        seen.add(set.filter((b) => b !== y).reduce((acc, b) => acc ^ table[i][b - columns.firstCoin], 0));
      let mex = 0;
      while (seen.has(mex)) mex++;
      table[i][j] = mex;
    }
  }
  return table;
}

describe('acrostic product (one-coordinate moves, Winning Ways ch. 14 / CGSuite AcrosticProduct)', () => {
  it.each([
    ['Twins ⊠ Twins', twinsRule, twinsRule, 8, 8],
    ['Turnips ⊠ Grunt', turnips, grunt, 8, 10],
    ['Ruler ⊠ 1+', rulerRule, anySet, 10, 6],
  ])("%s: the grid rule's coin values are the one-coordinate recursion", (_name, rows, columns, r, c) => {
    const values = gridCoinValues(acrosticRule(rows, columns), r, c);
    const byDefinition = acrosticByDefinition(rows, columns, r, c);
    for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) expect(values[i * c + j], `(${i}, ${j})`).toBe(byDefinition[i][j]);
  });

  it.each([
    ['Twins ⊠ Twins on 3 × 4', acrosticRule(twinsRule, twinsRule), 3, 4],
    ['Turnips ⊠ Grunt on 3 × 4', acrosticRule(turnips, grunt), 3, 4],
    ['Grunt ⊠ Turnips on 3 × 4', acrosticRule(grunt, turnips), 3, 4],
    ['1+ ⊠ Ruler on 3 × 4', acrosticRule(anySet, rulerRule), 3, 4],
  ])("%s: every board has the XOR of its heads coins' table values (engine on whole boards)", (_name, rule, rows, columns) => {
    const solver = integerSolver(coinGridGame(rule, rows, columns), 1 << (rows * columns));
    const values = gridCoinValues(rule, rows, columns);
    for (let board = 0; board < 1 << (rows * columns); board++) expect(solver.grundy(board)).toBe(boardValue(board, values));
  });

  it('rows whose coin values are powers of two (Ruler, 1+) have the ugly product of the values: 1+ ⊠ Ruler on 5 × 20, Ruler ⊠ Ruler on 16 × 16', () => {
    for (const [rows, columns, r, c] of [
      [anySet, rulerRule, 5, 20],
      [rulerRule, rulerRule, 16, 16],
      [rulerRule, anySet, 12, 5],
    ] as const) {
      const values = gridCoinValues(acrosticRule(rows, columns), r, c);
      const g = rowCoinValues(rows, r);
      const h = rowCoinValues(columns, c);
      for (let i = 0; i < r; i++)
        for (let j = 0; j < c; j++) expect(BigInt(values[i * c + j]), `(${i + 1}, ${j + 1})`).toBe(uglyProduct(BigInt(g[i]), BigInt(h[j])));
    }
    // A whole-board check of one of them: every 3 × 4 board of 1+ ⊠ Ruler by the engine is the XOR of ugly products.
    const solver = integerSolver(coinGridGame(acrosticRule(anySet, rulerRule), 3, 4), 1 << 12);
    for (let board = 0; board < 1 << 12; board++) {
      let expected = 0n;
      for (let bit = 0; bit < 12; bit++)
        if ((board >> bit) & 1) expected ^= uglyProduct(1n << BigInt(Math.floor(bit / 4)), BigInt(rulerValue((bit % 4) + 1)));
      expect(BigInt(solver.grundy(board))).toBe(expected);
    }
  });

  it("Acrostic Twins (turn two coins in one row or one column) is two-dimensional Nim: the nim-sum of the coordinates' values", () => {
    const values = gridCoinValues(acrosticRule(twinsRule, twinsRule), 10, 10);
    const first = twinsRule.firstCoin;
    for (let i = 0; i < 10; i++)
      for (let j = 0; j < 10; j++) expect(values[i * 10 + j]).toBe(twinsValue(first + i) ^ twinsValue(first + j));
  });

  it("the pair game of two coin rows (heap rulesets) has the grid game's coin values", () => {
    const game = acrosticGame(coinRowRuleset(turnips), coinRowRuleset(grunt));
    const solver = new GrundySolver(game);
    const values = gridCoinValues(acrosticRule(turnips, grunt), 7, 7);
    for (let x = 1; x <= 7; x++) for (let y = 1; y <= 7; y++) expect(solver.grundy([x, y])).toBe(values[(x - 1) * 7 + (y - 1)]);
  });

  /** Sums of pairs as whole positions (a sorted list), searched by the engine with no Sprague–Grundy shortcut. */
  function wholeSums(rows: HeapRuleset, columns: HeapRuleset): Game<AcrosticPair[]> {
    const pairs = acrosticGame(rows, columns);
    const key = (position: AcrosticPair[]) =>
      position
        .map(([m, n]) => `${m},${n}`)
        .sort()
        .join(' ');
    return {
      *moves(position) {
        for (let i = 0; i < position.length; i++) {
          for (const option of pairs.moves(position[i])) yield [...position.slice(0, i), ...position.slice(i + 1), ...componentsOf(option)];
        }
      },
      key,
    };
  }

  it.each([
    ['Kayles ⊠ Dawson', '0.77', '0.07'],
    ['Kayles ⊠ Nim', '0.77', '0.[3]'],
    ['Grundy ⊠ Kayles', '4!.0', '0.77'],
  ])('%s (take-and-break codes): a sum of pairs has the XOR of the pair values (engine on whole sums)', (_name, g, h) => {
    const rows = takeBreakRuleset(parseTakeBreakCode(g), g);
    const columns = takeBreakRuleset(parseTakeBreakCode(h), h);
    const pairSolver = new GrundySolver(acrosticGame(rows, columns));
    const sumSolver = new GrundySolver(wholeSums(rows, columns));
    const cells: AcrosticPair[] = [];
    for (let m = 0; m <= 4; m++) for (let n = 0; n <= 4; n++) cells.push([m, n]);
    for (const a of cells) {
      for (const b of cells) {
        if (a[0] + a[1] + b[0] + b[1] > 9) continue;
        expect(sumSolver.grundy([a, b]), `${a} + ${b}`).toBe(pairSolver.grundy(a) ^ pairSolver.grundy(b));
      }
    }
  });

  it('Kayles ⊠ Dawson: the pair game is the definition filled in as a table (options of G(m) give Σ A(aᵢ, n), of H(n) Σ A(m, bⱼ))', () => {
    const rows = takeBreakRuleset(parseTakeBreakCode('0.77'), '0.77');
    const columns = takeBreakRuleset(parseTakeBreakCode('0.07'), '0.07');
    const size = 14;
    const table = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (let m = 0; m < size; m++) {
      for (let n = 0; n < size; n++) {
        const seen = new Set<number>();
        for (const option of rows.options(m)) seen.add(option.reduce((acc, a) => acc ^ table[a][n], 0));
        for (const option of columns.options(n)) seen.add(option.reduce((acc, b) => acc ^ table[m][b], 0));
        let mex = 0;
        while (seen.has(mex)) mex++;
        table[m][n] = mex;
      }
    }
    const solver = new GrundySolver(acrosticGame(rows, columns));
    for (let m = 0; m < size; m++) for (let n = 0; n < size; n++) expect(solver.grundy([m, n]), `(${m}, ${n})`).toBe(table[m][n]);
    // Removing a whole heap leaves the empty sum: (1, n) can move to 0, so Nim ⊠ Nim is not m ⊕ n.
    const nim = takeBreakRuleset(parseTakeBreakCode('0.[3]'), '0.[3]');
    expect(new GrundySolver(acrosticGame(nim, nim)).grundy([1, 1])).toBe(1);
  });

  it('catalog: acrostic takes coin rows (H/T grid) and take-and-break codes (pairs m,n)', () => {
    const grid = builtInGames.resolve('acrostic:turnips*grunt').analyze(['TTTTT', 'TTTTH', 'TTTTT']);
    expect(grid.explanation.join('\n')).toContain('Nim values of this 3 × 5 grid');
    for (const move of grid.winningMoves) expect(builtInGames.resolve('acrostic:turnips*grunt').analyze(move.to.split(' ')).grundy).toBe(0);
    const heaps = builtInGames.resolve('acrostic:kayles*kayles');
    const report = heaps.analyze(['3,4', '2,2']);
    const solver = new GrundySolver(
      acrosticGame(takeBreakRuleset(parseTakeBreakCode('0.77'), '0.77'), takeBreakRuleset(parseTakeBreakCode('0.77'), '0.77')),
    );
    expect(report.grundy).toBe(solver.grundy([3, 4]) ^ solver.grundy([2, 2]));
    expect(report.winningMoves.length).toBeGreaterThan(0);
    for (const move of report.winningMoves) expect(move.to === '0' ? 0 : heaps.analyze(move.to.split(' ')).grundy).toBe(0);
    // A code holding '*' is still read as one factor.
    expect(builtInGames.resolve('acrostic:0.*!3*ruler').name).toBe('acrostic:0.*!3*ruler');
    expect(() => builtInGames.resolve('tartan:kayles*ruler')).toThrow('coin-turning rows');
    expect(() => heaps.analyze(['3-4'])).toThrow("pairs 'm,n'");
  });
});
