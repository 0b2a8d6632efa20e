import { markSimpleMoves, mexOf, type KernelState } from './kernelState.js';
import { Status } from '../wasm/layout.js';

/**
 * The plain method, in JavaScript (the reference for the WebAssembly kernel, and what runs where
 * there is no WebAssembly): heap n's value is the mex over every option, each split of n − j into
 * a + b visited once (a ≤ b), so O(n) per heap for every splitting digit. Computes heaps
 * from..to-1 and returns the first heap not stored: `to`, or earlier when state.status says why (a
 * value reaching the top of the per-value arrays, left in state.pendingValue, needs them wider).
 */
export function plainRange(state: KernelState, from: number, to: number): number {
  const g = state.values();
  const seen = state.seen();
  const histogram = state.histogram();
  const { lists } = state;
  const top = state.span >> 1;
  const pairs = lists.pairs.data;
  const pairCount = lists.pairs.length;
  const unequal = lists.unequalPairs.data;
  const unequalCount = lists.unequalPairs.length;
  state.status = Status.done;
  for (let n = from; n < to; n++) {
    const stamp = n + 1;
    markSimpleMoves(lists, g, seen, n, stamp);
    for (let i = 0; i < pairCount; i++) {
      const m = n - pairs[i];
      if (m < 2) break;
      for (let a = 1, b = m - 1; a <= b; a++, b--) seen[g[a] ^ g[b]] = stamp;
    }
    for (let i = 0; i < unequalCount; i++) {
      const m = n - unequal[i];
      if (m < 3) break;
      for (let a = 1, b = m - 1; a < b; a++, b--) seen[g[a] ^ g[b]] = stamp;
    }
    const value = mexOf(seen, stamp);
    if (value > state.maxValue) {
      if (value >= top) {
        state.status = Status.newMaximum;
        state.pendingValue = value;
        state.length = n;
        return n;
      }
      state.maxValue = value;
    }
    g[n] = value;
    histogram[(value << 1) | (n & 1)]++;
  }
  state.length = to;
  return to;
}
