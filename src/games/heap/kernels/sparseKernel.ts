import { markSimpleMoves, type KernelState } from './kernelState.js';
import type { MoveLists } from './moveLists.js';
import type { GrundyArray } from './grundyArray.js';
import { Status } from '../wasm/layout.js';

/**
 * The sparse-space method (rare/common), in JavaScript (the reference for the WebAssembly kernel).
 * A heap's tag is (G(n) << 1) | (n & 1); tags t with parity(t & mask) = rareClass are "rare".
 * The tags of the two heaps of a split a + b = m XOR to (x << 1) | (m & 1), x = G(a) ^ G(b), so
 * the split's parity class parity(tag(a) ^ tag(b)) is 1 exactly when one of a, b is rare and the
 * other common: walking the short list of rare heaps finds every split of class 1. The mask and
 * rare class are chosen (rareMask.ts) so that a value x of class 1 at the split's m is the same as
 * x being common at heap n — for a mask ignoring the parity bit that is parity(x & mask) = 1, and
 * a mask reading it is used only when every two-heap move removes tokens of one parity, the rare
 * class being that parity. So after the walk every common option value is marked: the least
 * common value not marked, c*, is not an option, and the answer is the least rare value below c*
 * that no split reaches, or c* itself. Those rare values ("targets") are looked for in one pass
 * over all splits that stops once each has been hit (usually early: the answer is then c*).
 * Exact for any mask; fast when the rare heaps are few. Same contract as plainRange, plus
 * Status.rareListFull when the rare list needs more room.
 */
export function sparseRange(state: KernelState, from: number, to: number): number {
  const g = state.values();
  const seen = state.seen();
  const histogram = state.histogram();
  const rareTag = state.rareTag();
  const rare = state.rareList();
  const { lists, rareCapacity } = state;
  // No option reaches 2^bits (bits: the bit length of maxValue), so c* stops there at the latest.
  const top = state.span >> 1;
  const pairs = lists.pairs.data;
  const pairCount = lists.pairs.length;
  const unequal = lists.unequalPairs.data;
  const unequalCount = lists.unequalPairs.length;
  let rareCount = state.rareCount;
  state.status = Status.done;
  for (let n = from; n < to; n++) {
    const stamp = n + 1;
    const parity = n & 1;
    const rareBase = parity * state.span;
    markSimpleMoves(lists, g, seen, n, stamp);
    for (let i = 0; i < pairCount; i++) {
      const m = n - pairs[i];
      if (m < 2) break;
      for (let r = 0; r < rareCount; r++) {
        const a = rare[r];
        if (a >= m) break;
        seen[g[a] ^ g[m - a]] = stamp;
      }
    }
    for (let i = 0; i < unequalCount; i++) {
      const m = n - unequal[i];
      if (m < 3) break;
      for (let r = 0; r < rareCount; r++) {
        const a = rare[r];
        if (a >= m) break;
        if (a + a !== m) seen[g[a] ^ g[m - a]] = stamp;
      }
    }
    let common = 0;
    let targets = 0;
    for (; common < top && (seen[common] === stamp || rareTag[rareBase + common] !== 0); common++) if (seen[common] !== stamp) targets++;
    if (targets > 0) findTargets(lists, g, seen, n, stamp, common, targets);
    let value = 0;
    while (seen[value] === stamp) value++;
    const isRare = rareTag[rareBase + value] !== 0;
    // A new largest value below top is taken as it is (the per-value arrays reach top).
    if (value > state.maxValue && value < top) state.maxValue = value;
    const stop = value > state.maxValue ? Status.newMaximum : isRare && rareCount === rareCapacity ? Status.rareListFull : Status.done;
    if (stop !== Status.done) {
      state.status = stop;
      state.pendingValue = value;
      state.length = n;
      state.rareCount = rareCount;
      return n;
    }
    g[n] = value;
    histogram[(value << 1) | parity]++;
    if (isRare && n >= 1) rare[rareCount++] = n;
  }
  state.length = to;
  state.rareCount = rareCount;
  return to;
}

/**
 * Walks the two-heap splits of heap n in order, marking every value below `limit` not marked yet
 * (each is a target: a rare value below c*), and stops once `targets` of them have been marked.
 */
function findTargets(lists: MoveLists, g: GrundyArray, seen: Int32Array, n: number, stamp: number, limit: number, targets: number): void {
  let left = targets;
  const pairs = lists.pairs.data;
  for (let i = 0, count = lists.pairs.length; i < count; i++) {
    const m = n - pairs[i];
    if (m < 2) break;
    for (let a = 1, b = m - 1; a <= b; a++, b--) {
      const x = g[a] ^ g[b];
      if (x < limit && seen[x] !== stamp) {
        seen[x] = stamp;
        if (--left === 0) return;
      }
    }
  }
  const unequal = lists.unequalPairs.data;
  for (let i = 0, count = lists.unequalPairs.length; i < count; i++) {
    const m = n - unequal[i];
    if (m < 3) break;
    for (let a = 1, b = m - 1; a < b; a++, b--) {
      const x = g[a] ^ g[b];
      if (x < limit && seen[x] !== stamp) {
        seen[x] = stamp;
        if (--left === 0) return;
      }
    }
  }
}
