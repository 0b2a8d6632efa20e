import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHeapGame } from '../heapGame.js';
import { GrundySequencer, type SequenceEngine } from '../sequence/sequencer.js';
import { wasmKernelsSupported } from './support.js';
import { requireWebAssembly } from './webAssembly.js';

const real = requireWebAssembly();

/** A WebAssembly that rejects SIMD, as an older runtime does: validate says no, compiling throws. */
const withoutSimd = {
  Memory: real.Memory,
  Instance: real.Instance,
  Module: class {
    constructor() {
      throw new Error('CompileError: SIMD is not supported (stand-in runtime)');
    }
  },
  validate: () => false,
};

function values(name: string, count: number, engine: SequenceEngine): { values: number[]; usesWasm: boolean } {
  const sequencer = new GrundySequencer(parseHeapGame(name).code, { engine, stopWhenProven: false });
  const computed = Array.from(sequencer.values(count));
  return { values: computed, usesWasm: sequencer.usesWasm };
}

describe('WebAssembly kernels: fallback to JavaScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('this runtime (Node) has SIMD, and the kernels run in WebAssembly', () => {
    expect(wasmKernelsSupported()).toBe(true);
    expect(values('0.6', 3000, 'auto').usesWasm).toBe(true);
  });

  it('without SIMD, or without WebAssembly at all, the same values come from the JavaScript kernels', () => {
    const runs: [string, number][] = [
      ['0.6', 3000],
      ['4!.0', 3000],
      ['0.77', 2000],
    ];
    const reference = runs.map(([name, count]) => values(name, count, 'wasm'));
    for (const runtime of [withoutSimd, undefined]) {
      vi.stubGlobal('WebAssembly', runtime);
      expect(wasmKernelsSupported()).toBe(false);
      runs.forEach(([name, count], i) => {
        for (const engine of ['auto', 'wasm'] as const) {
          const fallback = values(name, count, engine);
          expect(fallback.usesWasm, `${name} ${engine}`).toBe(false);
          expect(fallback.values, `${name} ${engine}`).toEqual(reference[i].values);
        }
      });
      vi.unstubAllGlobals();
    }
    expect(reference.every((r) => r.usesWasm)).toBe(true);
  });
});
