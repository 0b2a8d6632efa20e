import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMod, invMod, MOD, mulMod, powMod, subMod, toMod } from './modular.js';

const P = BigInt(MOD);
const residue = fc.oneof(fc.integer({ min: 0, max: MOD - 1 }), fc.constantFrom(0, 1, 2, MOD - 2, MOD - 1));

describe('arithmetic modulo 998244353', () => {
  it('agrees with bigint arithmetic on random residues', () => {
    fc.assert(
      fc.property(residue, residue, (a, b) => {
        expect(mulMod(a, b)).toBe(Number((BigInt(a) * BigInt(b)) % P));
        expect(addMod(a, b)).toBe(Number((BigInt(a) + BigInt(b)) % P));
        expect(subMod(a, b)).toBe(Number((((BigInt(a) - BigInt(b)) % P) + P) % P));
      }),
      { numRuns: 300 },
    );
  });

  it('multiplies exactly where the floating-point quotient is closest to an integer', () => {
    // Products just below and just above multiples of MOD, and the extreme factors.
    const cases: [number, number][] = [
      [MOD - 1, MOD - 1],
      [MOD - 1, 1],
      [MOD - 1, 2],
      [2, (MOD + 1) / 2],
      [3, 332748118],
      [332748118, 3],
    ];
    for (let k = 1; k < 2000; k++) {
      const a = 1 + ((k * 7919) % (MOD - 1));
      const inverse = Number(modPowBig(BigInt(a), P - 2n));
      cases.push([a, inverse], [a, (inverse + 1) % MOD], [a, (inverse + MOD - 1) % MOD]);
    }
    for (const [a, b] of cases) expect(mulMod(a, b), `${a}·${b}`).toBe(Number((BigInt(a) * BigInt(b)) % P));
  });

  it('powers and inverses', () => {
    expect(powMod(3, MOD - 1)).toBe(1);
    expect(powMod(2, 10)).toBe(1024);
    expect(powMod(5, 0)).toBe(1);
    expect(powMod(2, 10n ** 18n)).toBe(Number(modPowBig(2n, 10n ** 18n)));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MOD - 1 }), (a) => {
        expect(mulMod(a, invMod(a))).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it('reduces bigints, negative ones too', () => {
    expect(toMod(-1n)).toBe(MOD - 1);
    expect(toMod(10n ** 36n)).toBe(Number(10n ** 36n % P));
    expect(toMod(P)).toBe(0);
  });
});

function modPowBig(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}
