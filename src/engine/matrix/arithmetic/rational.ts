import { NimlabError } from '../../core/errors.js';

/**
 * An exact rational number: a bigint numerator over a positive bigint denominator, in lowest terms.
 * Immutable. Payoffs, probabilities and values of matrix games are these, so that every answer is
 * exact (Gambit's `.nfg` payoffs are integers, decimals or fractions; all are rationals).
 *
 * Our own rather than an npm package: the solvers' hot loops run on bigint integers (integer
 * pivoting), so this type only carries inputs and answers, and 100 lines of bigint beat a
 * dependency whose number type (fraction.js: float or bigint by build) we would have to wrap.
 */
export class Rational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  /** The integer `n` (no gcd: an integer is in lowest terms over 1). */
  static integer(n: bigint): Rational {
    return new Rational(n, 1n);
  }

  /** num / den reduced; den must not be 0. */
  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('a rational with denominator 0');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    if (d === 1n) return new Rational(n, 1n);
    const g = gcd(n < 0n ? -n : n, d);
    return g === 1n ? new Rational(n, d) : new Rational(n / g, d / g);
  }

  add(other: Rational): Rational {
    if (this.den === other.den) return Rational.of(this.num + other.num, this.den);
    return Rational.of(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Rational): Rational {
    return this.add(other.neg());
  }

  mul(other: Rational): Rational {
    return Rational.of(this.num * other.num, this.den * other.den);
  }

  div(other: Rational): Rational {
    if (other.num === 0n) throw new RangeError('division of a rational by 0');
    return Rational.of(this.num * other.den, this.den * other.num);
  }

  neg(): Rational {
    return new Rational(-this.num, this.den);
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `other`. */
  compare(other: Rational): -1 | 0 | 1 {
    if (this.den === other.den) return this.num < other.num ? -1 : this.num > other.num ? 1 : 0;
    const left = this.num * other.den;
    const right = other.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  equals(other: Rational): boolean {
    return this.num === other.num && this.den === other.den;
  }

  sign(): -1 | 0 | 1 {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0;
  }

  /** `3`, `-1/2`: the form Gambit and CGSuite print. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** The nearest double (for pictures and the floating LP's start, never for answers). */
  toNumber(): number {
    // Exact when both parts are safe integers (one rounding, the division's).
    if (-MAX_SAFE <= this.num && this.num <= MAX_SAFE && this.den <= MAX_SAFE) return Number(this.num) / Number(this.den);
    const scale = 1n << 64n;
    return Number((this.num * scale) / this.den) / Number(scale);
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  if (b === 1n) return a;
  return a === 0n || b === 0n ? 0n : (a / gcd(a, b)) * b;
}

/** A plain integer of at most 15 digits: read by Number, exactly, without the regular expression. */
const SHORT_INTEGER = /^[+-]?\d{1,15}$/;
const RATIONAL_TEXT = /^([+-]?)(\d+)(?:\/(\d+)|\.(\d*)|)(?:[eE]([+-]?\d+))?$/;
const DECIMAL_ONLY = /^([+-]?)\.(\d+)(?:[eE]([+-]?\d+))?$/;

/**
 * Reads `7`, `-3/4`, `2.5`, `.5`, `1e3` exactly (the number forms Gambit's `.nfg` reader accepts).
 * Anything else throws a NimlabError naming the text.
 */
export function parseRational(text: string): Rational {
  // Most payoffs are small integers: the common case skips the general reader below.
  if (text.length <= 16 && SHORT_INTEGER.test(text)) return Rational.integer(BigInt(Number(text)));
  const match = RATIONAL_TEXT.exec(text);
  if (match !== null) {
    const [, sign, whole, den, fraction, exponent] = match;
    if (den !== undefined) {
      if (BigInt(den) === 0n) throw new NimlabError(`'${text}' has denominator 0`);
      if (exponent !== undefined) throw new NimlabError(`'${text}' is not a number`);
      return Rational.of(BigInt(sign + whole), BigInt(den));
    }
    return decimal(sign, whole, fraction ?? '', exponent);
  }
  const only = DECIMAL_ONLY.exec(text);
  if (only !== null) return decimal(only[1], '0', only[2], only[3]);
  throw new NimlabError(`'${text}' is not a number`);
}

function decimal(sign: string, whole: string, fraction: string, exponent: string | undefined): Rational {
  const power = (exponent === undefined ? 0 : Number(exponent)) - fraction.length;
  if (Math.abs(power) > 10_000) throw new NimlabError(`the exponent of ${sign}${whole}.${fraction}e${exponent} is too large`);
  const digits = BigInt(sign + whole + fraction);
  return power >= 0 ? Rational.of(digits * 10n ** BigInt(power)) : Rational.of(digits, 10n ** BigInt(-power));
}

/** The sum of rationals (0 for none). */
export function sumOf(values: readonly Rational[]): Rational {
  let total = Rational.ZERO;
  for (const value of values) total = total.add(value);
  return total;
}
