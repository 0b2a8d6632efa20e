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
import { QuotientLimitError } from '../quotientLimitError.js';

/** Generators that act alike in the check: the same image and the same option images. */
export interface CheckKind {
  /** a_k: the element of the generator. */
  readonly element: number;
  /** Elements of the generator's options (each a sum of generators); empty for a generator with no move. */
  readonly optionElements: readonly number[];
  /** Tokens of the smallest generator of this kind (the cost of adding it in the least-failure order). */
  readonly weight: number;
  /** That generator's index, to name a failing sum. */
  readonly generator: number;
}

/** A sum where the candidate predicts the wrong misère outcome, with its true outcome. */
export interface QuotientFailure {
  /** Generator indices, sorted. */
  readonly sum: number[];
  readonly outcome: 'N' | 'P';
}

/** The monoid part of a candidate: `product[x * order + y]`, element 0 the identity. */
export interface CandidateMonoid {
  readonly order: number;
  readonly product: ArrayLike<number>;
  readonly losing: ArrayLike<boolean>;
}

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

/** a⁻¹U of the state at `base` into `out`, one look-up per element y (a word built in a local). */
export function shiftByLookUp(
  out: Uint32Array,
  bits: Uint32Array,
  base: number,
  product: ArrayLike<number>,
  rowA: number,
  order: number,
  words: number,
): void {
  for (let i = 0, y = 0; i < words; i++) {
    let word = 0;
    for (let j = 0; j < 32 && y < order; j++, y++) {
      const ay = product[rowA + y];
      word |= ((bits[base + (ay >>> 5)] >>> (ay & 31)) & 1) << j;
    }
    out[i] = word;
  }
}

/**
 * out[at…] = the union of `count` bit sets of `words` words, set i at arrays[i] from offsets[i];
 * empty when count is 0. Up to four sets per pass: each pass reads every word of `out` once, so four sets
 * at a time take a quarter of those reads and writes (the check's hottest loop at orders past 10,000).
 */
export function unionInto(
  out: Uint32Array,
  arrays: readonly Uint32Array[],
  offsets: Int32Array,
  count: number,
  words: number,
  at = 0,
): void {
  if (count === 0) out.fill(0, at, at + words);
  for (let t = 0; t < count;) {
    const first = t === 0;
    const left = count - t;
    if (left >= 4) {
      const a0 = arrays[t],
        a1 = arrays[t + 1],
        a2 = arrays[t + 2],
        a3 = arrays[t + 3];
      const f0 = offsets[t],
        f1 = offsets[t + 1],
        f2 = offsets[t + 2],
        f3 = offsets[t + 3];
      if (first) for (let w = 0; w < words; w++) out[at + w] = a0[f0 + w] | a1[f1 + w] | a2[f2 + w] | a3[f3 + w];
      else for (let w = 0; w < words; w++) out[at + w] |= a0[f0 + w] | a1[f1 + w] | a2[f2 + w] | a3[f3 + w];
      t += 4;
    } else if (left >= 2) {
      const a0 = arrays[t],
        a1 = arrays[t + 1];
      const f0 = offsets[t],
        f1 = offsets[t + 1];
      if (first) for (let w = 0; w < words; w++) out[at + w] = a0[f0 + w] | a1[f1 + w];
      else for (let w = 0; w < words; w++) out[at + w] |= a0[f0 + w] | a1[f1 + w];
      t += 2;
    } else {
      const a0 = arrays[t];
      const f0 = offsets[t];
      if (first) for (let w = 0; w < words; w++) out[at + w] = a0[f0 + w];
      else for (let w = 0; w < words; w++) out[at + w] |= a0[f0 + w];
      t += 1;
    }
  }
}

/** Longest term list kept per state; a state with more computes a⁻¹U by look-ups (and its successors too). */
export const MAX_TERMS = 64;

/**
 * Per state, a list of terms (x, k) whose sets x⁻¹W_k have U as union (see the header), in one
 * growing pool; count −1 when not kept. `buffer` holds the list being built for the next states.
 */
export class StateTerms {
  start = new Int32Array(1024);
  count = new Int32Array(1024);
  pool = new Int32Array(4096);
  used = 0;
  buffer = new Int32Array(2 * (MAX_TERMS + 1));

  /** Terms of state s from the first `length` pairs of the buffer (−1: none kept). */
  add(s: number, length: number): void {
    if (s >= this.start.length) {
      this.start = widen(this.start, 2 * this.start.length);
      this.count = widen(this.count, 2 * this.count.length);
    }
    this.count[s] = length;
    this.start[s] = this.used;
    if (length <= 0) return;
    while (this.used + 2 * length > this.pool.length) this.pool = widen(this.pool, 2 * this.pool.length);
    this.pool.set(this.buffer.subarray(0, 2 * length), this.used);
    this.used += 2 * length;
  }

  /** Forgets the terms of states from s on: s must be a state added since (the pool is in state order). */
  truncate(s: number): void {
    this.used = this.start[s];
  }

  /** The terms (a·x, k) of state s into the buffer, without repeats; returns how many. */
  mapInto(s: number, a: number, order: number, product: ArrayLike<number>): number {
    let length = 0;
    for (let i = this.start[s], end = i + 2 * this.count[s]; i < end; i += 2)
      length = this.push(length, product[a * order + this.pool[i]], this.pool[i + 1]);
    return length;
  }

  /** The buffer's first `length` terms and (x, k), without repeats: the new length. */
  withTerm(length: number, x: number, k: number): number {
    return this.push(length, x, k);
  }

  private push(length: number, x: number, k: number): number {
    const b = this.buffer;
    for (let i = 0; i < 2 * length; i += 2) if (b[i] === x && b[i + 1] === k) return length;
    b[2 * length] = x;
    b[2 * length + 1] = k;
    return length + 1;
  }
}

/**
 * States by term sets. Terms determine U, so a successor whose element and terms (as a set) are
 * those of an entry is that entry's state: found without computing a⁻¹U, its U or its hash. Each
 * state is entered with the terms it was stored with, and again with each other term set that led
 * to it (found by its U): in the check of 0.207 heap 15's order-20,302 candidate a sum is reached
 * again from each of its heaps, and 870,000 transitions have 382,000 term sets. A successor not
 * found here is found by its U as before, so the states, their numbers and the failure returned
 * are the same either way.
 */
export class TermSetIndex {
  private slots = new Int32Array(4096).fill(-1);
  /** Per entry: its state, element, hash, and where its terms are in the pool (pairs). */
  private state = new Int32Array(1024);
  private element = new Int32Array(1024);
  private hashes = new Int32Array(1024);
  private start = new Int32Array(1024);
  private count = new Int32Array(1024);
  private pool = new Int32Array(8192);
  private used = 0;
  private entries = 0;

  /** The buffer's first `length` terms, in any order, with element z, lead to state s. */
  add(s: number, z: number, buffer: Int32Array, length: number): void {
    const e = this.entries++;
    if (e === this.state.length) {
      const n = 2 * e;
      this.state = widen(this.state, n);
      this.element = widen(this.element, n);
      this.hashes = widen(this.hashes, n);
      this.start = widen(this.start, n);
      this.count = widen(this.count, n);
    }
    while (this.used + 2 * length > this.pool.length) this.pool = widen(this.pool, 2 * this.pool.length);
    this.pool.set(buffer.subarray(0, 2 * length), this.used);
    this.state[e] = s;
    this.element[e] = z;
    this.hashes[e] = setHash(z, buffer, 0, length);
    this.start[e] = this.used;
    this.count[e] = length;
    this.used += 2 * length;
    if (2 * this.entries > this.slots.length) this.rehash();
    else this.place(e);
  }

  /** The state of an entry with element z and the buffer's first `length` terms (in any order), or −1. */
  find(z: number, buffer: Int32Array, length: number): number {
    const { pool, start, count } = this;
    const mask = this.slots.length - 1;
    for (let i = setHash(z, buffer, 0, length) & mask; ; i = (i + 1) & mask) {
      const e = this.slots[i];
      if (e < 0) return -1;
      if (this.element[e] !== z || count[e] !== length) continue;
      // Both lists are without repeats, so equal lengths and one inside the other make them equal.
      let same = true;
      for (let t = 0; t < 2 * length && same; t += 2) {
        same = false;
        for (let j = start[e], end = j + 2 * length; j < end; j += 2) {
          if (pool[j] === buffer[t] && pool[j + 1] === buffer[t + 1]) {
            same = true;
            break;
          }
        }
      }
      if (same) return this.state[e];
    }
  }

  private place(e: number): void {
    const mask = this.slots.length - 1;
    let i = this.hashes[e] & mask;
    while (this.slots[i] >= 0) i = (i + 1) & mask;
    this.slots[i] = e;
  }

  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(2 * old.length).fill(-1);
    for (let i = 0; i < old.length; i++) if (old[i] >= 0) this.place(old[i]);
  }
}

/** A hash of element z and `count` terms (x, k) from pairs[from…], the same in any order of the terms (a sum of mixed terms). */
function setHash(z: number, pairs: Int32Array, from: number, count: number): number {
  let sum = 0;
  for (let i = from, end = from + 2 * count; i < end; i += 2) {
    let h = Math.imul(pairs[i], 0x9e3779b1) ^ Math.imul(pairs[i + 1] + 1, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    sum = (sum + (h ^ (h >>> 12))) | 0;
  }
  const h = Math.imul(sum ^ Math.imul(z + 1, 0xc2b2ae35), 0x27d4eb2f);
  return (h ^ (h >>> 15)) & 0x7fffffff;
}

function widen(a: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/** Words per page of the pool, 2^20 (4 MiB): pages are added as needed, never copied. */
const WIN_PAGE_BITS = 20;
const WIN_PAGE_WORDS = 1 << WIN_PAGE_BITS;

/**
 * z⁻¹W_k = { y : W_k(z·y) } as a bit set, per element z and kind k, kept once computed. Only the
 * pairs (z, k) the search reaches are computed and stored, in pages filled in order of first use.
 *
 * The pool is capped (keptSetBudget.ts: 2 GiB without a memory bound; it was 1 GiB until 0.35's
 * folded candidates passed order 10,000 with over 100 kinds, see misereQuotientStates.ts); past the
 * cap each new set is computed when asked, from up to one row e⁻¹P per option element. A check
 * reaches nearly every pair (z, k), so at order n with K kinds the pool comes to about n²·K/8
 * bytes: 720 MB at order 20,000 with 14 kinds, 1.66 GB at 10,810 with 114.
 */
class WinsByElement {
  /** Per slot z·kinds + k: where its bits start (page · WIN_PAGE_WORDS + offset), or −1 before they are computed. */
  private readonly offsets: Int32Array;
  private readonly pages: Uint32Array[] = [];
  /** Words handed out so far, counting the ends of pages left unused. */
  private used = 0;
  /** Sets computed past the pool's cap, one array per scratch slot (made when first needed). */
  private readonly scratches: Uint32Array[] = [];
  private readonly preimages: PreimagesOfP;
  /** The array at()'s last answer is in: a page, a row array, or a scratch array once the pool is full. */
  private current: Uint32Array;
  /** Per kind, its only option element, or −1: then z⁻¹W_k is the row (z·o)⁻¹P, kept there already. */
  private readonly onlyOption: Int32Array;

  constructor(
    private readonly m: CandidateMonoid,
    private readonly words: number,
    private readonly kinds: readonly CheckKind[],
    private readonly wins: readonly Uint32Array[],
    private readonly maxKeptWords = MAX_KEPT_SET_WORDS,
  ) {
    this.offsets = new Int32Array(m.order * wins.length).fill(-1);
    this.preimages = new PreimagesOfP(m, words);
    this.current = this.scratch(0);
    this.onlyOption = Int32Array.from(kinds, (kind) =>
      kind.optionElements.length === 1 && this.preimages.keepsRows ? kind.optionElements[0] : -1,
    );
  }

  /**
   * z⁻¹W_k in `array()` at the returned offset (no allocation once kept: asked for every transition).
   * Past the pool's cap it is computed into scratch array `scratchSlot`, which holds it until that
   * slot is asked again: a caller gathering several sets before one union gives each its own slot.
   */
  at(z: number, k: number, scratchSlot = 0): number {
    const only = this.onlyOption[k];
    if (only >= 0) {
      this.current = this.preimages.rowArray();
      return this.preimages.rowOffset(this.m.product[z * this.m.order + only]);
    }
    const slot = z * this.wins.length + k;
    const kept = this.offsets[slot];
    if (kept >= 0) {
      this.current = this.pages[kept >>> WIN_PAGE_BITS];
      return kept & (WIN_PAGE_WORDS - 1);
    }
    const words = this.words;
    // A row never straddles two pages (a row is at most 2,048 words below order 65,536).
    if ((this.used & (WIN_PAGE_WORDS - 1)) + words > WIN_PAGE_WORDS) this.used = this.pages.length * WIN_PAGE_WORDS;
    if (words > WIN_PAGE_WORDS || this.used + words > this.maxKeptWords) {
      const scratch = this.scratch(scratchSlot);
      this.preimages.wantedInto(scratch, 0, z, this.kinds[k].optionElements, this.wins[k]);
      this.current = scratch;
      return 0;
    }
    if (this.used >>> WIN_PAGE_BITS === this.pages.length) this.pages.push(new Uint32Array(WIN_PAGE_WORDS));
    const page = this.pages[this.used >>> WIN_PAGE_BITS];
    const from = this.used & (WIN_PAGE_WORDS - 1);
    this.preimages.wantedInto(page, from, z, this.kinds[k].optionElements, this.wins[k]);
    this.offsets[slot] = this.used;
    this.used += words;
    this.current = page;
    return from;
  }

  array(): Uint32Array {
    return this.current;
  }

  private scratch(slot: number): Uint32Array {
    while (this.scratches.length <= slot) this.scratches.push(new Uint32Array(this.words));
    return this.scratches[slot];
  }
}

/**
 * Cap on the words kept for the rows e⁻¹P (256 MB: order²/8 bytes, every order up to 32,768, the
 * CLI's largest); past it z⁻¹W is found by one look-up per element, ~30 times slower at order 30,000.
 */
const MAX_PREIMAGE_WORDS = 1 << 26;

/**
 * e⁻¹P = { y : e·y ∈ P } per element e, each computed when first asked. W_k is the union of o⁻¹P
 * over k's option elements o, so z⁻¹W_k = ∪_o (z·o)⁻¹P: a word OR per option element instead of a
 * look-up per element y, and one row serves every z and kind that reach it.
 */
export class PreimagesOfP {
  private readonly rows: Uint32Array | null;
  private readonly done: Uint8Array;
  /** P as bytes: read once per element of every row made (a boolean[] read costs more). */
  private readonly inP: Uint8Array;
  /** The rows of one wantedInto, for unionInto. */
  private readonly rowArrays: Uint32Array[] = [];
  private rowOffsets = new Int32Array(16);

  /** `maxRowWords`: past it no rows are kept (tests set it to hold both ways equal). */
  constructor(
    private readonly m: CandidateMonoid,
    private readonly words: number,
    maxRowWords = MAX_PREIMAGE_WORDS,
  ) {
    this.rows = m.order * words <= maxRowWords ? new Uint32Array(m.order * words) : null;
    this.done = new Uint8Array(this.rows === null ? 0 : m.order);
    this.inP = Uint8Array.from({ length: m.order }, (_, x) => (m.losing[x] ? 1 : 0));
  }

  /** z⁻¹W into out[from…] for a kind with these option elements and W (`wins`, for the look-ups). */
  wantedInto(out: Uint32Array, from: number, z: number, optionElements: readonly number[], wins: Uint32Array): void {
    const { order, product } = this.m;
    const words = this.words;
    const rows = this.rows;
    if (rows === null) {
      out.fill(0, from, from + words);
      for (let y = 0, rowZ = z * order; y < order; y++) {
        const zy = product[rowZ + y];
        if ((wins[zy >>> 5] >>> (zy & 31)) & 1) out[from + (y >>> 5)] |= 1 << (y & 31);
      }
      return;
    }
    const count = optionElements.length;
    if (count > this.rowOffsets.length) this.rowOffsets = new Int32Array(count);
    for (let j = 0; j < count; j++) {
      this.rowOffsets[j] = this.row(product[z * order + optionElements[j]]);
      this.rowArrays[j] = rows;
    }
    unionInto(out, this.rowArrays, this.rowOffsets, count, words, from);
  }

  /** Whether rows are kept (rowArray and rowOffset may be asked). */
  get keepsRows(): boolean {
    return this.rows !== null;
  }

  /** The array of the kept rows. */
  rowArray(): Uint32Array {
    return this.rows!;
  }

  /** Where row e⁻¹P starts in rowArray(), made when first asked. */
  rowOffset(e: number): number {
    return this.row(e);
  }

  private row(e: number): number {
    const at = e * this.words;
    if (this.done[e] === 1) return at;
    const { order, product } = this.m;
    const { inP, words } = this;
    const rows = this.rows!;
    // Each word built in a local, 32 elements at a time, then stored once.
    for (let i = 0, y = 0, rowE = e * order; i < words; i++) {
      let word = 0;
      for (let j = 0; j < 32 && y < order; j++, y++) word |= inP[product[rowE + y]] << j;
      rows[at + i] = word;
    }
    this.done[e] = 1;
    return at;
  }
}

/** The four hash lanes of StateTable combined into one 32-bit hash. */
function mixLanes(h0: number, h1: number, h2: number, h3: number): number {
  let h = Math.imul(h0 ^ Math.imul(h1, 0xc2b2ae35), 0x85ebca6b);
  h = Math.imul(h ^ Math.imul(h2, 0x27d4eb2f) ^ (h >>> 15), 0xc2b2ae35);
  h = Math.imul(h ^ Math.imul(h3, 0x165667b1) ^ (h >>> 13), 0x85ebca6b);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Reachable (z, U) states in flat typed arrays, found by open addressing on their bits. State 0 is
 * the empty sum and matches no other sum: a non-empty sum with z = 1 and U = ∅ has moves, none to P,
 * so it is a P-position where the empty sum is not.
 */
export class StateTable {
  count = 0;
  element = new Int32Array(1024);
  distance = new Float64Array(1024);
  parent = new Int32Array(1024);
  via = new Int32Array(1024);
  bits: Uint32Array;
  private slots = new Int32Array(4096).fill(-1);

  constructor(
    readonly words: number,
    private readonly maxStates: number,
  ) {
    this.bits = new Uint32Array(1024 * words);
  }

  find(z: number, u: Uint32Array): number {
    return this.findHashed(z, u, this.hash(z, u));
  }

  /** find, with hash(z, u) already known (from unionAndHash). */
  findHashed(z: number, u: Uint32Array, hash: number): number {
    const mask = this.slots.length - 1;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const s = this.slots[i];
      if (s < 0) return -1;
      if (s !== 0 && this.element[s] === z && this.same(s, u)) return s;
    }
  }

  add(z: number, u: Uint32Array, parent: number, via: number, distance: number, hash = this.hash(z, u)): number {
    if (this.count >= this.maxStates) throw new QuotientLimitError('check states', this.maxStates);
    if (this.count === this.element.length) this.grow();
    const s = this.count++;
    this.element[s] = z;
    this.parent[s] = parent;
    this.via[s] = via;
    this.distance[s] = distance;
    this.bits.set(u, s * this.words);
    if (this.count * 2 > this.slots.length) this.rehash();
    else this.place(s, hash);
    return s;
  }

  /**
   * out = x | y[yFrom…] (a successor's U: a⁻¹U and z⁻¹W_k), returning hash(z, out) from the same
   * pass: the words are read once, for both, where a separate hash would read them all again.
   */
  unionAndHash(z: number, out: Uint32Array, x: Uint32Array, y: Uint32Array, yFrom: number): number {
    let h0 = Math.imul(z + 1, 0x9e3779b1);
    let h1 = 0x27d4eb2f;
    let h2 = 0x165667b1;
    let h3 = 0x61c88647;
    const words = this.words;
    let i = 0;
    for (; i + 4 <= words; i += 4) {
      const u0 = x[i] | y[yFrom + i];
      const u1 = x[i + 1] | y[yFrom + i + 1];
      const u2 = x[i + 2] | y[yFrom + i + 2];
      const u3 = x[i + 3] | y[yFrom + i + 3];
      out[i] = u0;
      out[i + 1] = u1;
      out[i + 2] = u2;
      out[i + 3] = u3;
      h0 = Math.imul(h0 ^ u0, 0x85ebca6b) ^ (h0 >>> 13);
      h1 = Math.imul(h1 ^ u1, 0x85ebca6b) ^ (h1 >>> 13);
      h2 = Math.imul(h2 ^ u2, 0x85ebca6b) ^ (h2 >>> 13);
      h3 = Math.imul(h3 ^ u3, 0x85ebca6b) ^ (h3 >>> 13);
    }
    for (; i < words; i++) {
      const u = x[i] | y[yFrom + i];
      out[i] = u;
      h0 = Math.imul(h0 ^ u, 0x85ebca6b) ^ (h0 >>> 13);
    }
    return mixLanes(h0, h1, h2, h3);
  }

  /** Forgets the states from `count` on (states explored for a candidate that failed). */
  truncate(count: number): void {
    if (count >= this.count) return;
    this.count = count;
    this.slots.fill(-1);
    for (let s = 0; s < this.count; s++) this.place(s);
  }

  sumOf(s: number, kinds: readonly CheckKind[]): number[] {
    const sum: number[] = [];
    for (let t = s; this.parent[t] >= 0; t = this.parent[t]) sum.push(kinds[this.via[t]].generator);
    return sum.sort((a, b) => a - b);
  }

  private same(s: number, u: Uint32Array): boolean {
    const base = s * this.words;
    for (let i = 0; i < this.words; i++) if (this.bits[base + i] !== u[i]) return false;
    return true;
  }

  /**
   * Four independent lanes over the words, combined at the end: one lane is a chain of dependent
   * multiplies, which made hashing a 600-word set cost more than computing it.
   */
  private hash(z: number, u: ArrayLike<number>, offset = 0): number {
    let h0 = Math.imul(z + 1, 0x9e3779b1);
    let h1 = 0x27d4eb2f;
    let h2 = 0x165667b1;
    let h3 = 0x61c88647;
    const words = this.words;
    let i = 0;
    for (; i + 4 <= words; i += 4) {
      h0 = Math.imul(h0 ^ u[offset + i], 0x85ebca6b) ^ (h0 >>> 13);
      h1 = Math.imul(h1 ^ u[offset + i + 1], 0x85ebca6b) ^ (h1 >>> 13);
      h2 = Math.imul(h2 ^ u[offset + i + 2], 0x85ebca6b) ^ (h2 >>> 13);
      h3 = Math.imul(h3 ^ u[offset + i + 3], 0x85ebca6b) ^ (h3 >>> 13);
    }
    for (; i < words; i++) h0 = Math.imul(h0 ^ u[offset + i], 0x85ebca6b) ^ (h0 >>> 13);
    return mixLanes(h0, h1, h2, h3);
  }

  private place(s: number, hash = this.hash(this.element[s], this.bits, s * this.words)): void {
    const mask = this.slots.length - 1;
    let i = hash & mask;
    while (this.slots[i] >= 0) i = (i + 1) & mask;
    this.slots[i] = s;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    for (let s = 0; s < this.count; s++) this.place(s);
  }

  private grow(): void {
    const n = this.element.length * 2;
    const widen = <T extends Int32Array | Float64Array | Uint32Array>(a: T, size: number): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.element = widen(this.element, n);
    this.distance = widen(this.distance, n);
    this.parent = widen(this.parent, n);
    this.via = widen(this.via, n);
    this.bits = widen(this.bits, n * this.words);
  }
}
