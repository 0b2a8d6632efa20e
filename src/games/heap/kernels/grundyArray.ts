/**
 * Grundy values are stored in the narrowest unsigned type they fit: 1, 2 or 4 bytes per heap
 * (KernelState widens its storage the first time a value does not fit).
 */
export type GrundyArray = Uint8Array | Uint16Array | Uint32Array;

export function bytesFor(value: number): 1 | 2 | 4 {
  return value < 0x100 ? 1 : value < 0x10000 ? 2 : 4;
}

export function allocateGrundyArray(bytes: 1 | 2 | 4, length: number): GrundyArray {
  return bytes === 1 ? new Uint8Array(length) : bytes === 2 ? new Uint16Array(length) : new Uint32Array(length);
}
