import { v128Const, assembleModule, set, declareLocals } from './assembler.js';
import { findTargets } from './findTargets.js';
import { kernelCode } from './kernelCode.js';
import { markSimple, plainRange } from './plainRange.js';
import { sparseRange } from './sparseRange.js';
import type { KernelVariant } from './variants.js';

/**
 * The plain and sparse kernels of plainKernel.ts / sparseKernel.ts in WebAssembly, one module per
 * variant (variants.ts: value width, value range, target tables). Same algorithms, same arena
 * layout; they read the array addresses from the header on entry. Splits walk two pointers
 * towards each other. With small values (below 64) the sparse kernel keeps a heap's option values
 * as the bits of an i64 instead of stamps, and works out what the two-heap moves leaving m mark
 * once per m (see its ring) rather than once per removal: same values, about half the time on
 * 0.1777. These modules are stored assembled in binaries.ts (`npm run kernels`).
 *
 * Function indices: 0 markMulti (imported from JS: moves leaving three or more heaps),
 * 1 markSimple, 2 plainRange, 3 findTargets, 4 sparseRange.
 */
export function kernelModule(variant: KernelVariant): Uint8Array {
  const code = kernelCode(variant);
  return assembleModule(
    [{ module: 'env', name: 'markMulti', params: 2, results: 0 }],
    [markSimple(code), plainRange(code), findTargets(code), sparseRange(code)],
  );
}

/** A module of one function setting a v128 local: valid exactly where SIMD is supported (support.ts). */
export function simdProbeModule(): Uint8Array {
  const { counts, locals } = declareLocals([], [], ['v']);
  return assembleModule(
    [],
    [{ name: 'probe', locals: counts, results: 0, body: [set(locals.v, v128Const(new Array<number>(16).fill(0)))] }],
  );
}
