import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { fieldLevel, nimDivide, nimInverse, nimPower, nimProduct, nimSqrt, nimSquare, nimSum } from './arithmetic.js';
import { nimProductTableByMex, nimSumTableByMex } from './rules.js';
import { nimProduct32 } from './small.js';

/** Nimbers of mixed sizes: mostly small, some up to 2^300, so every split level is exercised. */
const nimber = fc.oneof(
  fc.bigInt({ min: 0n, max: 255n }),
  fc.bigInt({ min: 0n, max: (1n << 32n) - 1n }),
  fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
  fc.bigInt({ min: 0n, max: (1n << 300n) - 1n }),
);
const nonZero = nimber.filter((a) => a !== 0n);

describe('nimbers by the definition (mex)', () => {
  it('the mex definition of ⊕ is XOR', () => {
    const table = nimSumTableByMex(32);
    for (let a = 0; a < 32; a++) for (let b = 0; b < 32; b++) expect(table[a][b]).toBe(a ^ b);
  });

  it('the 16×16 nim-multiplication table equals the mex definition', () => {
    const table = nimProductTableByMex(16);
    for (let a = 0; a < 16; a++) {
      for (let b = 0; b < 16; b++) {
        expect(nimProduct(BigInt(a), BigInt(b)), `${a} ⊗ ${b}`).toBe(BigInt(table[a][b]));
      }
    }
  });

  it('rows of the published table', () => {
    const row = (a: number) => Array.from({ length: 16 }, (_, b) => Number(nimProduct(BigInt(a), BigInt(b))));
    expect(row(2)).toEqual([0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]);
    expect(row(4)).toEqual([0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1]);
    expect(row(15)).toEqual([0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9]);
  });
});

describe('nimber arithmetic', () => {
  it('known products', () => {
    expect(nimProduct(8n, 8n)).toBe(13n);
    expect(nimProduct(2n, 2n)).toBe(3n);
    expect(nimProduct(4n, 4n)).toBe(6n);
    expect(nimProduct(16n, 16n)).toBe(24n);
    expect(nimProduct(5n, 7n)).toBe(13n);
    // A Fermat 2-power squared: 2^(2^k) ⊗ 2^(2^k) = 3·2^(2^k)/2, for every split level.
    for (let k = 0; k <= 10; k++) {
      const fermat = 1n << (1n << BigInt(k));
      expect(nimProduct(fermat, fermat), `k = ${k}`).toBe((3n * fermat) / 2n);
      expect(nimSquare(fermat)).toBe((3n * fermat) / 2n);
    }
    // Distinct Fermat 2-powers multiply as ordinary numbers.
    expect(nimProduct(1n << 64n, 1n << 16n)).toBe(1n << 80n);
    expect(nimProduct(1n << 32n, 1n << 64n)).toBe(1n << 96n);
  });

  it('x ⊗ G is the ordinary product x·G for x below a Fermat 2-power G (number and bigint paths)', () => {
    for (const bits of [1n, 2n, 4n, 8n, 16n, 32n, 64n, 128n]) {
      const fermat = 1n << bits;
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: fermat - 1n }), (x) => {
          expect(nimProduct(x, fermat)).toBe(x * fermat);
          expect(nimProduct(fermat, x)).toBe(x * fermat);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('the 32-bit number path is a commutative product closed below 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), (a, b) => {
        const product = nimProduct32(a, b);
        expect(Number.isInteger(product) && product >= 0 && product < 2 ** 32).toBe(true);
        expect(nimProduct32(b, a)).toBe(product);
        expect(BigInt(product)).toBe(nimProduct(BigInt(a), BigInt(b)));
      }),
      { numRuns: 200 },
    );
  });

  it('field laws on random values', () => {
    fc.assert(
      fc.property(nimber, nimber, nimber, (a, b, c) => {
        expect(nimProduct(a, b)).toBe(nimProduct(b, a));
        expect(nimProduct(nimProduct(a, b), c)).toBe(nimProduct(a, nimProduct(b, c)));
        expect(nimProduct(a, nimSum(b, c))).toBe(nimSum(nimProduct(a, b), nimProduct(a, c)));
        expect(nimProduct(a, 1n)).toBe(a);
        expect(nimProduct(a, 0n)).toBe(0n);
        expect(nimSquare(a)).toBe(nimProduct(a, a));
      }),
      { numRuns: 300 },
    );
  });

  it('products stay in the smallest field holding both factors', () => {
    fc.assert(
      fc.property(nimber, nimber, (a, b) => {
        expect(fieldLevel(nimProduct(a, b))).toBeLessThanOrEqual(Math.max(fieldLevel(a), fieldLevel(b)));
      }),
      { numRuns: 200 },
    );
  });

  it('inverse, division, power and square root', () => {
    fc.assert(
      fc.property(nonZero, nimber, (a, b) => {
        expect(nimProduct(a, nimInverse(a))).toBe(1n);
        expect(nimProduct(nimDivide(b, a), a)).toBe(b);
        const root = nimSqrt(b);
        expect(nimProduct(root, root)).toBe(b);
        expect(fieldLevel(root)).toBeLessThanOrEqual(fieldLevel(b));
        expect(nimPower(a, -1n)).toBe(nimInverse(a));
        expect(nimPower(a, 3n)).toBe(nimProduct(a, nimProduct(a, a)));
      }),
      { numRuns: 200 },
    );
  });

  it('square roots are unique: squaring permutes each field', () => {
    const squares = new Set<bigint>();
    for (let a = 0n; a < 256n; a++) squares.add(nimSquare(a));
    expect(squares.size).toBe(256);
    for (let a = 0n; a < 256n; a++) expect(nimSqrt(nimSquare(a))).toBe(a);
    // The square root of 8 by the definition: the one a < 16 whose square in the mex table is 8.
    const table = nimProductTableByMex(16);
    const roots = Array.from({ length: 16 }, (_, a) => a).filter((a) => table[a][a] === 8);
    expect(roots).toHaveLength(1);
    expect(nimSqrt(8n)).toBe(BigInt(roots[0]));
  });

  it('powers: the multiplicative group of GF(2^(2^k)) has order 2^(2^k) − 1', () => {
    for (const a of [2n, 3n, 200n, (1n << 40n) + 7n]) {
      const level = fieldLevel(a);
      const order = (1n << BigInt(2 ** level)) - 1n;
      expect(nimPower(a, order)).toBe(1n);
      expect(nimPower(a, order + 5n)).toBe(nimPower(a, 5n));
    }
    expect(nimPower(2n, 10n)).toBe([...Array(10)].reduce((acc: bigint) => nimProduct(acc, 2n), 1n));
    expect(nimPower(0n, 0n)).toBe(1n);
    expect(nimPower(0n, 4n)).toBe(0n);
    // 2 generates GF(4)* : 2, 3, 1.
    expect([1n, 2n, 3n].map((e) => nimPower(2n, e))).toEqual([2n, 3n, 1n]);
  });

  it('user errors', () => {
    expect(() => nimInverse(0n)).toThrow(NimlabError);
    expect(() => nimDivide(3n, 0n)).toThrow(NimlabError);
    expect(() => nimPower(0n, -1n)).toThrow(NimlabError);
    expect(() => nimProduct(-1n, 2n)).toThrow(NimlabError);
  });
});
