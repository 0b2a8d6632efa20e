import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRational, Rational } from './rational.js';

const small = fc.tuple(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: 1n, max: 1000n })).map(([n, d]) => Rational.of(n, d));

describe('Rational', () => {
  it('is in lowest terms with a positive denominator', () => {
    expect(Rational.of(6, -4).toString()).toBe('-3/2');
    expect(Rational.of(0, 5).toString()).toBe('0');
    expect(Rational.of(10, 5).toString()).toBe('2');
  });

  it('field laws on random values: (a + b) - b = a, (a × b) / b = a, compare agrees with subtraction', () => {
    fc.assert(
      fc.property(small, small, (a, b) => {
        expect(a.add(b).sub(b).equals(a)).toBe(true);
        if (b.sign() !== 0) expect(a.mul(b).div(b).equals(a)).toBe(true);
        expect(a.compare(b)).toBe(a.sub(b).sign());
      }),
    );
  });

  it('reads integers, fractions and decimals exactly, and names the text it cannot read', () => {
    expect(parseRational('-3/6').toString()).toBe('-1/2');
    expect(parseRational('2.50').toString()).toBe('5/2');
    expect(parseRational('.125').toString()).toBe('1/8');
    expect(parseRational('1e3').toString()).toBe('1000');
    expect(parseRational('-1.5e-1').toString()).toBe('-3/20');
    expect(() => parseRational('abc')).toThrow("'abc' is not a number");
    expect(() => parseRational('1/0')).toThrow("'1/0' has denominator 0");
    expect(() => parseRational('')).toThrow("'' is not a number");
    expect(() => parseRational('1//2')).toThrow("'1//2' is not a number");
  });

  it('prints and reads back the same value', () => {
    fc.assert(
      fc.property(small, (a) => {
        expect(parseRational(a.toString()).equals(a)).toBe(true);
      }),
    );
  });
});
