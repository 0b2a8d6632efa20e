import { decodeBase64 } from './base64.js';
import { SIMD_PROBE } from './binaries.js';
import { webAssemblyApi, type WasmApi } from './webAssembly.js';

/** The answer per WebAssembly object, so a test that replaces the global gets its own. */
const answers = new WeakMap<WasmApi, boolean>();

/**
 * Whether the WebAssembly kernels can run here: the runtime has WebAssembly and accepts its
 * 128-bit SIMD instructions (the kernels use them; a few runtimes, and some browsers with
 * WebAssembly restricted, do not). When not, the sequencer runs the JavaScript kernels.
 */
export function wasmKernelsSupported(): boolean {
  const api = webAssemblyApi();
  if (!api || typeof api.validate !== 'function') return false;
  let answer = answers.get(api);
  if (answer === undefined) {
    answer = safeValidate(api, decodeBase64(SIMD_PROBE));
    answers.set(api, answer);
  }
  return answer;
}

function safeValidate(api: WasmApi, bytes: Uint8Array): boolean {
  try {
    return api.validate(bytes);
  } catch (error) {
    // validate throws a TypeError when it will not take the bytes: no kernels then.
    if (!(error instanceof TypeError)) throw error;
    return false;
  }
}
