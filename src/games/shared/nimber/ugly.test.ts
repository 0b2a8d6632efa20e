import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { evaluateNimberExpression } from './expression.js';
import { uglyPowerOfTwo, uglyProduct, uglyProductByBits } from './ugly.js';

/** Non-negative integers of mixed sizes: small ones, and some up to 2^300 (no cap at 128). */
const operand = fc.oneof(
  fc.bigInt({ min: 0n, max: 255n }),
  fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
  fc.bigInt({ min: 0n, max: (1n << 300n) - 1n }),
);

function popcount(value: bigint): number {
  return value
    .toString(2)
    .split('')
    .filter((bit) => bit === '1').length;
}

describe('ugly product (Winning Ways ch. 14, CGSuite UglyProduct)', () => {
  it('the power-of-two rules: n ⊠ k = ⌊k/2⌋ (k evil) or n + ⌊k/2⌋ (k odious) for k < n, n ⊠ n = ⌈n/2⌉', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.bigInt({ min: 0n, max: (1n << 400n) - 1n }), (exponent, wide) => {
        const n = 1n << BigInt(exponent);
        const k = wide % n;
        const expected = popcount(k) % 2 === 0 ? k / 2n : n + k / 2n;
        expect(uglyProduct(n, k)).toBe(expected);
        expect(uglyProduct(n, n)).toBe((n + 1n) / 2n);
      }),
    );
  });

  it('the table on two powers of two is what the rules say', () => {
    for (let a = 0; a < 40; a++) {
      for (let b = 0; b < 40; b++) {
        const [n, k] = a >= b ? [1n << BigInt(a), 1n << BigInt(b)] : [1n << BigInt(b), 1n << BigInt(a)];
        const byRule = n === k ? (n + 1n) / 2n : popcount(k) % 2 === 0 ? k / 2n : n + k / 2n;
        expect(uglyPowerOfTwo(a, b), `2^${a} ⊠ 2^${b}`).toBe(byRule);
      }
    }
  });

  it('distributes over nim-addition in each argument, and is commutative', () => {
    fc.assert(
      fc.property(operand, operand, operand, (x, y, z) => {
        expect(uglyProduct(x ^ y, z)).toBe(uglyProduct(x, z) ^ uglyProduct(y, z));
        expect(uglyProduct(z, x ^ y)).toBe(uglyProduct(z, x) ^ uglyProduct(z, y));
        expect(uglyProduct(x, y)).toBe(uglyProduct(y, x));
      }),
    );
  });

  it('the closed form is the definition: the XOR of the power-of-two table over the bit pairs', () => {
    for (let x = 0n; x < 64n; x++) for (let y = 0n; y < 64n; y++) expect(uglyProduct(x, y), `${x} ⊠ ${y}`).toBe(uglyProductByBits(x, y));
    fc.assert(
      fc.property(operand, operand, (x, y) => {
        expect(uglyProduct(x, y)).toBe(uglyProductByBits(x, y));
      }),
      { numRuns: 60 },
    );
  });

  it('14 ⊠ 2 = 13 as CGSuite gives it; the row 14 ⊠ n, n = 1..16, as the rules give it (entries checked by hand: 14 ⊠ 3 = 13 ⊕ 14, 16 ⊠ 14 = 16 + 7)', () => {
    expect(uglyProduct(14n, 2n)).toBe(13n);
    // 14 = 8 ⊕ 4 ⊕ 2, so 14 ⊠ 2 = (8 + 1) ⊕ (4 + 1) ⊕ 1 by the rules: each term worked by hand.
    expect(uglyProduct(8n, 2n) ^ uglyProduct(4n, 2n) ^ uglyProduct(2n, 2n)).toBe(9n ^ 5n ^ 1n);
    expect(Array.from({ length: 16 }, (_, i) => Number(uglyProduct(14n, BigInt(i + 1))))).toEqual([
      14, 13, 3, 13, 3, 0, 14, 7, 9, 10, 4, 10, 4, 7, 9, 23,
    ]);
  });

  it('1 is the identity, 0 annihilates, and it is not associative (why no field comes of it)', () => {
    fc.assert(
      fc.property(operand, (x) => {
        expect(uglyProduct(1n, x)).toBe(x);
        expect(uglyProduct(0n, x)).toBe(0n);
      }),
    );
    // (2 ⊠ 2) ⊠ 4 = 1 ⊠ 4 = 4, but 2 ⊠ (2 ⊠ 4) = 2 ⊠ 5 = (2 ⊠ 4) ⊕ (2 ⊠ 1) = 5 ⊕ 2 = 7.
    expect(uglyProduct(uglyProduct(2n, 2n), 4n)).toBe(4n);
    expect(uglyProduct(2n, uglyProduct(2n, 4n))).toBe(7n);
  });

  it('refuses negative operands with one line', () => {
    expect(() => uglyProduct(-1n, 2n)).toThrow(NimlabError);
  });

  it('nimlab nimber reads ⊠ and ugly beside the nim product, at any size', () => {
    expect(evaluateNimberExpression('14 ugly 2').value).toBe(13n);
    expect(evaluateNimberExpression('2 ⊠ 3 * 1').reading).toBe('((2 ⊠ 3) ⊗ 1)');
    expect(evaluateNimberExpression('200 ugly 2').value).toBe(uglyProduct(200n, 2n));
    // 2^200 written out (^ is the nim-power): 2^200 ⊠ 2^200 = 2^199, and 2^200 ⊠ 3 = ⌊3/2⌋ = 1 (3 is evil).
    const big = '1606938044258990275541962092341162602522202993782792835301376';
    expect(evaluateNimberExpression(`${big} ⊠ ${big}`).value).toBe(1n << 199n);
    expect(evaluateNimberExpression(`${big} ugly 3`).value).toBe(1n);
  });
});
