/**
 * The part of the WebAssembly JS API the kernels use. TypeScript's ES2022 library (without DOM)
 * does not declare WebAssembly, so it is typed here. It is read from globalThis at each use (not
 * once at load), so a runtime without it, or a test standing in for one, is seen as it is.
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(deltaPages: number): number;
}

export type WasmModule = object;

export interface WasmInstance {
  readonly exports: Record<string, unknown>;
}

export interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: Record<string, Record<string, unknown>>) => WasmInstance;
  validate(bytes: Uint8Array): boolean;
}

/** The runtime's WebAssembly, or undefined where there is none. */
export function webAssemblyApi(): WasmApi | undefined {
  return (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;
}

/** The runtime's WebAssembly; throws where there is none (callers check kernelsSupported first). */
export function requireWebAssembly(): WasmApi {
  const api = webAssemblyApi();
  if (!api) throw new Error('this JavaScript runtime has no WebAssembly');
  return api;
}
