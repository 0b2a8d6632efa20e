import { grow } from '../../core/growTypedArray.js';
import { QuotientLimitError } from '../quotientLimitError.js';
import type { CheckKind } from './candidate.js';

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
    this.element = grow(this.element);
    this.distance = grow(this.distance);
    this.parent = grow(this.parent);
    this.via = grow(this.via);
    this.bits = grow(this.bits);
  }
}
