import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../engine/matrix/index.js';
import { fixedDecimal } from './fixedDecimal.js';

describe('fixedDecimal', () => {
  it('rounds as printf does on exactly held values: ties to even, the sign kept', () => {
    expect(fixedDecimal(Rational.of(13, 4), 3)).toBe('3.250');
    expect(fixedDecimal(Rational.of(-1), 3)).toBe('-1.000');
    expect(fixedDecimal(Rational.of(1, 16), 3)).toBe('0.062');
    expect(fixedDecimal(Rational.of(3, 16), 3)).toBe('0.188');
    expect(fixedDecimal(Rational.of(-1, 10000), 3)).toBe('-0.000');
    expect(fixedDecimal(Rational.of(980037, 2971042), 5)).toBe('0.32986');
    expect(fixedDecimal(Rational.of(7, 2), 0)).toBe('4');
  });

  it('equals printf (toFixed) wherever the double is the exact value and not a tie', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (n, power, digits) => {
          const x = Rational.of(n, 2 ** power);
          const exact = n / 2 ** power;
          const tie = (Math.abs(exact) * 10 ** digits) % 1 === 0.5;
          if (!tie && exact !== 0) expect(fixedDecimal(x, digits)).toBe(exact.toFixed(digits));
        },
      ),
    );
  });
});
