import type { MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { searchProvenPeriod, type ProofRule } from '../sequence/periodicity.js';

/**
 * The periodicity theorem for misère quotients (Plambeck & Siegel, "Misère quotients for impartial
 * games", J. Combin. Theory Ser. A 115 (2008) 593–622, the periodicity theorem; Siegel,
 * Combinatorial Game Theory, AMS GSM 146 (2013), ch. V), in the form proved here.
 *
 * Hypotheses: a take-and-break game with a finite code and no split constraints (proofRuleFor:
 * a move from heap m removes j ≤ t tokens and leaves at most M non-empty heaps, which heaps being
 * allowed depending only on j and their number); Q_N the misère quotient of all sums of heaps
 * 1..N with heap map φ (heap 0 ↦ the identity), proved exactly (misereQuotientCheck.ts); n0 ≥ 0
 * and p ≥ 1 with φ(n + p) = φ(n) for n0 ≤ n and n + p ≤ N, where N + 1 ≥ M·(max(n0, 1) + p) + t
 * (periodicity.ts valuesToProve, the same count as the normal-play theorem).
 *
 * Conclusion: Q_N is the quotient of all heaps, and φ(n + p) = φ(n) for every n ≥ n0.
 *
 * Proof. Extend φ by φ(n) = φ(n − p) for n > N. By induction on n > N, heap n has the same image
 * and the same set of option images as heap n − p: a move from n leaves at most M heaps summing to
 * at least n − t, so its largest heap L has L ≥ max(n0, 1) + p, and L − p gives a move from n − p
 * with the same image (the other heaps unchanged); every move from n − p grows back the same way.
 * The exact check of a candidate sees a heap only through its image and its option images, so
 * every sum of heaps has the same check state as a sum of heaps ≤ N, all of which Q_N predicts
 * right: Q_N with the extended φ predicts every sum right, and being surjective and reduced it is
 * the quotient of all heaps.
 */
export function provenHeapMapPeriod(q: MisereQuotient, rule: ProofRule): { period: number; preperiod: number } | null {
  return heapMapPeriodSearch(q, rule).proven;
}

/**
 * provenHeapMapPeriod with searchProvenPeriod's `nextUseful`: when nothing is proven, no period
 * can be proven from fewer than that many heap-map values (heaps 0..nextUseful − 1). That stays
 * true as the growth adds heaps: the quotient of heaps 1..n+1 maps onto that of heaps 1..n, so two
 * heaps ≤ n with different elements keep different elements, and a period's run of matches at the
 * end of the map can only shorten.
 */
export function heapMapPeriodSearch(
  q: MisereQuotient,
  rule: ProofRule,
): { proven: { period: number; preperiod: number } | null; nextUseful: number } {
  const map = heapMap(q);
  const { proven, nextUseful } = searchProvenPeriod(map, map.length, rule);
  return { proven: proven ? { period: proven.period, preperiod: proven.preperiod } : null, nextUseful };
}

/** φ as an array over heaps 0..q.count (heap 0, the empty sum, ↦ the identity 0). */
export function heapMap(q: MisereQuotient): Int32Array {
  return Int32Array.from([0, ...q.generatorElement]);
}

/** The element of heap n (any size) in a solved quotient. */
export function solvedHeapElement(q: MisereQuotient, solved: { period: number; preperiod: number }, n: bigint): number {
  const { period, preperiod } = solved;
  const last = BigInt(q.count);
  let h = n;
  if (h > last) h = BigInt(preperiod) + ((h - BigInt(preperiod)) % BigInt(period));
  return h === 0n ? 0 : q.generatorElement[Number(h) - 1];
}
