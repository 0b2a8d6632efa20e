import { MAX_KEPT_SET_WORDS } from '../memory/keptSetBudget.js';
import { shiftByLookUp, unionInto } from './bitSets.js';
import type { CandidateMonoid, CheckKind } from './candidate.js';
import { PreimagesOfP } from './preimagesOfP.js';
import { StateTable } from './stateTable.js';
import { MAX_TERMS, StateTerms } from './stateTerms.js';
import { grow } from '../../core/growTypedArray.js';

/** Largest order whose states compute a⁻¹U by look-ups alone (see keepsTerms). */
const TERMS_FROM_ORDER = 64;

/** Switches of ReachableStates between equivalent ways of computing, each with its default: the states are the same either way. */
export interface StatesTuning {
  /** Cap on the words kept for the sets z⁻¹W_k (MAX_KEPT_SET_WORDS; a growth with a memory bound passes keptSetWords's share of it). */
  maxKeptWords?: number;
  /** See keepsTerms (tests set it to hold the two ways of computing a⁻¹U equal). */
  termsFromOrder?: number;
}

/**
 * The reachable states (z, U) of the exact check (misereQuotientCheck.ts) of one candidate monoid,
 * kept so that they can be extended and read again.
 *
 * Whether a state (z, U) is right — z ∈ P ⟺ (the sum is non-empty and 1 ∉ U) — depends only on the
 * monoid and its P-portion, not on the generators; the generators (as kinds: an element a and its
 * W) only decide which states are reached. So when a quotient gains a generator and its monoid stays
 * the same (a new heap equal to an element already there), the states already checked stay checked:
 * only the new kind is applied to them, and only the states it reaches for the first time are
 * explored further. That makes adding a heap cost the states it adds, not all of them again.
 *
 * The states also form a commutative monoid of their own — (z, U)·(z′, U′) = (zz′, z′⁻¹U ∪ z⁻¹U′),
 * where z⁻¹U = { y : zy ∈ U } — onto which the sums of generators map (G ↦ (Φ(G), U(G))); the
 * refinement (misereQuotientRefinement.ts) reads its table of transitions.
 */
export class ReachableStates {
  readonly table: StateTable;
  /** Kinds applied so far, without repeats (same element and W). */
  readonly kinds: CheckKind[] = [];
  /** Per applied kind: W as a bit set over the elements. */
  private readonly wins: Uint32Array[] = [];
  /** Per applied kind: the state each state goes to (-1 before it is explored). */
  private readonly transitions: Int32Array[] = [];
  private readonly keys = new Map<string, number>();
  private readonly scratch: Uint32Array;
  /** a⁻¹U of the state being extended, for the element of the kinds being applied. */
  private readonly shifted: Uint32Array;
  /**
   * Per applied kind: z⁻¹W_k for each z once computed, or null past the cap on the words kept for
   * them over all kinds (`maxKeptWords`, keptSetBudget.ts). A kind past it costs twice at every
   * transition: its sets are computed again each time, and a state with a term of that kind computes
   * a⁻¹U by one look-up per element instead of word-wide unions. At order n with K kinds all of them
   * take n²·K/8 bytes: 0.35 at heap 65 (order 4,554, 65 kinds) needs 170 MB; its folded candidate for
   * heap 114 (order 10,810, 114 kinds) 1.66 GB. Measured on 0.35, each time from the same kept
   * growth, one core to itself:
   * - heap 66: with a cap of 64 MB 83.3 and 86.7 s (614 MB peak resident), with 1 GiB 34.9 and
   *   32.8 s (1,054 MB), alternating;
   * - heap 114: with 1 GiB (this cap and the check's) 267.1 s, with 2 GiB 198.8 s (4.9 GB peak).
   */
  private readonly wanted: ({ bits: Uint32Array; done: Uint8Array } | null)[] = [];
  private readonly wantedScratch: Uint32Array;
  /** The array wantedAt's last answer is in. */
  private wantedArray: Uint32Array;
  private keptWords = 0;
  /** Rows e⁻¹P, from which z⁻¹W_k is made. */
  private readonly preimages: PreimagesOfP;
  /** Per state, terms whose x⁻¹W_k have U as union (see shiftInto). */
  private readonly terms = new StateTerms();
  /** Where each mapped term's x⁻¹W_k is, for one unionInto of them all. */
  private readonly termArrays: Uint32Array[] = [];
  private readonly termOffsets = new Int32Array(MAX_TERMS + 1);
  /**
   * Whether a⁻¹U is made from terms at all: in a monoid of at most TERMS_FROM_ORDER elements the
   * look-ups (one per element) cost less than mapping a state's terms (up to MAX_TERMS, each
   * compared with those before it), the more so before V8 optimises them.
   */
  private readonly keepsTerms: boolean;

  /** Cap on the words kept for the sets z⁻¹W_k over all kinds (see `wanted`). */
  private readonly maxKeptWords: number;

  /**
   * `checkTime` (which throws when a time limit has passed) is called every 1024 states explored,
   * so one long exploration obeys the limit too. `tuning` moves the switches between equivalent ways
   * of computing (see StatesTuning).
   */
  constructor(
    readonly monoid: CandidateMonoid,
    maxStates: number,
    private readonly checkTime?: () => void,
    tuning: StatesTuning = {},
  ) {
    const { maxKeptWords = MAX_KEPT_SET_WORDS, termsFromOrder = TERMS_FROM_ORDER } = tuning;
    const words = (monoid.order + 31) >>> 5;
    this.maxKeptWords = maxKeptWords;
    this.keepsTerms = monoid.order > termsFromOrder;
    this.table = new StateTable(words, maxStates);
    this.scratch = new Uint32Array(words);
    this.shifted = new Uint32Array(words);
    this.wantedScratch = new Uint32Array(words);
    this.wantedArray = this.wantedScratch;
    this.preimages = new PreimagesOfP(monoid, words);
    this.table.add(0, this.scratch, -1, -1, 0);
    this.terms.add(0, 0);
  }

  /**
   * A sum of generators at the first wrong state the last extend found (sorted generator indices),
   * or null when it found none: every sum reaching a state is predicted alike, so this one is wrong.
   */
  wrongSum: number[] | null = null;

  get count(): number {
    return this.table.count;
  }

  /** Words kept for the sets z⁻¹W_k so far, at most the cap (`maxKeptWords`). */
  get keptSetWords(): number {
    return this.keptWords;
  }

  /** The index of a kind among the applied kinds, or -1. */
  kindIndex(kind: CheckKind): number {
    return this.keys.get(this.kindKey(kind.element, this.winBits(kind))) ?? -1;
  }

  /** The state state s goes to by applied kind k. */
  next(s: number, k: number): number {
    return this.transitions[k][s];
  }

  /**
   * The element z of the first non-empty sum's state (z, U) with `elements[z]` set and U ⊆ `within`
   * (a bit set over the elements), or -1 (see misereQuotientInterpolation.ts).
   */
  elementWithStateWithin(elements: Uint8Array, within: Uint32Array): number {
    const { bits, element, words } = this.table;
    for (let s = 1; s < this.count; s++) {
      const z = element[s];
      if (elements[z] === 0) continue;
      let inside = true;
      for (let i = 0, base = s * words; i < words && inside; i++) inside = (bits[base + i] & ~within[i]) === 0;
      if (inside) return z;
    }
    return -1;
  }

  /** Whether the check's condition holds at state s: predicted P ⟺ a non-empty sum with no move to P. */
  isRight(s: number): boolean {
    if (s === 0) return !this.monoid.losing[0];
    const moveToP = (this.table.bits[s * this.table.words] & 1) === 1;
    return this.monoid.losing[this.table.element[s]] !== moveToP;
  }

  /** Whether state s is a P-position by the misère rule (non-empty, no move into P). */
  isMisereP(s: number): boolean {
    return s !== 0 && (this.table.bits[s * this.table.words] & 1) === 0;
  }

  /**
   * Applies these kinds too and explores every state they make reachable. With `rollBack`, stops at
   * the first wrong state, forgets what this call added and returns false; otherwise explores all
   * and returns whether every state is right. Throws QuotientLimitError past the state limit.
   */
  extend(kinds: readonly CheckKind[], rollBack: boolean): boolean {
    const before = this.count;
    const kindsBefore = this.kinds.length;
    for (const kind of kinds) {
      if (kind.optionElements.length === 0) continue;
      const wins = this.winBits(kind);
      const key = this.kindKey(kind.element, wins);
      if (this.keys.has(key)) continue;
      this.keys.set(key, this.kinds.length);
      this.kinds.push(kind);
      this.wins.push(wins);
      this.transitions.push(new Int32Array(Math.max(1024, this.table.element.length)).fill(-1));
    }
    let right = this.isRight(0);
    this.wrongSum = right ? null : [];
    // Old states need only the new kinds; every state from `before` on needs all of them (a state
    // index reused after a roll-back gets every transition written again). Kinds are taken by
    // element: a⁻¹U is computed once per state and element, and z⁻¹W_k once per element z and kind.
    // Indexed loops, not for…of: until V8 optimises this loop (most of a small quotient's run),
    // each for…of (and array destructuring) allocates an iterator and a result per step.
    const allGroups = this.groupsByElement(0);
    const newGroups = this.groupsByElement(kindsBefore);
    for (let s = 0; s < this.count && (right || !rollBack); s++) {
      if ((s & 1023) === 0) this.checkTime?.();
      const groups = s < before ? newGroups : allGroups;
      for (let group = 0; group < groups.length; group++) {
        const a = groups[group][0];
        const ks = groups[group][1];
        const mapped = this.shiftInto(s, a);
        const z = this.table.element[s];
        for (let i = 0; i < ks.length; i++) {
          const k = ks[i];
          const known = this.count;
          const t = this.step(s, k);
          if (this.count > known) {
            this.terms.add(t, mapped < 0 ? -1 : this.terms.withTerm(mapped, z, k));
            if (!this.isRight(t) && right) {
              right = false;
              this.wrongSum = this.table.sumOf(t, this.kinds);
            }
          }
        }
      }
    }
    if (!right && rollBack) {
      // Only the new kinds' transitions lead from old states to new ones, and those kinds go.
      if (this.count > before) this.terms.truncate(before);
      this.table.truncate(before);
      for (const kind of this.kinds.splice(kindsBefore)) this.keys.delete(this.kindKey(kind.element, this.winBits(kind)));
      this.wins.length = kindsBefore;
      this.transitions.length = kindsBefore;
      this.wanted.length = kindsBefore;
    }
    return right;
  }

  /** The applied kinds from `from` on, by element: [a, kind indices]. */
  private groupsByElement(from: number): [number, number[]][] {
    const groups = new Map<number, number[]>();
    for (let k = from; k < this.kinds.length; k++) {
      const a = this.kinds[k].element;
      const same = groups.get(a);
      if (same === undefined) groups.set(a, [k]);
      else same.push(k);
    }
    return [...groups.entries()];
  }

  /**
   * a⁻¹U of state s into `shifted`: from the state's terms when it has them (misereQuotientCheck.ts,
   * "Computing a⁻¹U"), else one look-up per element. Returns how many terms the successors start
   * from (in the terms' buffer), or −1 when they keep none.
   */
  private shiftInto(s: number, a: number): number {
    const { order, product } = this.monoid;
    const { bits, words } = this.table;
    const shifted = this.shifted;
    const count = this.keepsTerms ? this.terms.count[s] : -1;
    const mapped = count >= 0 && count < MAX_TERMS ? this.terms.mapInto(s, a, order, product) : -1;
    if (mapped >= 0 && mapped * words < order && this.shiftByTerms(mapped)) return mapped;
    shiftByLookUp(shifted, bits, s * words, product, a * order, order, words);
    return mapped;
  }

  /** `shifted` as the union of x⁻¹W_k over the buffer's first `length` terms; false when one is not kept. */
  private shiftByTerms(length: number): boolean {
    const buffer = this.terms.buffer;
    for (let t = 0; t < length; t++) {
      const k = buffer[2 * t + 1];
      this.termOffsets[t] = this.wantedAt(buffer[2 * t], k);
      if (!this.wanted[k]) return false;
      this.termArrays[t] = this.wantedArray;
    }
    unionInto(this.shifted, this.termArrays, this.termOffsets, length, this.table.words);
    return true;
  }

  /** The state s goes to by kind k (a⁻¹U of s, for k's element a, in `shifted`), added (at the end) when new. */
  private step(s: number, k: number): number {
    const table = this.table;
    const z = table.element[s];
    const u = this.scratch;
    const from = this.wantedAt(z, k);
    const zNext = this.monoid.product[z * this.monoid.order + this.kinds[k].element];
    // U′ = a⁻¹U ∪ z⁻¹W_k and its hash in one pass.
    const hash = table.unionAndHash(zNext, u, this.shifted, this.wantedArray, from);
    let t = table.findHashed(zNext, u, hash);
    if (t < 0) t = table.add(zNext, u, s, k, table.distance[s] + this.kinds[k].weight, hash);
    this.setTransition(k, s, t);
    return t;
  }

  /**
   * z⁻¹W_k = { y : W_k(z·y) } as a bit set, at the returned offset of `wantedArray`: kept per kind
   * and z while the kept words stay under `maxKeptWords`, else computed into a scratch array
   * each time (offset 0). No allocation: it is asked for every transition.
   */
  private wantedAt(z: number, k: number): number {
    const order = this.monoid.order;
    const words = this.table.words;
    let kept = this.wanted[k];
    if (kept === undefined) {
      const fits = this.keptWords + order * words <= this.maxKeptWords;
      if (fits) this.keptWords += order * words;
      kept = this.wanted[k] = fits ? { bits: new Uint32Array(order * words), done: new Uint8Array(order) } : null;
    }
    const out = kept === null ? this.wantedScratch : kept.bits;
    const from = kept === null ? 0 : z * words;
    this.wantedArray = out;
    if (kept !== null && kept.done[z] === 1) return from;
    this.preimages.wantedInto(out, from, z, this.kinds[k].optionElements, this.wins[k]);
    if (kept !== null) kept.done[z] = 1;
    return from;
  }

  private setTransition(k: number, s: number, t: number): void {
    let row = this.transitions[k];
    if (s >= row.length) this.transitions[k] = row = grow(row, s + 1, -1);
    row[s] = t;
  }

  /** W as a bit set: the x with x·o ∈ P for some option element o. */
  private winBits(kind: CheckKind): Uint32Array {
    const { order, product, losing } = this.monoid;
    const bits = new Uint32Array((order + 31) >>> 5);
    const options = kind.optionElements;
    for (let x = 0; x < order; x++) {
      for (let i = 0; i < options.length; i++) {
        if (losing[product[x * order + options[i]]]) {
          bits[x >>> 5] |= 1 << (x & 31);
          break;
        }
      }
    }
    return bits;
  }

  private kindKey(element: number, wins: Uint32Array): string {
    return `${element}:${wins.join(',')}`;
  }
}
