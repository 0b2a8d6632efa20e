import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { integerSolver } from '../../../engine/normal/integerGame.js';
import { grundySequence } from '../../heap/index.js';
import { mockTurtlesValue, rulerValue } from '../classic.js';
import { turningCodeRule } from './codeRule.js';
import { TurningValues } from './codeValues.js';
import { coinRowGame } from '../rules.js';
import { boardValue, rowCoinValues } from '../theorem.js';
import { formatTurningCode, parseTurningCode, type TurningCode } from './turningCode.js';
import { GAME_ALIASES } from '../../aliases.js';

/** The named coin-turning games of the alias table. */
const NAMED_TURNING_CODES = Object.fromEntries(
  Object.entries(GAME_ALIASES).filter(([, code]) => /^[0-9]/.test(code) && !code.includes('.')),
);

const fast = (code: string, count: number) => new TurningValues(parseTurningCode(code)).values(count);

/** g(0..count−1) by the engine on single coins, the sets listed straight from the rule. */
function byEngine(code: string, count: number): number[] {
  const parsed = parseTurningCode(code);
  return [0, ...rowCoinValues(turningCodeRule(parsed, code), count - 1)];
}

describe('coin-turning codes: grammar', () => {
  it('prints a normal form that parses back to the same code', () => {
    for (const text of ['1-3', '1+C', '4FS', '3C(5)', '1-3C(5)', '3E', '1+S', '2,1', '1,2-4', '4sf', '1-5c']) {
      const code = parseTurningCode(text);
      expect(parseTurningCode(formatTurningCode(code))).toEqual(code);
    }
    expect(formatTurningCode(parseTurningCode('4sf'))).toBe('4FS');
    expect(formatTurningCode(parseTurningCode('3,1-2'))).toBe('1-3');
  });

  it.each([
    ['1-', 'needs its upper end'],
    ['3C(', "'C(' needs a span and a closing ')'"],
    ['3C(x)', 'the span in C(…) must be a number'],
    ['3-1', 'runs backwards'],
    ['0', 'from 1 to'],
    ['3CC', 'given twice'],
    ['3Q', "unexpected 'Q'"],
    ['1,,2', 'empty count'],
    ['E', 'must start with the number of coins'],
  ])('%s is rejected: %s', (text, why) => {
    expect(() => parseTurningCode(text)).toThrow(NimlabError);
    expect(() => parseTurningCode(text)).toThrow(why);
  });
});

/** Published nim sequences G(0..20) (CGSuite's tests of game.heap.Spawning). */
const PUBLISHED: Record<string, number[]> = {
  '1-3': [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38],
  '1-9': [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691],
  '3': [0, 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35],
  '1+C': [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4],
  '1-3C(5)': [0, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8],
  '3C(5)': [0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4],
  '1-5C': [0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4],
  '3E': [0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4],
  '4FS': [0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3],
  '1+S': [0, 1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28],
};

/**
 * g(0..last) of "turn between 1 and `most` coins, the rightmost heads": every set of at most
 * `most` − 1 lower coins listed one by one (nested loops with a running XOR), the values reached
 * kept in a bitset, and the mex taken. Independent of `TurningValues`, and fast enough for
 * `1-5` to coin 200 (C(199, 4) ≈ 6·10^7 sets at the last coin).
 */
function turningAtMost(most: number, last: number): number[] {
  const g = new Int32Array(last + 1);
  let reached = new Int32Array(1);
  for (let n = 1; n <= last; n++) {
    // XORs of lower values stay below the first power of two above all of them.
    let top = 1;
    for (let c = 1; c < n; c++) while (top <= g[c]) top *= 2;
    if (top > reached.length * 32) reached = new Int32Array(Math.ceil(top / 32));
    else reached.fill(0);
    const choose = (from: number, left: number, xor: number): void => {
      reached[xor >>> 5] |= 1 << (xor & 31);
      if (left === 0) return;
      if (left === 1) {
        for (let c = from; c < n; c++) {
          const value = xor ^ g[c];
          reached[value >>> 5] |= 1 << (value & 31);
        }
        return;
      }
      for (let c = from; c < n; c++) choose(c + 1, left - 1, xor ^ g[c]);
    };
    choose(1, most - 1, 0);
    let mex = 0;
    while (mex < top && (reached[mex >>> 5] >>> (mex & 31)) & 1) mex++;
    g[n] = mex;
  }
  return Array.from(g);
}

/**
 * g(0..last) of Sym (`1+S`): any set symmetric about its midpoint, rightmost coin heads. For each
 * leftmost coin a the set is a, n, any choice of the mirrored pairs (a+i, n−i) between them and,
 * when a + n is even, of the middle coin: listed one by one (about 2^((n−a)/2) sets).
 */
function turningSymmetric(last: number): number[] {
  const g = new Int32Array(last + 1);
  const reached = new Int32Array(1 << 17);
  for (let n = 1; n <= last; n++) {
    reached.fill(0);
    reached[0] |= 1; // coin n alone
    for (let a = 1; a < n; a++) {
      const pairs: number[] = [];
      for (let i = 1; a + i < n - i; i++) pairs.push(g[a + i] ^ g[n - i]);
      if ((a + n) % 2 === 0 && a < (a + n) / 2) pairs.push(g[(a + n) / 2]);
      const choose = (from: number, xor: number): void => {
        reached[xor >>> 5] |= 1 << (xor & 31);
        for (let p = from; p < pairs.length; p++) choose(p + 1, xor ^ pairs[p]);
      };
      choose(0, g[a]);
    }
    let mex = 0;
    while ((reached[mex >>> 5] >>> (mex & 31)) & 1) mex++;
    g[n] = mex;
  }
  return Array.from(g);
}

describe('coin-turning codes: nim sequences of the named games', () => {
  it.each(Object.entries(PUBLISHED))('%s has its published sequence', (code, sequence) => {
    expect(fast(code, 21)).toEqual(sequence);
  });

  it('every named game is a valid code', () => {
    for (const code of Object.values(NAMED_TURNING_CODES)) expect(() => parseTurningCode(code)).not.toThrow();
  });

  // How far the rule's sets can be listed one by one (their number grows like n^(k−1) or 2^(n/2)).
  const reach: [string, number][] = [
    ['1-2', 200],
    ['2', 200],
    ['1-3', 200],
    ['3', 200],
    ['1+C', 200],
    ['1-3C(5)', 200],
    ['3C(5)', 200],
    ['1-5C', 200],
    ['3E', 200],
    ['4FS', 200],
    ['1-5', 48],
    ['1-7', 26],
    ['1-9', 22],
    ['1+S', 30],
  ];
  it.each(reach)('%s: fast values equal the engine on the listed sets, n ≤ %i', (code, last) => {
    expect(fast(code, last + 1)).toEqual(byEngine(code, last + 1));
  });

  it('1-5 (Moebius) to coin 200: fast values equal every set of at most five coins listed by nested loops', () => {
    expect(fast('1-5', 201)).toEqual(turningAtMost(5, 200));
  }, 300_000);

  // Coins 88 and 43 are Mogul's and Moidores' last values below 2^22, the last ones tabulated.
  it('1-7 (Mogul) to coin 88 and 1-9 (Moidores) to coin 43: every tabulated value equals the listed sets', () => {
    expect(fast('1-7', 89)).toEqual(turningAtMost(7, 88));
    expect(fast('1-9', 44)).toEqual(turningAtMost(9, 43));
  }, 300_000);

  it('1+S (Sym) to coin 44, its last value below 2^22: fast values equal every symmetric set listed', () => {
    expect(fast('1+S', 45)).toEqual(turningSymmetric(44));
  }, 120_000);

  it('closed forms for n ≤ 200: Mock Turtles odious, Ruler 2-adic, Triplets shifted Mock Turtles, Grunt shifted Grundy', () => {
    const mock = fast('1-3', 201);
    const ruler = fast('1+C', 201);
    const triplets = fast('3', 201);
    const grunt = fast('4FS', 201);
    const grundy = grundySequence('4!.0', 201).values;
    for (let n = 1; n <= 200; n++) {
      expect(mock[n]).toBe(mockTurtlesValue(n));
      expect(ruler[n]).toBe(rulerValue(n));
      if (n >= 3) expect(triplets[n]).toBe(mockTurtlesValue(n - 2));
      expect(grunt[n]).toBe(grundy[n - 1]);
    }
    expect(fast('1-2', 201)).toEqual(Array.from({ length: 201 }, (_, n) => n));
  });
});

const codeArbitrary: fc.Arbitrary<TurningCode> = fc
  .record({
    from: fc.integer({ min: 1, max: 4 }),
    extra: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 }), fc.constant(Infinity)),
    consecutive: fc.boolean(),
    span: fc.oneof(fc.constant(Infinity), fc.integer({ min: 1, max: 6 })),
    equallySpaced: fc.boolean(),
    includesFirst: fc.boolean(),
    symmetric: fc.boolean(),
  })
  .map(({ from, extra, ...rest }) => ({ counts: [{ from, to: from + extra }], ...rest }));

describe('coin-turning codes: whole strips', () => {
  it("random codes: every strip of up to 8 coins has the XOR of its heads coins' fast values (engine on whole strips)", () => {
    fc.assert(
      fc.property(codeArbitrary, fc.integer({ min: 1, max: 8 }), (code, length) => {
        const game = coinRowGame(turningCodeRule(code, formatTurningCode(code)), length);
        const solver = integerSolver(game, 1 << length);
        const values = new TurningValues(code).values(length + 1).slice(1);
        for (let board = 0; board < 1 << length; board++) expect(solver.grundy(board)).toBe(boardValue(board, values));
      }),
      { numRuns: 60 },
    );
  });

  it.each(Object.entries(NAMED_TURNING_CODES))('%s (%s): every strip of 10 coins', (_name, text) => {
    const code = parseTurningCode(text);
    const game = coinRowGame(turningCodeRule(code, text), 10);
    const solver = integerSolver(game, 1 << 10);
    const values = new TurningValues(code).values(11).slice(1);
    for (let board = 0; board < 1 << 10; board++) expect(solver.grundy(board)).toBe(boardValue(board, values));
  });
});
