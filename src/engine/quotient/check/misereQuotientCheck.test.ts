import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unionInto } from './bitSets.js';
import type { CandidateMonoid } from './candidate.js';
import { PreimagesOfP } from './preimagesOfP.js';
import { StateTable } from './stateTable.js';
import { TermSetIndex } from './stateTerms.js';

/** A bit set over `n` elements as its list of members. */
function members(bits: Uint32Array, from: number, n: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < n; y++) if ((bits[from + (y >>> 5)] >>> (y & 31)) & 1) out.push(y);
  return out;
}

/**
 * The cyclic monoid ⟨b | b^(tail+period) = b^tail⟩ as elements 0..order−1 (b^i is i): commutative and
 * associative, as every candidate quotient is, with a random P-portion.
 */
const cyclicMonoidArb: fc.Arbitrary<CandidateMonoid> = fc
  .record({
    tail: fc.nat({ max: 40 }),
    period: fc.integer({ min: 1, max: 60 }),
    seed: fc.array(fc.boolean(), { minLength: 100, maxLength: 100 }),
  })
  .map(({ tail, period, seed }) => {
    const order = tail + period;
    const fold = (i: number) => (i < order ? i : tail + ((i - tail) % period));
    const product = Int32Array.from({ length: order * order }, (_, i) => fold(Math.floor(i / order) + (i % order)));
    return { order, product, losing: Array.from({ length: order }, (_, x) => seed[x]) };
  });

describe('unionInto: a union of bit sets, up to four per pass', () => {
  it('equals the word-by-word OR of the sets, at any offsets, for any count (0 clears)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 80, maxLength: 80 }), fc.nat({ max: 40 })), {
          maxLength: 11,
        }),
        fc.nat({ max: 5 }),
        (words, sets, at) => {
          const arrays = sets.map(([values]) => Uint32Array.from(values));
          const offsets = Int32Array.from(sets, ([, from]) => from);
          const out = new Uint32Array(at + words).fill(0xdeadbeef);
          unionInto(out, arrays, offsets, sets.length, words, at);
          const expected = Array.from({ length: words }, (_, w) => arrays.reduce((acc, a, i) => (acc | a[offsets[i] + w]) >>> 0, 0));
          expect(Array.from(out.subarray(at))).toEqual(expected);
          // Words before `at` are left alone.
          expect(Array.from(out.subarray(0, at))).toEqual(Array.from({ length: at }, () => 0xdeadbeef));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('PreimagesOfP: z⁻¹W from rows e⁻¹P and by one look-up per element', () => {
  it('both ways give { y : z·y·o ∈ P for some option element o }', () => {
    fc.assert(
      fc.property(cyclicMonoidArb, fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (m, pickZ, pickOptions) => {
        const { order, product, losing } = m;
        const words = (order + 31) >>> 5;
        const z = pickZ % order;
        const options = [...new Set(pickOptions.map((o) => o % order))];
        const wins = new Uint32Array(words);
        for (let x = 0; x < order; x++) if (options.some((o) => losing[product[x * order + o]])) wins[x >>> 5] |= 1 << (x & 31);
        const byDefinition = Array.from({ length: order }, (_, y) => y).filter((y) =>
          options.some((o) => losing[product[product[z * order + y] * order + o]]),
        );
        for (const maxRowWords of [Infinity, 0]) {
          const out = new Uint32Array(words + 3).fill(0xffffffff);
          new PreimagesOfP(m, words, maxRowWords).wantedInto(out, 3, z, options, wins);
          expect(members(out, 3, order)).toEqual(byDefinition);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('StateTable: a union hashed in the same pass', () => {
  it('finds by unionAndHash exactly the states find finds, and adds with that hash findably', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.array(
          fc.tuple(
            fc.nat({ max: 3 }),
            fc.array(fc.nat({ max: 3 }), { minLength: 26, maxLength: 26 }),
            fc.array(fc.nat({ max: 3 }), { minLength: 13, maxLength: 13 }),
          ),
          { maxLength: 60 },
        ),
        (words, steps) => {
          const table = new StateTable(words, 1000);
          const out = new Uint32Array(words);
          table.add(0, new Uint32Array(words), -1, -1, 0);
          for (const [z, x, y] of steps) {
            // Few distinct values, so unions repeat and are found again.
            const hash = table.unionAndHash(z, out, Uint32Array.from(x.slice(0, words)), Uint32Array.from(y), 13 - words);
            expect(Array.from(out)).toEqual(Array.from({ length: words }, (_, i) => x[i] | y[13 - words + i]));
            const found = table.find(z, out);
            expect(table.findHashed(z, out, hash)).toBe(found);
            if (found < 0) {
              const s = table.add(z, out, 0, 0, 1, hash);
              expect(table.find(z, out)).toBe(s);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('TermSetIndex: states by the set of their terms', () => {
  it('finds the state entered with the same element and the same terms in any order, and nothing else', () => {
    // Small values, so term sets and elements repeat; each list without repeats, as StateTerms keeps them.
    const termsArb = fc.uniqueArray(fc.tuple(fc.nat({ max: 4 }), fc.nat({ max: 2 })), { maxLength: 6, selector: ([x, k]) => `${x}:${k}` });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 2 }), termsArb, fc.nat(), fc.nat({ max: 50 })), { maxLength: 80 }), (entries) => {
        const index = new TermSetIndex();
        const buffer = new Int32Array(16);
        const entered = new Map<string, number>();
        for (const [z, list, shuffle, state] of entries) {
          // Asked with the list rotated: the index must not depend on the order of the terms.
          for (let i = 0; i < list.length; i++) {
            const [x, k] = list[(i + shuffle) % list.length];
            buffer[2 * i] = x;
            buffer[2 * i + 1] = k;
          }
          const key = `${z}|${list
            .map(([x, k]) => `${x}:${k}`)
            .sort()
            .join(',')}`;
          expect(index.find(z, buffer, list.length)).toBe(entered.get(key) ?? -1);
          if (!entered.has(key)) {
            index.add(state, z, buffer, list.length);
            entered.set(key, state);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
