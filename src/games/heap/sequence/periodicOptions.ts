import { NimlabError } from '../../../engine/core/errors.js';
import { allowsHeaps, constraintFor, digitAt, maxHeapsLeft, maxTokensRemoved, type TakeBreakCode } from '../code/code.js';
import type { Periodicity } from './periodicity.js';

/** A move on a heap of any size: remove `removed` tokens and leave `parts` (non-decreasing). */
export interface LargeHeapOption {
  removed: number;
  parts: bigint[];
}

/**
 * G(n) for every n once a period is proven: the computed values `g` (at least preperiod + period
 * of them), then G(n) = G(n0 + ((n − n0) mod p)) past them (Winning Ways ch. 4, "Octal games";
 * the theorem proves saltus 0).
 */
export function periodicValueOf(g: ArrayLike<number>, computed: number, periodicity: Periodicity): (n: bigint) => number {
  const { preperiod, period, saltus } = periodicity;
  if (saltus !== 0 || !periodicity.proven) throw new Error('periodicValueOf needs a proven period without saltus');
  const n0 = BigInt(preperiod);
  const p = BigInt(period);
  return (n) => (n < BigInt(computed) ? g[Number(n)] : g[preperiod + Number((n - n0) % p)]);
}

/**
 * Every option of value `target` of a heap of `heap` tokens (any size) of a game with a proven
 * period: `visit` sees them in the order forEachOptionWithValue gives (tokens removed, then the
 * smaller part) until it returns false; the return value is how many there are in all. Two-heap
 * splits are not walked one by one (a heap of 10^12 has 5·10^11): past the preperiod a split
 * (a, b) has G(a) and G(b) fixed by the residue of a mod p, so each residue class of a is counted
 * at once, and listing walks only until enough are found (each p consecutive a hold every
 * residue). Codes leaving three or more heaps are refused: their partitions cannot be counted so.
 */
export function forEachLargeOptionWithValue(
  code: TakeBreakCode,
  heap: bigint,
  target: number,
  g: ArrayLike<number>,
  computed: number,
  periodicity: Periodicity,
  visit: (option: LargeHeapOption) => boolean,
): bigint {
  if (maxHeapsLeft(code) > 2) {
    throw new NimlabError(`winning moves from a heap of ${heap} are found for games leaving at most two heaps; this one leaves more`);
  }
  const valueOf = periodicValueOf(g, computed, periodicity);
  let count = 0n;
  let listing = true;
  const found = (option: LargeHeapOption) => {
    count++;
    if (listing) listing = visit(option);
  };
  const foundSplit = (removed: number) => (parts: bigint[]) => {
    if (listing) listing = visit({ removed, parts });
    return listing;
  };
  const lastRemoved = maxTokensRemoved(code);
  for (let removed = 0 - (code.added?.length ?? 0); removed <= lastRemoved && BigInt(removed) <= heap; removed++) {
    const digit = digitAt(code, removed);
    const rest = heap - BigInt(removed);
    if (allowsHeaps(digit, 0) && rest === 0n && target === 0) found({ removed, parts: [] });
    if (allowsHeaps(digit, 1) && removed > 0 && rest >= 1n && valueOf(rest) === target) found({ removed, parts: [rest] });
    if (allowsHeaps(digit, 2)) {
      const constraint = constraintFor(digit, 2);
      if (constraint === 'allEqual') {
        if (rest % 2n === 0n && rest > 0n && target === 0) found({ removed, parts: [rest / 2n, rest / 2n] });
      } else {
        count += splitsWithValue(rest, target, constraint === 'any', valueOf, periodicity, listing ? foundSplit(removed) : null);
      }
    }
  }
  return count;
}

/**
 * How many splits a + b = rest (1 ≤ a ≤ b, a = b allowed or not) have G(a) ⊕ G(b) = target;
 * `list` sees them in order of a until it returns false.
 */
function splitsWithValue(
  rest: bigint,
  target: number,
  equalAllowed: boolean,
  valueOf: (n: bigint) => number,
  { preperiod, period }: Periodicity,
  list: ((parts: bigint[]) => boolean) | null,
): bigint {
  const half = rest / 2n;
  const allowed = (a: bigint) => equalAllowed || a !== rest - a;
  let counted = 0n;
  let seen = 0n;
  let listing = list !== null;
  // a below the preperiod: one by one (b is then past it, so G(b) comes from the period).
  const lo = preperiod > 1 ? BigInt(preperiod) : 1n;
  for (let a = 1n; a < lo && a <= half; a++) {
    if (allowed(a) && (valueOf(a) ^ valueOf(rest - a)) === target) {
      seen++;
      if (listing) listing = list!([a, rest - a]);
    }
  }
  if (half < lo) return seen;
  // a ≥ n0 (so b ≥ n0 too): G(a) = base[r] with r = (a − n0) mod p, and (b − n0) ≡ (rest − 2·n0 − r).
  const n0 = BigInt(preperiod);
  const p = BigInt(period);
  const c = (((rest - 2n * n0) % p) + p) % p;
  const matches: boolean[] = [];
  for (let r = 0; r < period; r++) {
    const rb = Number((c - BigInt(r) + p) % p);
    matches.push((valueOf(n0 + BigInt(r)) ^ valueOf(n0 + BigInt(rb))) === target);
  }
  // How many a in [lo, half] have each matching residue.
  for (let r = 0; r < period; r++) {
    if (!matches[r]) continue;
    const first = lo + ((((n0 + BigInt(r) - lo) % p) + p) % p);
    if (first <= half) counted += (half - first) / p + 1n;
  }
  if (!equalAllowed && rest % 2n === 0n && half >= lo && matches[Number((half - n0) % p)]) counted--;
  // Listing walks a upward: every p consecutive values of a hold each matching residue.
  let listed = 0n;
  for (let a = lo; listing && listed < counted && a <= half; a++) {
    if (matches[Number((a - n0) % p)] && allowed(a)) {
      listed++;
      listing = list!([a, rest - a]);
    }
  }
  return seen + counted;
}
