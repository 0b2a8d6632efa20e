/**
 * The part of the WebAssembly JS API the kernels use. TypeScript's ES2022 library (without DOM)
 * does not declare WebAssembly, so it is typed here and taken from globalThis (Node has it).
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(deltaPages: number): number;
}

export type WasmModule = object;

export interface WasmInstance {
  readonly exports: Record<string, unknown>;
}

interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: Record<string, Record<string, unknown>>) => WasmInstance;
}

export const WebAssemblyApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
