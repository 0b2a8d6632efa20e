import { describe, expect, it } from 'vitest';
import { misereCensus } from './misereCensus.js';

/**
 * The census measures each code's time limit on the clock it is given (the CLI gives it CPU time,
 * issue 39): a fake clock decides where rows stop, whatever the wall clock does.
 */
const CODES = ['0.77', '0.137'];

/** A clock that moves `stepMs` at every read. */
function steppingClock(stepMs: number): () => number {
  let now = 0;
  return () => (now += stepMs);
}

describe('the misère census time limit is read on the given clock', () => {
  it('a clock that never moves never stops a code, however small the limit', () => {
    const census = misereCensus(CODES, { maxHeap: 14, timeMsPerCode: 1, clock: () => 0 });
    for (const row of census.rows) {
      expect(row.stopped?.limit ?? 'none', row.code).not.toBe('time');
      expect(row.computeMs).toBe(0);
    }
    expect(census.rows.find((r) => r.members.includes('0.137'))!.heaps).toBe(14);
  });

  it('a clock that passes the limit at every read stops every code at heap 1 with the time limit', () => {
    // An hour of wall time would never be reached; any read of the fake clock passes its limit.
    const census = misereCensus(CODES, { maxHeap: 14, timeMsPerCode: 3_600_000, clock: steppingClock(3_600_001) });
    for (const row of census.rows) {
      expect(row.status, row.code).toBe('unsolved');
      expect(row.stopped, row.code).toMatchObject({ limit: 'time', value: 3_600_000 });
      expect(row.heaps, row.code).toBe(0);
      expect(row.stopped!.message, row.code).toMatch(/^stopped at heap 1: /);
    }
  });

  it('a clock read inside a heap stops that heap with the time limit (the outcome search reads it)', () => {
    // Heap 1 is always finished; the clock then runs out part way through a later heap's search.
    let reads = 0;
    const clock = () => (++reads > 40 ? 1e9 : 0);
    const [row] = misereCensus(['0.137'], { maxHeap: 30, timeMsPerCode: 1000, clock }).rows;
    expect(row.stopped).toMatchObject({ limit: 'time', value: 1000 });
    expect(row.stopped!.message).toMatch(/^stopped at heap \d+: /);
    expect(row.heaps).toBeGreaterThanOrEqual(1);
    expect(row.heaps).toBeLessThan(30);
  });
});
