import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHeapGame } from '../heapGame.js';
import { genusRun, type GenusStop } from './genusRun.js';
import { HeapMisereForms } from './misere.js';

/** Every value the run yields, and what it returned. */
function drain(run: Generator<ReturnType<HeapMisereForms['value']>, GenusStop | null, void>) {
  const rows: ReturnType<HeapMisereForms['value']>[] = [];
  for (;;) {
    const step = run.next();
    if (step.done) return { rows, stop: step.value };
    rows.push(step.value);
  }
}

const CODES = ['0.07', '0.77', '0.137', '4.07', '0.6', '0.34'];

describe('the budgeted genus loop (table --misere and the misère view)', () => {
  it('gives heap after heap the value of a fresh form store, and null when every heap is done', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODES), fc.integer({ min: 0, max: 12 }), (name, to) => {
        const code = parseHeapGame(name).code;
        const { rows, stop } = drain(genusRun(new HeapMisereForms(code), to));
        expect(stop).toBeNull();
        const fresh = new HeapMisereForms(code);
        expect(rows.map((r) => [r.heap, r.genus.text, r.phylum, r.nimHeap])).toEqual(
          Array.from({ length: to + 1 }, (_, n) => {
            const value = fresh.value(n);
            return [n, value.genus.text, value.phylum, value.nimHeap];
          }),
        );
      }),
      { numRuns: 20 },
    );
  });

  it('stops at the first heap begun after its time limit, keeping the heaps before', () => {
    let time = 0;
    const now = () => (time += 1000);
    const { rows, stop } = drain(genusRun(new HeapMisereForms(parseHeapGame('0.77').code), 10, { timeLimitMs: 2500, now }));
    expect(rows.map((r) => r.heap)).toEqual([0, 1]);
    expect(stop).toEqual({ reason: 'time-limit', heap: 2, limitMs: 2500 });
  });

  it('stops when the caller asks, before the next heap, and tells onHeap only the heaps it computes', () => {
    const told: number[] = [];
    const forms = new HeapMisereForms(parseHeapGame('0.77').code);
    const run = genusRun(forms, 10, { shouldStop: () => told.length === 3, onHeap: (heap) => told.push(heap) });
    const { rows, stop } = drain(run);
    expect(told).toEqual([0, 1, 2]);
    expect(rows.map((r) => r.heap)).toEqual([0, 1, 2]);
    expect(stop).toEqual({ reason: 'stopped', heap: 3 });
  });

  it("stops at the heap whose form meets the store's limit, with the store's error", () => {
    const code = parseHeapGame('0.77').code;
    const limit = 12;
    const direct = new HeapMisereForms(code, limit);
    let failing = -1;
    let message = '';
    for (let n = 0; n <= 30 && failing < 0; n++) {
      try {
        direct.value(n);
      } catch (error) {
        failing = n;
        message = (error as Error).message;
      }
    }
    expect(failing).toBeGreaterThan(0);
    const { rows, stop } = drain(genusRun(new HeapMisereForms(code, limit), 30));
    expect(rows.length).toBe(failing);
    expect(stop?.reason).toBe('limit');
    expect(stop?.heap).toBe(failing);
    expect(stop?.reason === 'limit' && stop.error.message).toBe(message);
  });
});
