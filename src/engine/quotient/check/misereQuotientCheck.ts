/**
 * The exact check of a candidate misère quotient, done inside the monoid.
 *
 * A candidate is a finite commutative monoid Q (element 0 the identity) with a subset P and an image
 * a_h ∈ Q for every generator (heap) h; a sum G = h_1 + … + h_m is predicted to be a misère P-position
 * when Φ(G) = a_{h_1}···a_{h_m} ∈ P. The prediction is right for every sum exactly when, for every
 * sum G,
 *
 *     Φ(G) ∈ P  ⟺  G has a move, and no option G′ of G has Φ(G′) ∈ P            (★)
 *
 * (by induction on G: the options of G are right, so the right side is G's true outcome; the empty
 * sum has no move, so Φ(0) = 1 ∉ P is part of (★)). This is the outcome half of Plambeck & Siegel,
 * "Misère quotients for impartial games", J. Combin. Theory Ser. A 115 (2008) 593–622, §3, and of
 * Siegel, Combinatorial Game Theory (AMS GSM 146, 2013), ch. V §3: a surjective, reduced, outcome-
 * right candidate is the quotient.
 *
 * (★) at G only needs, besides Φ(G), to know which multipliers y ∈ Q make a move in one of G's heaps
 * win: a move in heap h of G reaches Φ(G − h)·Φ(h′) for an option h′ of h. So a sum is summarised by
 *
 *     z = Φ(G)   and   U(G) = { y ∈ Q : some heap h of G has an option h′ with Φ(G − h)·Φ(h′)·y ∈ P }
 *
 * and (★) reads: Φ(G) ∈ P ⟺ (G ≠ 0 and 1 ∉ U(G)). Adding a heap k to G gives
 *
 *     z′ = z·a_k,   U′ = { y : a_k·y ∈ U } ∪ { y : W_k(z·y) },   W_k(x) = (some option k′ of k has x·Φ(k′) ∈ P)
 *
 * so (z, U) evolves by a finite automaton over the generators, and checking (★) for every sum is
 * checking it on the states reachable from (1, ∅). Heaps with the same a_k and W_k act the same and
 * are one kind. The search visits states in order of the fewest tokens of a sum reaching them
 * (Dijkstra), so the first failure found is at a sum G with the fewest tokens: every sum with fewer
 * tokens is predicted right, moves remove tokens, so G's options are right and the right side of (★)
 * is G's true outcome. That is the "least failure" a candidate is rebuilt from.
 *
 * Computing a⁻¹U. By the rule above, U(G) is a union of sets x⁻¹W_k = { y : W_k(x·y) }, one per heap
 * k of G with x = Φ(G − k), and a⁻¹(x⁻¹W_k) = (a·x)⁻¹W_k. So a state keeps such a list of terms
 * (x, k) along with U (the terms of the sum that first reached it: any list whose union is U will
 * do), and a⁻¹U is the union of the kept bit sets (a·x)⁻¹W_k — a few word-wide ORs instead of
 * one look-up per element, which is what a state costs otherwise. The state's identity is still
 * (z, U) itself; the terms only compute it. And since they determine U, a successor with the same
 * element and the same set of terms as an earlier one is the same state: it is found by its terms
 * alone (TermSetIndex), without computing a⁻¹U, U or U's hash.
 */
import { MAX_KEPT_SET_WORDS } from '../memory/keptSetBudget.js';
import { shiftByLookUp, unionInto } from './bitSets.js';
import type { CandidateMonoid, CheckKind, QuotientFailure } from './candidate.js';
import { StateTable } from './stateTable.js';
import { MAX_TERMS, StateTerms, TermSetIndex } from './stateTerms.js';
import { WinsByElement } from './winsByElement.js';

/**
 * Switches of leastQuotientFailure between equivalent ways of computing, each with its default: the
 * answers are the same either way (tests move them to hold the ways equal).
 */
export interface CheckTuning {
  /**
   * Cap on the words kept for the sets z⁻¹W_k (MAX_KEPT_SET_WORDS; a growth with a memory bound
   * passes keptSetWords's share of it); past it each is computed when asked.
   */
  maxKeptWinWords?: number;
  /** Words per set from which successors are first looked up by their terms (TERM_INDEX_FROM_WORDS). */
  termIndexFromWords?: number;
}

/**
 * Below this many words a set (order 993), U is cheaper to compute and hash than a term set is to
 * hash and compare: 0.07 to heap 33 (orders ≤ 638) ran 5–10 % slower with the term index.
 */
const TERM_INDEX_FROM_WORDS = 32;

/** Default cap on the states one check may visit. */
export const DEFAULT_CHECK_STATES = 4_000_000;

/**
 * The failing sum with the fewest tokens, or null when the candidate predicts every sum of these
 * generators right. Throws QuotientLimitError('check states', max) past `maxStates` states;
 * `checkTime` (which throws when a time limit has passed) is called every 1024 states.
 * `tuning` moves the switches between equivalent ways (tests move them to hold the ways equal).
 */
export function leastQuotientFailure(
  m: CandidateMonoid,
  kinds: readonly CheckKind[],
  maxStates = DEFAULT_CHECK_STATES,
  checkTime?: () => void,
  tuning: CheckTuning = {},
): QuotientFailure | null {
  const { maxKeptWinWords = MAX_KEPT_SET_WORDS, termIndexFromWords = TERM_INDEX_FROM_WORDS } = tuning;
  const { order, product, losing } = m;
  if (losing[0]) return { sum: [], outcome: 'N' };
  const live = kinds.filter((k) => k.optionElements.length > 0);
  if (live.length === 0) return null;
  const words = (order + 31) >>> 5;
  // wins[k] as a bit set over x: W_k(x).
  const wins = live.map((kind) => {
    const bits = new Uint32Array(words);
    for (let x = 0; x < order; x++) {
      const row = x * order;
      for (const o of kind.optionElements) {
        if (losing[product[row + o]]) {
          bits[x >>> 5] |= 1 << (x & 31);
          break;
        }
      }
    }
    return bits;
  });
  const states = new StateTable(words, maxStates);
  const scratch = new Uint32Array(words);
  const shifted = new Uint32Array(words);
  states.add(0, scratch, -1, -1, 0);
  // U′ = a⁻¹U ∪ z⁻¹W_k: a⁻¹U is shared by the kinds with the same element a (computed once per
  // element and state), and z⁻¹W_k depends on z and k only (kept once computed, while it fits).
  const byElement = new Map<number, number[]>();
  live.forEach((kind, k) => {
    const same = byElement.get(kind.element);
    if (same === undefined) byElement.set(kind.element, [k]);
    else same.push(k);
  });
  const groups = [...byElement.entries()];
  const zw = new WinsByElement(m, words, live, wins, maxKeptWinWords);
  const terms = new StateTerms();
  terms.add(0, 0);
  const byTerms = words >= termIndexFromWords ? new TermSetIndex() : null;
  // Where each mapped term's z⁻¹W_k is, gathered before one union of them all (unionInto).
  const termArrays: Uint32Array[] = [];
  const termOffsets = new Int32Array(MAX_TERMS + 1);
  // Dijkstra over token counts: buckets[d] holds states first queued at distance d.
  const buckets: number[][] = [[0]];
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (let i = 0; i < bucket.length; i++) {
      const s = bucket[i];
      if (states.distance[s] !== d) continue;
      if ((s & 1023) === 0) checkTime?.();
      const z = states.element[s];
      if (s !== 0) {
        const predictedP = losing[z];
        const moveToP = (states.bits[s * words] & 1) === 1;
        if (predictedP === moveToP) return { sum: states.sumOf(s, live), outcome: moveToP ? 'N' : 'P' };
      }
      const termCount = terms.count[s];
      for (const [a, kindsOfA] of groups) {
        const zNext = product[z * order + a];
        // The successors' terms: (a·x, k) for each term of s, then (z, k′) per kind k′ below.
        const mapped = termCount >= 0 && termCount < MAX_TERMS ? terms.mapInto(s, a, order, product) : -1;
        // a⁻¹U is computed when a successor is not found by its terms, at most once per element.
        let shiftedReady = false;
        for (const k of kindsOfA) {
          const length = mapped < 0 ? -1 : terms.withTerm(mapped, z, k);
          const next = d + live[k].weight;
          let t = length < 0 || byTerms === null ? -1 : byTerms.find(zNext, terms.buffer, length);
          if (t < 0) {
            if (!shiftedReady) {
              if (mapped >= 0 && termCount * words < order) {
                for (let u = 0; u < mapped; u++) {
                  termOffsets[u] = zw.at(terms.buffer[2 * u], terms.buffer[2 * u + 1], u);
                  termArrays[u] = zw.array();
                }
                unionInto(shifted, termArrays, termOffsets, mapped, words);
              } else shiftByLookUp(shifted, states.bits, s * words, product, a * order, order, words);
              shiftedReady = true;
            }
            const from = zw.at(z, k);
            const hash = states.unionAndHash(zNext, scratch, shifted, zw.array(), from);
            t = states.findHashed(zNext, scratch, hash);
            if (t < 0) {
              const added = states.add(zNext, scratch, s, k, next, hash);
              terms.add(added, length);
              if (length >= 0) byTerms?.add(added, zNext, terms.buffer, length);
              (buckets[next] ??= []).push(added);
              continue;
            }
            if (length >= 0) byTerms?.add(t, zNext, terms.buffer, length);
          }
          if (next < states.distance[t]) {
            states.distance[t] = next;
            states.parent[t] = s;
            states.via[t] = k;
            (buckets[next] ??= []).push(t);
          }
        }
      }
    }
    buckets[d] = [];
  }
  return null;
}
