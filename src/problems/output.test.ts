import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoWordLines } from './output.js';

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
