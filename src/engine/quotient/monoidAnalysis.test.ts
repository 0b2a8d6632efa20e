import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeMonoid, type MonoidTable } from './monoidAnalysis.js';

/** The direct product of cyclic-with-tail monoids ⟨x | x^(t+p) = x^t⟩, as a table. */
function productOfCyclics(shapes: [tail: number, period: number][], pPortion: (exponents: number[]) => boolean): MonoidTable {
  const sizes = shapes.map(([t, p]) => t + p);
  const order = sizes.reduce((a, b) => a * b, 1);
  const decode = (x: number) => sizes.map((_, i) => Math.floor(x / sizes.slice(0, i).reduce((a, b) => a * b, 1)) % sizes[i]);
  const encode = (e: number[]) => e.reduce((x, v, i) => x + v * sizes.slice(0, i).reduce((a, b) => a * b, 1), 0);
  const fold = (s: number, [t, p]: [number, number]) => (s < t + p ? s : t + ((s - t) % p));
  const product = new Int32Array(order * order);
  for (let x = 0; x < order; x++) {
    for (let y = 0; y < order; y++) product[x * order + y] = encode(decode(x).map((v, i) => fold(v + decode(y)[i], shapes[i])));
  }
  return { order, product, losing: Array.from({ length: order }, (_, x) => pPortion(decode(x))) };
}

describe('monoid analysis', () => {
  it('misère Nim on heaps 0, 1 is tame T2; on heaps up to 3 is T6 with its P-portion {a, b²}', () => {
    expect(analyzeMonoid(productOfCyclics([[0, 2]], ([i]) => i === 1)).tame).toBe('T2');
    const t6 = productOfCyclics(
      [
        [0, 2],
        [1, 2],
      ],
      ([i, j]) => (i === 1 && j === 0) || (i === 0 && j === 2),
    );
    const analysis = analyzeMonoid(t6);
    expect(analysis.tame).toBe('T6');
    expect(analysis.idempotents).toHaveLength(2);
    expect(analysis.kernel).toHaveLength(4);
  });

  it('random products of cyclic monoids: idempotents, components and subgroups agree with the definitions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 3 }),
        (shapes) => {
          const m = productOfCyclics(shapes, () => false);
          const a = analyzeMonoid(m);
          // A factor with a tail has two idempotents (1 and x^ω), a group factor one: idempotents multiply.
          const expected = shapes.reduce((n, [t]) => n * (t > 0 ? 2 : 1), 1);
          expect(a.idempotents).toHaveLength(expected);
          expect(a.archimedeanComponents.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: m.order }, (_, x) => x));
          a.maximalSubgroups.forEach((group, i) => {
            const e = a.idempotents[i];
            for (const x of group) expect(group.some((y) => m.product[x * m.order + y] === e)).toBe(true);
            expect(group).toContain(e);
          });
          expect(a.tame).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});
