import { Dyadic } from './dyadic.js';

/**
 * The simplicity rule (ONAG ch. 2; Siegel, *Combinatorial Game Theory* (2013), Theorem II.3.13):
 * a game all of whose options are numbers, every Left option below every Right option, equals
 * the simplest number strictly between the greatest Left option and the least Right option — the
 * integer of least magnitude if one lies between, otherwise the dyadic of least denominator.
 * `undefined` stands for a missing side (−∞ on the left, +∞ on the right).
 */
export function simplestBetween(low: Dyadic | undefined, high: Dyadic | undefined): Dyadic {
  if (low !== undefined && high !== undefined && low.compare(high) >= 0) {
    throw new RangeError(`no number strictly between ${low} and ${high}`);
  }
  if ((low === undefined || low.sign() < 0) && (high === undefined || high.sign() > 0)) return Dyadic.ZERO;
  if (low !== undefined && low.sign() >= 0) {
    const candidate = Dyadic.integer(low.floor() + 1n);
    if (high === undefined || candidate.lessThan(high)) return candidate;
  } else if (high !== undefined) {
    const candidate = Dyadic.integer(high.ceil() - 1n);
    if (low === undefined || low.lessThan(candidate)) return candidate;
  }
  // Both bounds are finite and no integer lies strictly between: the least denominator wins.
  const a = low as Dyadic;
  const b = high as Dyadic;
  for (let exponent = 1; ; exponent += 1) {
    const candidate = Dyadic.of(a.shift(-exponent).floor() + 1n, exponent);
    if (candidate.lessThan(b)) return candidate;
  }
}

/**
 * The canonical options of a number (ONAG ch. 2; Siegel §II.3): 0 = { | }, a positive
 * integer n = {n−1 | }, a negative one {  | n+1}, and m/2^k (m odd, k ≥ 1) = {(m−1)/2^k | (m+1)/2^k}.
 */
export function numberOptions(x: Dyadic): { left: Dyadic[]; right: Dyadic[] } {
  if (x.isZero()) return { left: [], right: [] };
  if (x.isInteger()) return x.sign() > 0 ? { left: [x.subtract(Dyadic.ONE)], right: [] } : { left: [], right: [x.add(Dyadic.ONE)] };
  return { left: [Dyadic.of(x.numerator - 1n, x.exponent)], right: [Dyadic.of(x.numerator + 1n, x.exponent)] };
}

/** The birthday of a number: |n| for an integer, ⌊|x|⌋ + 1 + k for m/2^k (ONAG ch. 1). */
export function numberBirthday(x: Dyadic): bigint {
  const magnitude = x.sign() < 0 ? x.negate() : x;
  return magnitude.isInteger() ? magnitude.numerator : magnitude.floor() + 1n + BigInt(magnitude.exponent);
}

/**
 * Berlekamp's rule for a Hackenbush string (*Winning Ways* vol. 1, ch. 2, "Hackenbush strings"):
 * edges from the ground up, `L` blue (Left's), `R` red. The first run of one colour counts ±1 an
 * edge; after the first change of colour, the i-th edge counts ±1/2^i, + for blue.
 */
export function hackenbushStringValue(edges: string): Dyadic {
  let value = Dyadic.ZERO;
  let index = 0;
  while (index < edges.length && edges[index] === edges[0]) {
    value = value.add(edges[0] === 'L' ? Dyadic.ONE : Dyadic.MINUS_ONE);
    index += 1;
  }
  for (let power = 1; index < edges.length; index += 1, power += 1) {
    const step = Dyadic.of(1n, power);
    value = edges[index] === 'L' ? value.add(step) : value.subtract(step);
  }
  return value;
}

/**
 * The sign expansion of a number (Conway, ONAG ch. 3): the Hackenbush string of that value, the
 * inverse of hackenbushStringValue. A path down the tree of numbers from 0: whole steps to the
 * integer part beyond x, then halving steps towards x.
 */
export function signExpansion(x: Dyadic): string {
  if (x.isZero()) return '';
  const up = x.sign() > 0;
  const same = up ? 'L' : 'R';
  const other = up ? 'R' : 'L';
  const magnitude = up ? x : x.negate();
  if (magnitude.isInteger()) return same.repeat(Number(magnitude.numerator));
  let edges = same.repeat(Number(magnitude.floor() + 1n));
  let position = Dyadic.integer(magnitude.floor() + 1n);
  for (let power = 1; !position.equals(magnitude); power += 1) {
    const step = Dyadic.of(1n, power);
    if (magnitude.lessThan(position)) {
      edges += other;
      position = position.subtract(step);
    } else {
      edges += same;
      position = position.add(step);
    }
  }
  return edges;
}
