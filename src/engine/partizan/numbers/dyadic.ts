import { NimlabError } from '../../core/errors.js';

/**
 * An exact dyadic rational numerator / 2^exponent on bigint, always in lowest terms (the
 * numerator is odd, or the exponent is 0). The numbers of short games are exactly these (ONAG
 * ch. 0 and 2; Siegel, *Combinatorial Game Theory* (2013), ch. II.3), so no floating point is
 * ever needed. Values are immutable.
 */
export class Dyadic {
  private constructor(
    /** The numerator in lowest terms. */
    readonly numerator: bigint,
    /** The denominator is 2 to this power (0 for an integer). */
    readonly exponent: number,
  ) {}

  static readonly ZERO = new Dyadic(0n, 0);
  static readonly ONE = new Dyadic(1n, 0);
  static readonly MINUS_ONE = new Dyadic(-1n, 0);

  /** numerator / 2^exponent, reduced. */
  static of(numerator: bigint, exponent = 0): Dyadic {
    if (exponent < 0) return new Dyadic(numerator << BigInt(-exponent), 0);
    let n = numerator;
    let e = exponent;
    while (e > 0 && (n & 1n) === 0n) {
      n >>= 1n;
      e -= 1;
    }
    return new Dyadic(n === 0n ? 0n : n, n === 0n ? 0 : e);
  }

  static integer(value: bigint | number): Dyadic {
    return new Dyadic(BigInt(value), 0);
  }

  /** numerator / denominator when the denominator is a power of two; else a NimlabError. */
  static fraction(numerator: bigint, denominator: bigint): Dyadic {
    if (denominator === 0n) throw new NimlabError('division by zero');
    let sign = 1n;
    let d = denominator;
    if (d < 0n) {
      sign = -1n;
      d = -d;
    }
    let exponent = 0;
    while (d > 1n && (d & 1n) === 0n) {
      d >>= 1n;
      exponent += 1;
    }
    if (d !== 1n) throw new NimlabError(`${numerator}/${denominator} is not a dyadic rational (its denominator must be a power of 2)`);
    return Dyadic.of(sign * numerator, exponent);
  }

  isInteger(): boolean {
    return this.exponent === 0;
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  sign(): number {
    return this.numerator > 0n ? 1 : this.numerator < 0n ? -1 : 0;
  }

  add(other: Dyadic): Dyadic {
    const e = Math.max(this.exponent, other.exponent);
    return Dyadic.of((this.numerator << BigInt(e - this.exponent)) + (other.numerator << BigInt(e - other.exponent)), e);
  }

  negate(): Dyadic {
    return new Dyadic(-this.numerator, this.exponent);
  }

  subtract(other: Dyadic): Dyadic {
    return this.add(other.negate());
  }

  /** This divided by 2^k (k may be negative: multiplied). */
  shift(k: number): Dyadic {
    return Dyadic.of(this.numerator, this.exponent + k);
  }

  /** This times a small integer. */
  times(k: number): Dyadic {
    return Dyadic.of(this.numerator * BigInt(k), this.exponent);
  }

  compare(other: Dyadic): number {
    const e = Math.max(this.exponent, other.exponent);
    const a = this.numerator << BigInt(e - this.exponent);
    const b = other.numerator << BigInt(e - other.exponent);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  equals(other: Dyadic): boolean {
    return this.numerator === other.numerator && this.exponent === other.exponent;
  }

  lessThan(other: Dyadic): boolean {
    return this.compare(other) < 0;
  }

  min(other: Dyadic): Dyadic {
    return this.compare(other) <= 0 ? this : other;
  }

  max(other: Dyadic): Dyadic {
    return this.compare(other) >= 0 ? this : other;
  }

  /** The greatest integer not above this. */
  floor(): bigint {
    return this.numerator >> BigInt(this.exponent);
  }

  /** The least integer not below this. */
  ceil(): bigint {
    return -this.negate().floor();
  }

  /** A key equal exactly for equal values. */
  key(): string {
    return this.exponent === 0 ? this.numerator.toString() : `${this.numerator}/${this.exponent}`;
  }

  /** As CGSuite prints a dyadic rational: `5`, `-1/2`, `25/16`. */
  toString(): string {
    return this.exponent === 0 ? this.numerator.toString() : `${this.numerator}/${1n << BigInt(this.exponent)}`;
  }
}
