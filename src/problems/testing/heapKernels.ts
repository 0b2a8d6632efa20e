import { GrundySequencer, parseHeapGame } from '../../games/heap/index.js';

/**
 * The XOR of the Grundy values of `heaps` in the take-and-break game `code`, computed by the heap
 * kernels from the code alone: an independent check on a problem's closed form at its limits.
 */
export function xorByHeapKernels(code: string, heaps: ArrayLike<number>): number {
  const sequencer = new GrundySequencer(parseHeapGame(code).code, { stopWhenProven: false });
  let largest = 0;
  for (let i = 0; i < heaps.length; i++) largest = Math.max(largest, heaps[i]);
  sequencer.extendTo(largest + 1);
  let total = 0;
  for (let i = 0; i < heaps.length; i++) total ^= sequencer.valueAt(heaps[i]);
  return total;
}
