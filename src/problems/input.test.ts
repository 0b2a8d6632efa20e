import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, InputReader } from './input.js';

/** What int() must do with one white-space-delimited token, decided with strings and a regex. */
function expectedRead(token: string, min: number, max: number): number | string {
  if (!/^-?[0-9]+$/.test(token)) return `expected an integer in ${min}..${max}, got '${token}'`;
  const value = Number(token);
  if (value < min || value > max) return `expected an integer in ${min}..${max}, got ${token}`;
  return value;
}

describe('InputReader.int', () => {
  it('reads integers, stops at white space and reports the line of a bad token', () => {
    const input = InputReader.fromString('  12\t-3\r\n0007\n\n  4x 5');
    expect(input.int('a', 0, 100)).toBe(12);
    expect(input.int('b', -5, 5)).toBe(-3);
    expect(input.int('c', 0, 10)).toBe(7);
    expect(() => input.int('d', 0, 10)).toThrow(new InputError("d: expected an integer in 0..10, got '4x' (line 4)"));
    // A failed read leaves the reader at the bad token.
    expect(input.token('e')).toBe('4x');
    expect(() => input.int('f', 0, 4)).toThrow(new InputError('f: expected an integer in 0..4, got 5 (line 4)'));
    expect(input.int('g', 0, 5)).toBe(5);
    expect(() => input.int('h', 1, 2)).toThrow(new InputError('h: expected an integer in 1..2, got end of input (line 4)'));
  });

  it('keeps the full range up to 2^31−1 and beyond exactly', () => {
    const input = InputReader.fromString('2147483647 9007199254740991 -9007199254740991');
    expect(input.int('s', 1, 2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(input.int('s', 0, Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(input.int('s', -Number.MAX_SAFE_INTEGER, 0)).toBe(-Number.MAX_SAFE_INTEGER);
  });

  it('agrees with a string-level reading on random tokens and white space', () => {
    const token = fc.stringMatching(/^[-+0-9a.]{1,12}$/);
    const space = fc.constantFrom(' ', '\n', '\t', '\r\n', '  ');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(space, token), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(1000),
        (parts, min, span) => {
          const max = min + span;
          const input = InputReader.fromString(parts.map(([s, t]) => s + t).join(''));
          for (const [, text] of parts) {
            const expected = expectedRead(text, min, max);
            if (typeof expected === 'number') {
              expect(input.int('x', min, max)).toBe(expected);
            } else {
              expect(() => input.int('x', min, max)).toThrow(expected);
              expect(input.token('x')).toBe(text);
            }
          }
          expect(input.atEnd()).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('InputReader.word', () => {
  it('reads a row over its alphabet and rejects other characters or lengths, at the token', () => {
    const input = InputReader.fromString('HTTH\nHXTH HT\n');
    expect(input.word('row', 'HT', 4)).toBe('HTTH');
    expect(() => input.word('row', 'HT', 4)).toThrow(new InputError("row: expected a string of length 4 over 'HT', got 'HXTH' (line 2)"));
    expect(input.token('bad row')).toBe('HXTH');
    expect(() => input.word('row', 'HT', 3)).toThrow(new InputError("row: expected a string of length 3 over 'HT', got 'HT' (line 2)"));
    expect(input.word('row', 'HT')).toBe('HT');
  });

  it('agrees with a character-level check on random tokens, non-ASCII ones included', () => {
    const token = fc.stringMatching(/^[.#HTé█x]{1,8}$/);
    fc.assert(
      fc.property(
        token,
        fc.constantFrom('.#', 'HT', '.#XO', '01'),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        (text, alphabet, length) => {
          const valid = [...text].every((ch) => alphabet.includes(ch)) && (length === undefined || text.length === length);
          const read = () => InputReader.fromString(` ${text}\n`).word('w', alphabet, length);
          if (valid) expect(read()).toBe(text);
          else expect(read).toThrow(InputError);
        },
      ),
    );
  });
});
