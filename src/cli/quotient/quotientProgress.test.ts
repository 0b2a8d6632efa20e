import { describe, expect, it } from 'vitest';
import { heapQuotientSteps, parseHeapGame } from '../../games/heap/index.js';
import { HEAP_QUOTIENT_PROGRESS, sharedRecalibrationProgress } from '../quotientGrowth/quotientGrowthProtocol.js';
import { progressLine } from '../quotientGrowth/quotientRun.js';

function record(fields: Partial<Record<'heap' | 'order' | 'rebuilds' | 'largestOrder', number>>): Int32Array {
  const progress = new Int32Array(new SharedArrayBuffer(HEAP_QUOTIENT_PROGRESS.length * 4));
  for (const [field, value] of Object.entries(fields)) progress[HEAP_QUOTIENT_PROGRESS[field as keyof typeof fields]] = value;
  return progress;
}

describe("the quotient's progress line, read from the record the growth's worker shares", () => {
  it('shows the last heap done and its order, and a recalibration of the heap being grown while it runs', () => {
    expect(progressLine(record({ heap: 16, order: 304 }))).toBe('quotient: heap 16, order 304 (Ctrl-C stops and shows it)');
    expect(progressLine(record({ heap: 16, order: 304, rebuilds: 0, largestOrder: 304 }))).toBe(
      'quotient: heap 16, order 304; heap 17 recalibrating: 0 rebuilt candidates, up to 304 elements (Ctrl-C stops and shows it)',
    );
    expect(progressLine(record({ heap: 16, order: 304, rebuilds: 1, largestOrder: 1944 }))).toBe(
      'quotient: heap 16, order 304; heap 17 recalibrating: 1 rebuilt candidate, up to 1,944 elements (Ctrl-C stops and shows it)',
    );
  });

  // The growth writes the shared slots itself while a heap recalibrates: 0.71 recalibrates heap 8
  // (14 → 36 elements) through four rebuilt candidates of up to 44 elements.
  it('the growth writes its recalibration into the shared record, and resets it at the next heap', () => {
    const progress = record({});
    const grow = (to: number) => {
      const steps = heapQuotientSteps(
        parseHeapGame('0.71').code,
        to,
        undefined,
        Infinity,
        false,
        undefined,
        sharedRecalibrationProgress(progress),
      );
      for (let step = steps.next(); !step.done; step = steps.next());
    };
    grow(8);
    expect([Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.rebuilds), Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.largestOrder)]).toEqual([
      4, 44,
    ]);
    grow(9);
    expect([Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.rebuilds), Atomics.load(progress, HEAP_QUOTIENT_PROGRESS.largestOrder)]).toEqual([
      0, 0,
    ]);
  });
});
