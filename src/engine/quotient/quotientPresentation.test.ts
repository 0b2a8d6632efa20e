import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWord, quotientPresentation } from './quotientPresentation.js';

/**
 * A finite commutative monoid: a product of cyclic monoids ⟨x | x^(i+p) = x^i⟩ (index i, period p),
 * elements numbered mixed-radix, with its multiplication table.
 */
function cyclicProduct(factors: { index: number; period: number }[]) {
  const sizes = factors.map((f) => f.index + f.period);
  const order = sizes.reduce((a, b) => a * b, 1);
  const digits = (x: number) =>
    sizes.map((s) => {
      const d = x % s;
      x = Math.floor(x / s);
      return d;
    });
  const number = (ds: number[]) => ds.reduceRight((acc, d, i) => acc * sizes[i] + d, 0);
  const reduce = (e: number, { index, period }: { index: number; period: number }) => (e < index ? e : index + ((e - index) % period));
  const product = new Int32Array(order * order);
  for (let x = 0; x < order; x++) {
    for (let y = 0; y < order; y++) {
      const dx = digits(x);
      const dy = digits(y);
      product[x * order + y] = number(factors.map((f, i) => reduce(dx[i] + dy[i], f)));
    }
  }
  const unit = (i: number) => number(sizes.map((_, j) => (j === i ? 1 : 0)));
  return { order, product, units: factors.map((_, i) => unit(i)) };
}

const monoids = fc
  .array(
    fc.record({ index: fc.integer({ min: 0, max: 3 }), period: fc.integer({ min: 1, max: 3 }) }).filter((f) => f.index + f.period >= 2),
    { minLength: 1, maxLength: 3 },
  )
  .chain((factors) => {
    const m = cyclicProduct(factors);
    // Heaps: the units in some order, mixed with other elements (products of them).
    return fc
      .array(fc.integer({ min: 0, max: m.order - 1 }), { maxLength: 5 })
      .chain((extra) => fc.shuffledSubarray([...m.units, ...extra], { minLength: m.units.length + extra.length }))
      .map((heaps) => ({ ...m, generatorElement: heaps }));
  });

describe('the presentation of a misère quotient (generators, names, relations)', () => {
  it('names every element by a word that evaluates to it; relations hold; every other word is rewritable', () => {
    fc.assert(
      fc.property(monoids, (q) => {
        const p = quotientPresentation(q);
        const times = (x: number, y: number) => q.product[x * q.order + y];
        const generatorElements = p.generators.map((g) => q.generatorElement[g.heap - 1]);
        const evaluate = (word: readonly number[]) =>
          word.reduce((x, e, i) => {
            for (let k = 0; k < e; k++) x = times(x, generatorElements[i]);
            return x;
          }, 0);
        expect(new Set(p.names).size).toBe(q.order);
        p.words.forEach((word, x) => expect(evaluate(word)).toBe(x));
        // A generator's heap is the first heap with its element, and it is not reached by earlier generators.
        expect(p.generators.length).toBeLessThanOrEqual(q.generatorElement.length);
        const byName = new Map(p.names.map((n, x) => [n, x]));
        const wordOf = (name: string) => p.words[byName.get(name)!];
        for (const { left, right } of p.relations) {
          const leftWord = parseWord(left, p.generators.length);
          expect(evaluate(leftWord)).toBe(byName.get(right));
          expect(byName.has(left)).toBe(false);
        }
        // Every word name·generator that is not a name contains the left side of some relation.
        const lefts = p.relations.map((r) => parseWord(r.left, p.generators.length));
        for (const name of p.names) {
          for (let i = 0; i < p.generators.length; i++) {
            const word = wordOf(name).map((e, j) => (j === i ? e + 1 : e));
            if (byName.has(formatWord(word))) continue;
            expect(lefts.some((l) => l.every((e, j) => e <= word[j]))).toBe(true);
          }
        }
        expect(p.heapElements).toEqual(q.generatorElement);
      }),
      { numRuns: 200 },
    );
  });

  it('writes words with superscript exponents, the identity as 1', () => {
    expect(formatWord([0, 0])).toBe('1');
    expect(formatWord([2, 1, 0, 12])).toBe('a²bd¹²');
  });
});

/** Reads a word written by formatWord back into exponents. */
function parseWord(text: string, count: number): number[] {
  const exponents = new Array(count).fill(0);
  if (text === '1') return exponents;
  const superscript = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  for (const [, letter, power] of text.matchAll(/([a-z]|g\d+)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)/g)) {
    const index = letter.length === 1 ? letter.charCodeAt(0) - 97 : Number(letter.slice(1)) - 1;
    exponents[index] = power === '' ? 1 : Number([...power].map((c) => superscript.indexOf(c)).join(''));
  }
  return exponents;
}
