import { describe, expect, it } from 'vitest';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { KernelState } from './kernelState.js';
import { MoveLists } from './moveLists.js';

describe('KernelState memory', () => {
  // A resumed long sequence must not leave a one-byte copy of its values behind when it widens:
  // near 2^30 values that waste is what stops the WebAssembly kernels' 4 GiB from holding the rest.
  it('loads two-byte values without leaving a one-byte copy of them in the arena', () => {
    const state = new KernelState(new MoveLists(parseTakeBreakCode('0.6')));
    const known = new Uint16Array(200_000).map((_, n) => n % 301);
    state.load(known);
    expect(state.width).toBe(2);
    expect(Array.from(state.values().subarray(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(state.values()[300]).toBe(300);
    // The values' own bytes, plus the small regions: no second, one-byte copy of 200,000 values.
    expect(state.arena.used).toBeLessThan(2 * state.capacity + 64 * 1024);
  });
});
