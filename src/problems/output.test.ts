import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinIntegers, normalizeText, twoWordLines } from './output.js';

describe('judge output', () => {
  it('joinIntegers writes what String and join write, for every size up to 2^53', () => {
    const value = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2 ** 31 + 5 }), fc.maxSafeInteger().map(Math.abs));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 20 }), fc.integer({ min: 0, max: 2 }), (values, add) => {
        const safe = values.map((v) => Math.min(v, Number.MAX_SAFE_INTEGER - add));
        expect(joinIntegers(safe, add)).toBe(safe.map((v) => v + add).join(' '));
      }),
      { numRuns: 500 },
    );
    expect(joinIntegers([0, 9, 10, 99, 100, 2 ** 31 - 1, 2 ** 31, 1e9, 1e10, 2 ** 53 - 1])).toBe(
      '0 9 10 99 100 2147483647 2147483648 1000000000 10000000000 9007199254740991',
    );
    expect(joinIntegers(new Float64Array(0))).toBe('');
  });

  it('normalizeText drops trailing blanks on every line and trailing empty lines', () => {
    expect(normalizeText('1 3 \n0 \n\n')).toBe('1 3\n0');
  });
});

describe('twoWordLines', () => {
  it('equals joining the chosen words with \\n, for any flags and words', () => {
    const word = fc.stringMatching(/^[A-Za-z!=_ -]{0,6}$/);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1), { maxLength: 40 }), word, word, (flags, yes, no) => {
        const expected = flags.map((flag) => (flag === 1 ? yes : no)).join('\n');
        expect(twoWordLines(Uint8Array.from(flags), yes, no)).toBe(expected);
      }),
    );
  });

  it('refuses words that are not printable ASCII', () => {
    expect(() => twoWordLines(Uint8Array.of(1), 'Oui·', 'Non')).toThrow(RangeError);
  });
});
