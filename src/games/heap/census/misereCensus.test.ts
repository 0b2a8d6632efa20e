import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { MisereSolver } from '../../../engine/misere/misere.js';
import type { MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { growHeapQuotient } from '../misere/misere.js';
import { heapMapSignature, misereCensus } from './misereCensus.js';
import { comparePublishedQuotients } from './misereCensusPublished.js';
import { solvedHeapElement } from '../misere/miserePeriodicity.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { takeBreakGame } from '../rules.js';

/** Codes the engine solves within a second each (none unsolved): the census below runs without a time limit. */
const QUICK = ['0.0', '0.1', '0.2', '0.3', '0.5', '0.7', '0.01', '0.03', '0.12', '0.22', '0.31', '0.51', '0.52', '0.73', '0.75'];
const census = misereCensus(QUICK, { timeMsPerCode: Infinity });

/**
 * The misère outcome of a sum of heaps (any sizes) by a solved quotient: the row's own figures for
 * its named code (the test above holds them equal to growHeapQuotient's), the member's for others.
 */
function outcomeBySolved(
  growth: ReturnType<typeof growHeapQuotient>,
  solved: { period: number; preperiod: number },
  heaps: number[],
): 'N' | 'P' {
  const q = growth.quotient;
  const x = heaps.reduce((product, h) => q.product[product * q.order + solvedHeapElement(q, solved, BigInt(h))], 0);
  return q.losing[x] ? 'P' : 'N';
}

describe('the misère census', () => {
  it('runs every code of its patterns once, in order, and its rows hold each code once', () => {
    const codes = census.rows.flatMap((r) => r.members).sort();
    expect(codes).toEqual(
      ['0.0', '0.01', '0.03', '0.1', '0.12', '0.2', '0.22', '0.3', '0.31', '0.5', '0.51', '0.52', '0.7', '0.73', '0.75'].sort(),
    );
    expect(census.totals.codes).toBe(codes.length);
    expect(census.interrupted).toBe(false);
  });

  it('agrees with growHeapQuotient on every code: order, |P|, heaps, period and preperiod', () => {
    for (const row of census.rows) {
      for (const code of row.members) {
        const growth = growHeapQuotient(parseTakeBreakCode(code), 200);
        expect(growth.solved !== null, code).toBe(row.status === 'solved');
        if (row.status !== 'solved') continue;
        expect(growth.quotient.order, code).toBe(row.order);
        expect(growth.quotient.losing.filter((l) => l).length, code).toBe(row.pPortion);
        if (code === row.code) {
          expect([growth.upTo, growth.solved!.period, growth.solved!.preperiod], code).toEqual([row.solvedAt, row.period, row.preperiod]);
          expect(growth.orders).toEqual(row.orders);
        }
      }
    }
  });

  it('rows declared solved are proven: sums with heaps beyond the heap where each was declared have the outcome exhaustive search gives', () => {
    const solved = census.rows.filter((r) => r.status === 'solved' && r.order > 1);
    expect(solved.length).toBeGreaterThan(5);
    for (const row of solved) {
      for (const code of row.members) {
        const growth = growHeapQuotient(parseTakeBreakCode(code), 200);
        const solved = code === row.code ? { period: row.period!, preperiod: row.preperiod! } : growth.solved!;
        const beyond = (code === row.code ? row.solvedAt! : growth.upTo) + 1;
        const search = new MisereSolver(takeBreakGame(parseTakeBreakCode(code)));
        fc.assert(
          fc.property(
            fc.integer({ min: beyond, max: beyond + 6 }),
            fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 2 }),
            (big, small) => {
              const heaps = [big, ...small];
              expect(outcomeBySolved(growth, solved, heaps), `${code} ${heaps.join(' ')}`).toBe(search.outcome(heaps));
            },
          ),
          { numRuns: 12 },
        );
      }
    }
  });

  it('codes sharing a row have the same misère outcome on every sum (checked by exhaustive search of each)', () => {
    const shared = census.rows.filter((r) => r.members.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const row of shared) {
      const searches = row.members.map((code) => new MisereSolver(takeBreakGame(parseTakeBreakCode(code))));
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }), (heaps) => {
          const outcomes = searches.map((s) => s.outcome(heaps));
          expect(new Set(outcomes).size, `${row.members.join(', ')} on ${heaps.join(' ')}: ${outcomes.join(' ')}`).toBe(1);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('every quotient with a move has even order (Plambeck & Siegel 2008), and tame ones are the orders 2 and 6', () => {
    for (const row of census.rows) {
      if (row.order > 1) expect(row.order % 2, row.code).toBe(0);
      if (row.quotientClass.tame === 'T2') expect([row.order, row.pPortion]).toEqual([2, 1]);
      if (row.quotientClass.tame === 'T6') expect([row.order, row.pPortion]).toEqual([6, 2]);
    }
    // Misère Nim's quotients: 0.3 (take one, ⟨a | a² = 1⟩) and 0.33 (take one or two, T6).
    expect(census.rows.find((r) => r.members.includes('0.3'))!.quotientClass.tame).toBe('T2');
    // 0.75's quotient is Plambeck's R8 (order 8, |P| 2), not tame.
    const r8 = census.rows.find((r) => r.code === '0.75')!;
    expect([r8.order, r8.pPortion, r8.quotientClass.tame]).toEqual([8, 2, null]);
  });

  it('an unsolved code says how far it got and which limit stopped it: the heap limit, or the order limit', () => {
    const small = misereCensus(['0.77'], { maxHeap: 8, timeMsPerCode: Infinity });
    const row = small.rows[0];
    expect(row.status).toBe('unsolved');
    expect(row.heaps).toBe(8);
    expect(row.order).toBe(growHeapQuotient(parseTakeBreakCode('0.77'), 8).quotient.order);
    expect(row.stopped).toEqual({ limit: 'heap', value: 8, message: 'no period proven by heap 8 (the heap limit)' });
    const capped = misereCensus(['0.77'], {
      maxHeap: 40,
      timeMsPerCode: Infinity,
      limits: { maxOrder: 12, maxPositions: 3_000_000, maxCheckStates: 2_000_000 },
    }).rows[0];
    expect(capped.stopped?.limit).toBe('order');
    expect(capped.order).toBeLessThanOrEqual(12);
    expect(capped.stopped?.message).toContain(`stopped at heap ${capped.heaps + 1}`);
  });

  it('reports progress after every heap and stops when asked, keeping the codes done', () => {
    const seen: string[] = [];
    let calls = 0;
    const stopped = misereCensus(
      ['0.1', '0.2', '0.77'],
      { maxHeap: 30, timeMsPerCode: Infinity },
      (p) => seen.push(`${p.done}/${p.total} ${p.code}:${p.heap}`),
      () => ++calls >= 6,
    );
    expect(stopped.interrupted).toBe(true);
    // 0.1 and 0.2 are proven at heap 3 (no step is reported for the heap that proves them).
    expect(seen).toEqual(['0/3 0.1:1', '0/3 0.1:2', '1/3 0.2:1', '1/3 0.2:2', '2/3 0.77:1', '2/3 0.77:2']);
    const last = stopped.rows.find((r) => r.code === '0.77');
    expect(last?.stopped).toEqual({ limit: 'interrupted', value: null, message: 'interrupted after heap 2' });
    expect(last?.heaps).toBe(2);
  });

  it('the signature does not depend on how the elements are numbered, and tells different heap maps apart', () => {
    const growth = growHeapQuotient(parseTakeBreakCode('0.75'), 200);
    const q = growth.quotient;
    const signature = heapMapSignature(q, growth.solved!);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: q.order - 1 }, (_, i) => i + 1),
          { minLength: q.order - 1, maxLength: q.order - 1 },
        ),
        (rest) => {
          const relabel = [0, ...rest];
          expect(heapMapSignature(renumbered(q, relabel), growth.solved!)).toBe(signature);
        },
      ),
      { numRuns: 20 },
    );
    const other = growHeapQuotient(parseTakeBreakCode('0.34'), 200);
    expect(heapMapSignature(other.quotient, other.solved!)).not.toBe(signature);
  });

  it('compares published figures: 0.75 agrees with Plambeck’s R8; a figure beyond the heaps computed is unchecked', () => {
    const comparisons = comparePublishedQuotients(census.rows);
    expect(comparisons.find((c) => c.code === '0.75')?.verdict).toBe('agrees');
    const kayles = misereCensus(['0.77'], { maxHeap: 10, timeMsPerCode: Infinity });
    expect(comparePublishedQuotients(kayles.rows).find((c) => c.code === '0.77')).toMatchObject({ verdict: 'unchecked' });
  });

  it('rejects a heap limit outside 1..200 with one line', () => {
    expect(() => misereCensus(['0.7'], { maxHeap: 0 })).toThrow(
      new NimlabError('the misère census grows quotients to a heap from 1 to 200, got 0'),
    );
  });
});

/** The same quotient with element x renamed relabel[x]. */
function renumbered(q: MisereQuotient, relabel: number[]): MisereQuotient {
  const product = new Int32Array(q.order * q.order);
  const losing = new Array<boolean>(q.order);
  const representatives = new Array<readonly number[]>(q.order);
  for (let x = 0; x < q.order; x++) {
    losing[relabel[x]] = q.losing[x];
    representatives[relabel[x]] = q.representatives[x];
    for (let y = 0; y < q.order; y++) product[relabel[x] * q.order + relabel[y]] = relabel[q.product[x * q.order + y]];
  }
  return { ...q, product, losing, representatives, generatorElement: q.generatorElement.map((x) => relabel[x]) };
}
