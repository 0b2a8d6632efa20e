import type { Rational } from '../../engine/matrix/index.js';

/**
 * A rational rounded to `digits` decimals, exactly, the way C's `printf("%.3f")` prints a value
 * it holds exactly: a tie goes to the even last digit, and a negative value keeps its minus sign
 * even when it rounds to zero (`-0.000`). Contest problems that ask for a game's value or a
 * probability "with 3 digits" are answered from the exact rational this way, never from a double.
 */
export function fixedDecimal(x: Rational, digits: number): string {
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`${digits} is not a number of digits`);
  const negative = x.num < 0n;
  const scaled = (negative ? -x.num : x.num) * 10n ** BigInt(digits);
  let units = scaled / x.den;
  const twiceRest = 2n * (scaled % x.den);
  if (twiceRest > x.den || (twiceRest === x.den && units % 2n === 1n)) units += 1n;
  const text = units.toString().padStart(digits + 1, '0');
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return negative ? `-${body}` : body;
}
