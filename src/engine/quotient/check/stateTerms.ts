import { grow } from '../../core/growTypedArray.js';

/**
 * The term lists of the check's states (misereQuotientCheck.ts, "Computing a⁻¹U"): per state, terms
 * (x, k) whose sets x⁻¹W_k have U as union, and an index of states by their term sets.
 */

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
      this.start = grow(this.start);
      this.count = grow(this.count);
    }
    this.count[s] = length;
    this.start[s] = this.used;
    if (length <= 0) return;
    while (this.used + 2 * length > this.pool.length) this.pool = grow(this.pool);
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
      this.state = grow(this.state);
      this.element = grow(this.element);
      this.hashes = grow(this.hashes);
      this.start = grow(this.start);
      this.count = grow(this.count);
    }
    while (this.used + 2 * length > this.pool.length) this.pool = grow(this.pool);
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
