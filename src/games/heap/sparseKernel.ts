import { markSimpleMoves, type KernelState } from './kernelState.js';
import type { MoveLists } from './moveLists.js';
import type { GrundyArray } from './grundyArray.js';
import { Status } from './wasm/layout.js';

/**
 * The sparse-space method (rare/common values), in JavaScript (the reference for the WebAssembly
 * kernel). Values v with parity(v & mask) = 0 are "rare"; they form a group under XOR, so a split
 * a + b has a common value only when exactly one of a, b has a rare value. Walking the short list
 * of rare heaps therefore finds every common option value of a split. The mex is then the least
 * common value not found, unless some rare value below it is missing: each such rare value is
 * searched for among all splits, stopping at the first hit (found fast in practice; a miss makes it
 * the value, which is rare by definition). Exact for any mask; fast when the rare heaps are few.
 * Same contract as plainRange, plus Status.rareListFull when the rare list needs more room.
 */
export function sparseRange(state: KernelState, from: number, to: number): number {
  const g = state.values();
  const seen = state.seen();
  const histogram = state.histogram();
  const rareValue = state.rareValue();
  const rare = state.rareList();
  const { lists, maxValue, rareCapacity } = state;
  const pairs = lists.pairs.data;
  const pairCount = lists.pairs.length;
  const unequal = lists.unequalPairs.data;
  const unequalCount = lists.unequalPairs.length;
  let rareCount = state.rareCount;
  state.status = Status.done;
  for (let n = from; n < to; n++) {
    const stamp = n + 1;
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
    let value = 0;
    for (;;) {
      if (seen[value] === stamp) value++;
      else if (rareValue[value] === 0 || !findSplit(lists, g, seen, n, stamp, value)) break;
      else value++;
    }
    const stop = value > maxValue ? Status.newMaximum : rareValue[value] !== 0 && rareCount === rareCapacity ? Status.rareListFull : Status.done;
    if (stop !== Status.done) {
      state.status = stop;
      state.pendingValue = value;
      state.length = n;
      state.rareCount = rareCount;
      return n;
    }
    g[n] = value;
    histogram[value]++;
    if (rareValue[value] !== 0 && n >= 1) rare[rareCount++] = n;
  }
  state.length = to;
  state.rareCount = rareCount;
  return to;
}

/**
 * Whether some two-heap split of heap n has value `target`; marks every split value it passes on
 * the way, so later searches for this heap may find theirs already marked.
 */
function findSplit(lists: MoveLists, g: GrundyArray, seen: Int32Array, n: number, stamp: number, target: number): boolean {
  const pairs = lists.pairs.data;
  for (let i = 0, count = lists.pairs.length; i < count; i++) {
    const m = n - pairs[i];
    if (m < 2) break;
    for (let a = 1, b = m - 1; a <= b; a++, b--) {
      const x = g[a] ^ g[b];
      seen[x] = stamp;
      if (x === target) return true;
    }
  }
  const unequal = lists.unequalPairs.data;
  for (let i = 0, count = lists.unequalPairs.length; i < count; i++) {
    const m = n - unequal[i];
    if (m < 3) break;
    for (let a = 1, b = m - 1; a < b; a++, b--) {
      const x = g[a] ^ g[b];
      seen[x] = stamp;
      if (x === target) return true;
    }
  }
  return false;
}
