import { describe, expect, it } from 'vitest';
import { integerSolver } from '../../engine/integerGame.js';
import { builtInGames } from '../index.js';
import { evaluateNimberExpression } from '../shared/nimber/expression.js';
import { uglyProduct } from '../shared/nimber/ugly.js';
import { acrosticRule } from './acrostic.js';
import { twinsRule } from './classic.js';
import { turningCodeRule } from './codeRule.js';
import { TurningValues } from './codeValues.js';
import { coinGridGame } from './rules.js';
import { boardValue, gridCoinValues } from './theorem.js';
import { parseTurningCode } from './turningCode.js';

const turnips = turningCodeRule(parseTurningCode('3E'), '3E');
const grunt = turningCodeRule(parseTurningCode('4FS'), '4FS');

describe('acrostic product', () => {
  it('Acrostic Twins: coin (x, y) has the ugly product x ⊠ y (single-coin recursion on the grid)', () => {
    const values = gridCoinValues(acrosticRule(twinsRule, twinsRule), 10, 10);
    for (let x = 0; x < 10; x++) for (let y = 0; y < 10; y++) expect(values[x * 10 + y], `(${x}, ${y})`).toBe(Number(uglyProduct(BigInt(x), BigInt(y))));
  });

  it.each([
    ['Acrostic Twins on 3 × 4', acrosticRule(twinsRule, twinsRule), 3, 4],
    ['Turnips ⊠ Grunt on 3 × 5', acrosticRule(turnips, grunt), 3, 5],
    ['Grunt ⊠ Turnips on 4 × 4', acrosticRule(grunt, turnips), 4, 4],
  ])('%s: every board has the XOR of its heads coins\' table values (engine on whole boards)', (_name, rule, rows, columns) => {
    const solver = integerSolver(coinGridGame(rule, rows, columns), 1 << (rows * columns));
    const values = gridCoinValues(rule, rows, columns);
    for (let board = 0; board < 1 << (rows * columns); board += 1 + (board % 5)) expect(solver.grundy(board)).toBe(boardValue(board, values));
  });

  it('Turnips ⊠ Grunt is not a function of the 1-D values alone, unlike the Tartan product', () => {
    const side = 12;
    const values = gridCoinValues(acrosticRule(turnips, grunt), side, side);
    const g = new TurningValues(parseTurningCode('3E')).values(side + 1);
    const h = new TurningValues(parseTurningCode('4FS')).values(side + 1);
    // Two coins whose row and column games have the same 1-D values but whose acrostic values differ.
    const byPair = new Map<string, number>();
    let differs = false;
    for (let x = 1; x <= side; x++) {
      for (let y = 1; y <= side; y++) {
        const key = `${g[x]},${h[y]}`;
        const value = values[(x - 1) * side + (y - 1)];
        if (byPair.has(key) && byPair.get(key) !== value) differs = true;
        byPair.set(key, value);
      }
    }
    expect(differs).toBe(true);
  });

  it('catalog: acrostic:turnips*grunt and tartan:turnips*grunt print the nim-value table of the grid', () => {
    const acrostic = builtInGames.resolve('acrostic:turnips*grunt').analyze(['TTTTT', 'TTTTH', 'TTTTT']);
    const tartan = builtInGames.resolve('tartan:turnips*grunt').analyze(['TTTTT', 'TTTTH', 'TTTTT']);
    expect(acrostic.explanation.join('\n')).toContain('Nim values of this 3 × 5 grid');
    expect(tartan.explanation.join('\n')).toContain('Nim values of this 3 × 5 grid');
    for (const move of acrostic.winningMoves) expect(builtInGames.resolve('acrostic:turnips*grunt').analyze(move.to.split(' ')).grundy).toBe(0);
  });
});

describe('ugly product', () => {
  it('is the mex definition, commutative, with 1 as identity and x ⊠ x = 1 (x ≥ 1)', () => {
    for (let x = 0n; x < 40n; x++) {
      for (let y = 0n; y < 40n; y++) {
        const seen = new Set<bigint>();
        for (let a = 0n; a < x; a++) for (let b = 0n; b < y; b++) seen.add(uglyProduct(a, y) ^ uglyProduct(x, b));
        let mex = 0n;
        while (seen.has(mex)) mex++;
        expect(uglyProduct(x, y)).toBe(mex);
        expect(uglyProduct(x, y)).toBe(uglyProduct(y, x));
      }
      expect(uglyProduct(1n, x)).toBe(x);
      if (x > 0n) expect(uglyProduct(x, x)).toBe(1n);
    }
  });

  it('is ugly: not distributive over ⊕ and not associative (why no field comes of it)', () => {
    expect(uglyProduct(2n ^ 3n, 2n)).not.toBe(uglyProduct(2n, 2n) ^ uglyProduct(3n, 2n));
    expect(uglyProduct(uglyProduct(2n, 3n), 5n)).not.toBe(uglyProduct(2n, uglyProduct(3n, 5n)));
  });

  it('nimlab nimber reads ⊠ and ugly beside the nim product', () => {
    expect(evaluateNimberExpression('2 ugly 2').value).toBe(1n);
    expect(evaluateNimberExpression('2 ⊠ 3 * 1').reading).toBe('((2 ⊠ 3) ⊗ 1)');
    expect(() => evaluateNimberExpression('200 ugly 2')).toThrow('below 128');
  });
});
