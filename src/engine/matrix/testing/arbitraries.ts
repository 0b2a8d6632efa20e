import fc from 'fast-check';
import type { Bimatrix } from '../payoffTable.js';
import { Rational } from '../arithmetic/rational.js';

/** A rows × columns matrix of integers in [-range, range], as rationals. */
export function integerMatrix(rows: number, columns: number, range: number, bias = true): fc.Arbitrary<Rational[][]> {
  const entry = bias ? fc.integer({ min: -range, max: range }) : fc.noBias(fc.integer({ min: -range, max: range }));
  return fc
    .array(fc.array(entry, { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows })
    .map((matrix) => matrix.map((row) => row.map((x) => Rational.of(x))));
}

/** A matrix of 1..maxRows × 1..maxColumns rationals with small denominators. */
export function rationalMatrix(maxRows: number, maxColumns: number): fc.Arbitrary<Rational[][]> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxRows }), fc.integer({ min: 1, max: maxColumns }))
    .chain(([rows, columns]) =>
      fc.array(
        fc.array(fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 6 })), { minLength: columns, maxLength: columns }),
        {
          minLength: rows,
          maxLength: rows,
        },
      ),
    )
    .map((matrix) => matrix.map((row) => row.map(([n, d]) => Rational.of(n, d))));
}

/**
 * A random bimatrix game of 1..maxRows × 1..maxColumns with payoffs drawn from a wide range, so it
 * is nondegenerate except with negligible probability: drawn without fast-check's bias toward the
 * ends of the range, which would repeat ±1000000 and make ties.
 */
export function genericBimatrix(maxRows: number, maxColumns: number): fc.Arbitrary<Bimatrix> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxRows }), fc.integer({ min: 1, max: maxColumns }))
    .chain(([rows, columns]) => fc.tuple(integerMatrix(rows, columns, 1_000_000, false), integerMatrix(rows, columns, 1_000_000, false)))
    .map(([a, b]) => ({ a, b }));
}
