import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { misereCensus, misereCensusSteps, type MisereCensus, type MisereCensusRow } from './misereCensus.js';

/**
 * `stopRequested` (Ctrl-C in the CLI's census worker) is read wherever a code's growth reads its time
 * limit, inside heaps too. Without a time limit the reads are deterministic, so a stop that turns
 * true at its Nth read lands at a known place, and the interrupted census is held against the
 * uninterrupted one: the codes before are the same rows, the interrupted code covers exactly the
 * heaps finished before read N.
 */
const CODES = ['0.1', '0.2', '0.77'];
const OPTIONS = { maxHeap: 12, timeMsPerCode: Infinity };

/** A stop check that counts its reads and is true from read `at` on. */
function stopAtRead(at: number) {
  let reads = 0;
  return { check: () => ++reads >= at, reads: () => reads };
}

/** A row without its computing time (not deterministic). */
function comparable({ computeMs: _, ...row }: MisereCensusRow) {
  return row;
}

/** One code's uninterrupted growth: its row, and the stop's reads made when each heap was reported. */
function readsOf(code: string): { row: MisereCensusRow; reads: number; heapReads: { heap: number; reads: number }[] } {
  const counter = stopAtRead(Infinity);
  const steps = misereCensusSteps([code], { ...OPTIONS, stopRequested: counter.check });
  const heapReads: { heap: number; reads: number }[] = [];
  for (;;) {
    const step = steps.next();
    if (step.done) return { row: step.value.rows[0], reads: counter.reads(), heapReads };
    heapReads.push({ heap: step.value.heap, reads: counter.reads() });
  }
}

const perCode = CODES.map(readsOf);
const totalReads = perCode.reduce((sum, c) => sum + c.reads, 0);

function stoppedAt(read: number): MisereCensus {
  return misereCensus(CODES, { ...OPTIONS, stopRequested: stopAtRead(read).check });
}

describe('the misère census stopped inside a heap (stopRequested)', () => {
  it('a stop never requested changes nothing, and is read inside heaps (more reads than heaps)', () => {
    const plain = misereCensus(CODES, OPTIONS);
    expect(plain.interrupted).toBe(false);
    expect(perCode.map((c) => comparable(c.row))).toEqual(
      CODES.map((code) => comparable(plain.rows.find((r) => r.members.includes(code))!)),
    );
    const kayles = perCode[2];
    expect(kayles.reads).toBeGreaterThan(2 * kayles.row.heaps);
  });

  it('a stop at the first read inside a heap drops that heap: the row covers the heaps before it', () => {
    const kayles = perCode[2];
    const offset = perCode[0].reads + perCode[1].reads;
    // A heap of 0.77 with reads inside it: one at its start (between heaps), then the heap's own.
    const k = kayles.heapReads.findIndex((h, i) => i + 1 < kayles.heapReads.length && kayles.heapReads[i + 1].reads - h.reads >= 3);
    expect(k).toBeGreaterThanOrEqual(0);
    const { heap, reads } = kayles.heapReads[k];
    const census = stoppedAt(offset + reads + 2);
    expect(census.interrupted).toBe(true);
    expect(census.totals.codes).toBe(3);
    const row = census.rows.find((r) => r.code === '0.77')!;
    // Read only between heaps, the stop would have let heap + 1 finish.
    expect(row.heaps).toBe(heap);
    expect(row.stopped).toEqual({ limit: 'interrupted', value: null, message: `interrupted after heap ${heap}` });
    expect(row.orders).toEqual(kayles.row.orders.slice(0, heap));
  });

  it('a stop at any read: the codes before keep their rows, the interrupted one covers the heaps finished before that read', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: totalReads }), (read) => {
        const census = stoppedAt(read);
        expect(census.interrupted).toBe(true);
        // The code whose growth made that read.
        let index = 0;
        let before = 0;
        while (before + perCode[index].reads < read) before += perCode[index++].reads;
        const code = CODES[index];
        expect(census.totals.codes).toBe(index + 1);
        const earlier = index === 0 ? [] : misereCensus(CODES.slice(0, index), OPTIONS).rows;
        expect(census.rows.filter((r) => r.code !== code).map(comparable)).toEqual(earlier.map(comparable));
        const row = census.rows.find((r) => r.code === code)!;
        const heaps = perCode[index].heapReads.filter((h) => before + h.reads < read).length;
        expect(row.heaps, `read ${read}: ${code}`).toBe(heaps);
        expect(row.orders).toEqual(perCode[index].row.orders.slice(0, heaps));
        expect(row.status).toBe('unsolved');
        expect(row.stopped).toEqual({
          limit: 'interrupted',
          value: null,
          message: heaps === 0 ? 'interrupted during heap 1' : `interrupted after heap ${heaps}`,
        });
      }),
      { numRuns: 40 },
    );
  });
});
