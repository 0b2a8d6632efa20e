import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NimlabError } from '../../../engine/core/errors.js';
import { digitAt, formatCode, makeCode, maxHeapsLeft, maxTokensRemoved, type CodeDigit, type SplitConstraint } from './code.js';
import { parseHeapGame } from '../heapGame.js';
import { parseTakeBreakCode } from './parseCode.js';

const constraints: SplitConstraint[] = ['any', 'unequal', 'notAllEqual', 'allEqual'];
const digitArb = fc.record({
  heaps: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 31 }), fc.integer({ min: 0, max: 300 })),
  constraint: fc.constantFrom(...constraints),
});

describe('take-and-break codes', () => {
  it('parses the codes of the classic games', () => {
    const cases: [string, string][] = [
      ['0.77', '0.77'],
      ['.77', '0.77'],
      ['0.07', '0.07'],
      ['0.137', '0.137'],
      ['0.6', '0.6'],
      ['4.07', '4.07'],
      ['4!.0', '4!.0'],
      ['4?.0', '4!.0'],
      ['0.[3]', '0.[3]'],
      ['0.3[3]', '0.3[3]'],
      ['0.[33]', '0.[3]'],
      ['0.00[0]', '0.0'],
      ['0.7700', '0.77'],
      ['0.F', '0.F'],
      ['0.f', '0.F'],
      ['0.&64;', '0.&64;'],
      ['0.&16;', '0.G'],
      ['0.V!', '0.V!'],
      ['0.3!', '0.3'],
      ['0.C=', '0.C='],
      ['00.7', '0.7'],
      ['1.7', '0.7'],
      ['0.12[12]', '0.12[12]'],
      ['0.1212[1212]', '0.1212[12]'],
      ['0.0[01]', '0.0[01]'],
      ['0.1[01]', '0.1[01]'],
      ['04.00[30]', '4.00[30]'],
      ['0.{0!,2!,3!}', '0.D!'],
      ['0.{0,2,3}', '0.D'],
      ['0.{1,2}?', '0.6!'],
      ['0.*!3', '0.*!3'],
      ['0.{0+}', '0.*'],
      ['0.{2,3+}=', '0.{2+}='],
      ['0.{2=+}', '0.{2+}='],
      ['0.{0,2,3!+}', '0.{0,2,3!+}'],
      ['0.{0,2,3+!}', '0.{0,2,3!+}'],
      ['0.{0,2!,4?+}', '0.{0,2,4+}?'],
      ['0.{0,2,4+}?', '0.{0,2,4+}?'],
      ['0.{1+}=', '0.{1+}='],
      ['0.{1,2!,3}', '0.{1,2!,3}'],
      ['0.{3+!}', '0.{3+}!'],
      ['0.{2!,4+?}', '0.{2,4+}?'],
      ['0.{0,2=,4?+}', '0.{0,2=,4?+}'],
      ['80.0', '80.0'],
      ['080.7', '80.7'],
      ['{3+}0.0', '{3+}0.0'],
      ['0.{8}', '0.&256;'],
    ];
    for (const [input, normal] of cases) expect(formatCode(parseTakeBreakCode(input)), input).toBe(normal);
  });

  it("prints every code of CGSuite's own normalization table as CGSuite does (TBCodeTest.scala)", () => {
    // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala:
    // a mark shared by every count of two or more heaps is written once after the braces, the
    // counts merged into the open end; a count of 0 or 1 heaps carries no mark.
    const cgsuite: [string, string][] = [
      ['04.30', '4.3'],
      ['04.00[30]', '4.00[30]'],
      ['04.00[00]', '4.0'],
      ['00.00[00]', '0.0'],
      ['0.{1,2!}', '0.6!'],
      ['0.{0!,2!,3!}', '0.D!'],
      ['0.{0!,2!,3}', '0.{0,2!,3}'],
      ['0.{0!,2!,3!+}', '0.{0,2+}!'],
      ['0.{0!,2,3!+}', '0.{0,2,3!+}'],
      ['0.{0!,3+}', '0.{0,3+}'],
      ['0.{0,2!,4!+}', '0.{0,2,4+}!'],
      ['0.{0!,2!,4+}', '0.{0,2!,4+}'],
      ['0.{0!,2?,4?+}', '0.{0,2,4+}?'],
      ['0.{0!,2=,4?+}', '0.{0,2=,4?+}'],
      ['0.{0!,2=,3?,4?+}', '0.{0,2=,3?+}'],
      ['0.{0!,2?,3?,4?+}', '0.{0,2+}?'],
      ['0.{0,1!,2,3,4+}', '0.*'],
      ['0.{0,1,2!,3!,4!+}', '0.*!'],
    ];
    for (const [input, normal] of cgsuite) {
      expect(formatCode(parseTakeBreakCode(input)), input).toBe(normal);
      expect(parseTakeBreakCode(normal), normal).toEqual(parseTakeBreakCode(input));
    }
    // CGSuite keeps 0.{0!,2!,4?+} as written (its test asks "do we also want to convert 2! to 2?");
    // on two heaps "not all equal" is "unequal", so ours is the same game merged: one mark after the braces.
    expect(formatCode(parseTakeBreakCode('0.{0!,2!,4?+}'))).toBe('0.{0,2,4+}?');
    expect(parseTakeBreakCode('0.{0,2,4+}?')).toEqual(parseTakeBreakCode('0.{0!,2!,4?+}'));
  });

  it('reads digits bit by bit: d_j bit k = remove j, leave k heaps', () => {
    const code = parseTakeBreakCode('4!.0B&64;');
    expect(digitAt(code, 0)).toEqual({ heaps: 4, constraint: 'unequal' });
    expect(digitAt(code, 1)).toEqual({ heaps: 0, constraint: 'any' });
    expect(digitAt(code, 2)).toEqual({ heaps: 11, constraint: 'any' });
    expect(digitAt(code, 3)).toEqual({ heaps: 64, constraint: 'any' });
    expect(digitAt(code, 4).heaps).toBe(0);
    expect(maxTokensRemoved(code)).toBe(3);
    expect(maxHeapsLeft(code)).toBe(6);
    const nim = parseTakeBreakCode('0.[3]');
    expect(digitAt(nim, 1000).heaps).toBe(3);
    expect(maxTokensRemoved(nim)).toBe(Infinity);
    const alternating = parseTakeBreakCode('0.7[12]');
    expect([1, 2, 3, 4, 5].map((j) => digitAt(alternating, j).heaps)).toEqual([7, 1, 2, 1, 2]);
  });

  it('rejects malformed codes with a clear error', () => {
    for (const bad of [
      '',
      '77',
      '0..7',
      '0.7]',
      '0.[7',
      '0.[]',
      '0.[3]4',
      '0.&x;',
      '0.&5',
      '0.W',
      '2.7',
      '3.0',
      '47.0',
      '80.',
      '0.',
      '1-',
      '0.{',
      '0.{x}',
      '0.{2+,3}',
      '0.{2!}!',
      '0.{31}',
      '0.{9}',
      '0.&512;',
      '*.0',
      '40.0',
      '{2+}0.0',
      '0.*[',
      '0.}',
      '0.[3][3]',
      '[3].0',
      '0.&99999999999;',
    ]) {
      expect(() => parseTakeBreakCode(bad), bad).toThrow(NimlabError);
    }
  });

  it('normal form is idempotent and formatting round-trips', () => {
    fc.assert(
      fc.property(fc.array(digitArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 4 }), (digits: CodeDigit[], tail) => {
        const withD0 = [{ ...digits[0], heaps: digits[0].heaps & ~3 }, ...digits.slice(1)];
        const period = Math.min(tail, withD0.length - 1);
        const code = makeCode(withD0, period);
        const again = parseTakeBreakCode(formatCode(code));
        expect(again).toEqual(code);
        // The rules themselves do not change.
        for (let j = 0; j < 30; j++) {
          const before = j < withD0.length || period > 0 ? digitAt({ digits: withD0, period }, j) : { heaps: 0 };
          expect(digitAt(code, j).heaps, `digit ${j}`).toBe(j === 0 ? before.heaps & ~1 : before.heaps);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names subtraction, all-but and well-known games', () => {
    expect(formatCode(parseHeapGame('S(1,3,4)').code)).toBe('0.3033');
    expect(parseHeapGame('subtraction:4,1,3,3').name).toBe('S(1,3,4)');
    expect(formatCode(parseHeapGame('allbut:1,2').code)).toBe('0.00[3]');
    expect(formatCode(parseHeapGame('allbut(2)').code)).toBe('0.30[3]');
    expect(formatCode(parseHeapGame('allbut:').code)).toBe('0.[3]');
    expect(parseHeapGame('kayles').name).toBe('0.77');
    expect(parseHeapGame('grundy').name).toBe('4!.0');
    expect(parseHeapGame('lasker').name).toBe('4.[3]');
    expect(parseHeapGame('nim').name).toBe('0.[3]');
    expect(parseHeapGame('octal:.137').name).toBe('0.137');
    expect(() => parseHeapGame('S()')).toThrow(NimlabError);
    expect(() => parseHeapGame('S(0,1)')).toThrow(NimlabError);
    expect(() => parseHeapGame('wythoff')).toThrow(NimlabError);
  });
});
