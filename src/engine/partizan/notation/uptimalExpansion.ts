import type { Dyadic } from '../numbers/dyadic.js';

/**
 * An uptimal expansion x.d₁d₂…dₖ + *m: the game x + d₁·↑ + d₂·↑² + … + dₖ·↑ᵏ + *m, where ↑ⁿ is
 * up-nth (Conway, ONAG ch. 16; Siegel, *Combinatorial Game Theory* (2013), ch. II.4, "uptimals";
 * CGSuite's `UptimalExpansion`). The coefficients never end in 0. Plain immutable data.
 */
export interface UptimalExpansion {
  readonly number: Dyadic;
  readonly nimber: number;
  /** d₁ … dₖ (index 0 holds d₁). */
  readonly coefficients: readonly number[];
}

export function expansion(number: Dyadic, nimber: number, coefficients: readonly number[]): UptimalExpansion {
  let length = coefficients.length;
  while (length > 0 && coefficients[length - 1] === 0) length -= 1;
  return { number, nimber, coefficients: coefficients.slice(0, length) };
}

export function coefficient(e: UptimalExpansion, n: number): number {
  return n <= e.coefficients.length ? e.coefficients[n - 1] : 0;
}

/** −E: every coefficient and the number negated (a nimber is its own negative). */
export function negateExpansion(e: UptimalExpansion): UptimalExpansion {
  return expansion(
    e.number.negate(),
    e.nimber,
    e.coefficients.map((d) => 0 - d), // 0 − d, not −d: no −0 among the coefficients
  );
}

/**
 * E + ↑^[n] (+ * when `withStar`): 1 added to d₁ … dₙ. The only shapes an uptimal can have over its
 * single Right option (Siegel 2013, ch. II.4; CGSuite's recogniser tries the same two).
 */
export function incremented(e: UptimalExpansion, withStar: boolean, toLength: number): UptimalExpansion {
  const length = Math.max(toLength, e.coefficients.length);
  const next = Array.from({ length }, (_, i) => coefficient(e, i + 1) + (i < toLength ? 1 : 0));
  return expansion(e.number, e.nimber ^ (withStar ? 1 : 0), next);
}

/** One nonzero coefficient, ±1: x + ↑ⁿ printed `^<n>` (or `v<n>`). */
export function isUnit(e: UptimalExpansion): boolean {
  const nonzero = e.coefficients.filter((d) => d !== 0);
  return nonzero.length <= 1 && nonzero.every((d) => Math.abs(d) === 1);
}

/** All coefficients 1 (or all −1): x + ↑^[n] printed `^[n]` (or `v[n]`). */
export function isUnitSum(e: UptimalExpansion): boolean {
  const first = e.coefficients[0];
  return e.coefficients.length === 0 || ((first === 1 || first === -1) && e.coefficients.every((d) => d === first));
}

/**
 * CGSuite's order of uptimals (its `UptimalExpansion.compareTo`): by number, then coefficient by
 * coefficient, then the shorter first, then by nimber.
 */
export function compareExpansions(a: UptimalExpansion, b: UptimalExpansion): number {
  const byNumber = a.number.compare(b.number);
  if (byNumber !== 0) return byNumber;
  const common = Math.min(a.coefficients.length, b.coefficients.length);
  for (let i = 0; i < common; i += 1) {
    if (a.coefficients[i] !== b.coefficients[i]) return a.coefficients[i] - b.coefficients[i];
  }
  return a.coefficients.length - b.coefficients.length || a.nimber - b.nimber;
}

export function expansionsEqual(a: UptimalExpansion, b: UptimalExpansion): boolean {
  return compareExpansions(a, b) === 0;
}

/**
 * As CGSuite prints an expansion in plain text: the number (left out when 0 and a star follows),
 * the star, a point, then one digit per coefficient (10–35 as A–Z, larger in parentheses), a
 * negative one followed by `-` (CGSuite sets that dash as a superscript): `1/2*.2`, `.1-1`, `*.0`.
 */
export function expansionText(e: UptimalExpansion): string {
  let text = e.nimber === 0 || !e.number.isZero() ? e.number.toString() : '';
  if (e.nimber !== 0) text += e.nimber === 1 ? '*' : `*${e.nimber}`;
  text += '.';
  if (e.coefficients.length === 0) text += '0';
  for (const d of e.coefficients) {
    const size = Math.abs(d);
    text += size < 10 ? String(size) : size < 36 ? String.fromCharCode(55 + size) : `(${size})`;
    if (d < 0) text += '-';
  }
  return text;
}
