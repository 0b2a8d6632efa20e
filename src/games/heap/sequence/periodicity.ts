import { hasGeneralDigits, isFiniteCode, isUnconstrained, maxHeapsLeft, maxTokensRemoved, type TakeBreakCode } from '../code/code.js';

/**
 * G(n + period) = G(n) + saltus for every n ≥ preperiod (preperiod = the number of values before the
 * periodic part, i.e. one more than the last exceptional heap). `proven`: a theorem says it holds for
 * every n; otherwise it is only observed on the values computed.
 */
export interface Periodicity {
  preperiod: number;
  period: number;
  saltus: number;
  proven: boolean;
}

/** What the periodicity theorem needs to know about a code. */
export interface ProofRule {
  /** m: the most heaps one move leaves (at least 1). */
  maxHeaps: number;
  /** t: the most tokens one move removes (position of the last nonzero digit). */
  maxRemoved: number;
}

/**
 * The periodicity theorem applies to finite codes without split constraints (octal games, and the
 * same argument for hexadecimal and larger digits): see valuesToProve.
 */
export function proofRuleFor(code: TakeBreakCode): ProofRule | null {
  if (!isFiniteCode(code) || !isUnconstrained(code) || hasGeneralDigits(code)) return null;
  return { maxHeaps: Math.max(1, maxHeapsLeft(code)), maxRemoved: maxTokensRemoved(code) };
}

/**
 * How many values (heaps 0..L-1) prove period p from preperiod n0. With m and t from ProofRule and
 * n1 = max(n0, 1): if G(n + p) = G(n) for n0 ≤ n < m·n1 + (m−1)·p + t, then for every larger n:
 * a move from n + p leaves at most m heaps summing to at least n + p − t, so its largest heap is at
 * least n1 + p and shrinking it by p gives a move from n of the same value (by induction), and every
 * move from n grows the same way. For m = 2 this is the octal games theorem (G(n+p) = G(n) for
 * n0 ≤ n < 2·n0 + p + t); for m = 1 (no splitting) it says a window of t values repeated.
 * The values checked reach index m·n1 + m·p + t − 1.
 */
export function valuesToProve(rule: ProofRule, preperiod: number, period: number): number {
  return rule.maxHeaps * (Math.max(preperiod, 1) + period) + rule.maxRemoved;
}

/** Smallest n0 with g[i + p] − g[i] = saltus for all n0 ≤ i < length − p (scans back from the end). */
export function periodStart(g: ArrayLike<number>, length: number, period: number, saltus = 0): number {
  let i = length - 1 - period;
  while (i >= 0 && g[i + period] - g[i] === saltus) i--;
  return i + 1;
}

export interface ProofSearch {
  proven: Periodicity | null;
  /** When nothing is proven yet: no period can be proven with fewer values than this. */
  nextUseful: number;
}

/**
 * Calls visit(p, n0, saltus) for p = 1..maxPeriod in increasing order, n0 being where p's run of
 * matches (constant difference `saltus`, 0 unless allowed) ends, scanning back from the end, until
 * visit returns true. Multiples of a period q whose run is long are skipped: if q's run covers
 * [n0(q), length) with length − n0(q) ≥ p + q for a multiple p of q, then every match of p also
 * gives a match of q (shift by multiples of p into q's run and back), so n0(q) ≤ n0(p) and p can
 * neither be proven nor observed before q. Without this, a sequence already periodic with a small
 * q would rescan each of its many multiples in full.
 *
 * With `skipEmptyRuns` (no saltus), the periods whose run is empty — G(length−1) ≠ G(length−1−p),
 * so n0 = length − p — are not visited: that is most of them, and a caller that knows what they
 * would say saves a call per period (one search looks at every period below the length).
 */
function forEachRun(
  g: ArrayLike<number>,
  length: number,
  maxPeriod: number,
  allowSaltus: boolean,
  visit: (period: number, start: number, saltus: number) => boolean,
  skipEmptyRuns = false,
): void {
  const last = length - 1;
  const lastValue = g[last];
  // Multiples to skip; allocated only once some period has a run long enough to skip anything.
  let skip: Uint8Array | null = null;
  const words = skipEmptyRuns && g instanceof Uint8Array ? wordsOf(g) : null;
  for (let p = 1; p <= maxPeriod; p++) {
    if (skipEmptyRuns && g[last - p] !== lastValue) {
      // One-byte values: jump over 4-byte words holding no copy of the last value.
      if (words !== null) p = skipWordsWithout(words, lastValue, last, p, last - maxPeriod);
      continue;
    }
    if (skip !== null && skip[p]) continue;
    const saltus = allowSaltus ? lastValue - g[last - p] : 0;
    const n0 = periodStart(g, length, p, saltus);
    if (visit(p, n0, saltus)) return;
    if (3 * p > length - n0) continue;
    skip ??= new Uint8Array(maxPeriod + 1);
    for (let multiple = 2 * p; multiple <= maxPeriod && multiple + p <= length - n0; multiple += p) skip[multiple] = 1;
  }
}

/** A byte array as 4-byte words (word k holds g[4k..4k+3]), when its start is aligned; else null. */
function wordsOf(g: Uint8Array): Uint32Array | null {
  if (g.byteOffset % 4 !== 0 || g.length < 64) return null;
  return new Uint32Array(g.buffer, g.byteOffset, g.length >>> 2);
}

/**
 * For the period loop of forEachRun at index i = last − p, where g[i] differs from `value`: when
 * i is word-aligned, skips the whole words below i (down to `floor`) that hold no byte equal to
 * `value`, and returns the period of the last index skipped, so that the caller's p++ lands on the
 * first index still to test one byte at a time; otherwise returns p unchanged. A word holds no
 * byte equal to v exactly when x = word ^ (v·0x01010101) has no zero byte, which the usual test
 * (x − 0x01010101) & ~x & 0x80808080 = 0 says.
 */
function skipWordsWithout(words: Uint32Array, value: number, last: number, p: number, floor: number): number {
  let index = last - p;
  if (index % 4 !== 0) return p;
  const pattern = Math.imul(value, 0x01010101);
  for (let word = index / 4 - 1; word >= 0 && 4 * word >= floor; word--) {
    const x = words[word] ^ pattern;
    if (((x - 0x01010101) & ~x & 0x80808080) !== 0) break;
    index = 4 * word;
  }
  return last - index;
}

/**
 * Looks for a period the theorem proves with the first `length` values. Each candidate p is scanned
 * back from the end until its first mismatch, so one search costs about `length` steps. When none
 * is proven, `nextUseful` is the least length at which one could be (the preperiod of each p can
 * only grow with more values), so the caller need not look again before then.
 */
export function searchProvenPeriod(g: ArrayLike<number>, length: number, rule: ProofRule): ProofSearch {
  // A period p < length whose run is empty has n0 = length − p, so it needs
  // maxHeaps·length + maxRemoved values: that bounds nextUseful, and such periods need no visit
  // unless that many values could already prove one.
  const emptyRunNeeds = rule.maxHeaps * length + rule.maxRemoved;
  const skipEmptyRuns = emptyRunNeeds > length;
  let nextUseful = emptyRunNeeds;
  let proven: Periodicity | null = null;
  forEachRun(
    g,
    length,
    length - 1,
    false,
    (p, n0) => {
      const needed = valuesToProve(rule, n0, p);
      if (needed <= length) {
        proven = minimalPeriod(g, n0, p);
        return true;
      }
      nextUseful = Math.min(nextUseful, needed);
      return false;
    },
    skipEmptyRuns,
  );
  return proven ? { proven, nextUseful: length } : { proven: null, nextUseful: Math.max(nextUseful, length + 1) };
}

/**
 * Given that g is periodic with period p from n0 on (for all n), the least period q (a divisor of p:
 * the least rotation period of one block) and the least preperiod for q.
 */
export function minimalPeriod(g: ArrayLike<number>, n0: number, p: number): Periodicity {
  let q = p;
  for (let d = 1; d < p; d++) {
    if (p % d !== 0) continue;
    let repeats = true;
    for (let i = 0; i < p && repeats; i++) repeats = g[n0 + i] === g[n0 + ((i + d) % p)];
    if (repeats) {
      q = d;
      break;
    }
  }
  let start = n0;
  while (start > 0 && g[start - 1] === g[start - 1 + q]) start--;
  return { preperiod: start, period: q, saltus: 0, proven: true };
}

/**
 * A period seen in the values but not proven: the least p (with a constant saltus when
 * `allowSaltus`) whose periodic part covers at least half of the values and two full periods,
 * i.e. length ≥ 2·(preperiod + period). Null when there is none.
 */
export function observedPeriod(g: ArrayLike<number>, length: number, allowSaltus: boolean): Periodicity | null {
  let found: Periodicity | null = null;
  forEachRun(g, length, Math.floor(length / 2), allowSaltus, (p, n0, saltus) => {
    if (length < 2 * (n0 + p)) return false;
    found = { preperiod: n0, period: p, saltus, proven: false };
    return true;
  });
  return found;
}

/** G(n) for any n ≥ preperiod from the first preperiod + period values. */
export function periodicValue(g: ArrayLike<number>, periodicity: Periodicity, n: number): number {
  const { preperiod, period, saltus } = periodicity;
  if (n < preperiod + period) return g[n];
  const offset = n - preperiod;
  return g[preperiod + (offset % period)] + saltus * Math.floor(offset / period);
}
