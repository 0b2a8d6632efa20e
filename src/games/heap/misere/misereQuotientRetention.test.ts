import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTIENT_LIMITS, type MisereQuotient, type QuotientTable } from '../../../engine/quotient/misereQuotient.js';
import { parseHeapGame } from '../heapGame.js';
import { heapQuotientSteps } from './misere.js';

/**
 * Memory: a quotient grown heap by heap must not keep the quotients before it alive. Until
 * 2026-11-26 it did: a lazy presentation getter made inside its builder shared the builder's
 * closure context, which held the previous quotient's table (and the refined candidate's check
 * states), each keeping the one before; 0.35 grown to heap 77 held 14.9 GB. `withLazyPresentation`
 * (misereQuotient.ts) fixed it. This test held the old code (c8c10f2^) red: there every table of
 * 4.7's heaps 1–21 was still reachable from the quotient of heap 22.
 *
 * How it sees retention: a WeakRef to each heap's table, then a full collection. A WeakRef's target
 * is kept until the end of the job that made or read it, so the collection runs in later tasks.
 * `gc` is taken from a fresh context after setting --expose-gc (no flag needed on the command line).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Grows `code` to `to`; returns, for each heap, a weak reference to its quotient's table, and the
 * last quotient itself (held strongly, as a caller holds the quotient it grew: the leak ran from it).
 */
function weakTables(code: string, to: number): { tables: { heap: number; table: WeakRef<QuotientTable> }[]; last: MisereQuotient } {
  const limits = { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 4096 };
  const steps = heapQuotientSteps(parseHeapGame(code).code, to, limits, Infinity, false);
  const tables: { heap: number; table: WeakRef<QuotientTable> }[] = [];
  let last: MisereQuotient | null = null;
  for (let step = steps.next(); !step.done; step = steps.next()) {
    last = step.value.growth.quotient;
    tables.push({ heap: step.value.heap, table: new WeakRef(last.product) });
  }
  if (last === null) throw new Error(`${code}: no heap grown`);
  return { tables, last };
}

describe('memory of the heap-by-heap growth', () => {
  it('4.7 to heap 22: the quotient of heap 22 keeps no table of an earlier quotient reachable', async () => {
    const { tables, last } = weakTables('4.7', 22);
    expect(tables.map((t) => t.heap)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (let round = 0; round < 3; round++) {
      await nextTask();
      collectGarbage();
    }
    const kept = tables.filter((t) => t.table.deref() !== undefined && t.table.deref() !== last.product).map((t) => t.heap);
    expect(kept).toEqual([]);
    expect(last.order).toBe(154);
  });

  it('the test sees a table that is still referenced (it can fail)', async () => {
    const { tables } = weakTables('4.7', 12);
    const held = tables.map((t) => t.table.deref());
    for (let round = 0; round < 3; round++) {
      await nextTask();
      collectGarbage();
    }
    expect(tables.every((t) => t.table.deref() !== undefined)).toBe(true);
    expect(held.length).toBe(12);
  });
});
