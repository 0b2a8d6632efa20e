import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { heapGeneratorSystem, heapQuotientSteps, type HeapQuotientGrowth } from './misere.js';

const DEFAULTS = { maxOrder: 512, maxPositions: 3_000_000, maxCheckStates: 2_000_000 };

/** Runs the growth to its end, `stopRequested` read wherever the time limit is. */
function grow(code: string, to: number, stopRequested?: () => boolean): HeapQuotientGrowth {
  const steps = heapQuotientSteps(parseTakeBreakCode(code), to, DEFAULTS, Infinity, false, stopRequested);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The quotient as plain data, to compare two growths (same table, P-portion, heap map, representatives). */
function facts(q: MisereQuotient) {
  return {
    order: q.order,
    count: q.count,
    product: Array.from(q.product),
    losing: q.losing,
    heapMap: q.generatorElement,
    representatives: q.representatives,
  };
}

/** A stop request that turns true on its `after`-th reading, counting the readings. */
function stopAfter(after: number): { stopRequested: () => boolean; readings: () => number } {
  let readings = 0;
  return { stopRequested: () => ++readings > after, readings: () => readings };
}

// Kayles to heap 30 splits its quotient at heaps 2, 5, 9, 12, 25, 27 (orders 6 … 40): stops land in
// heaps that rebuild the quotient as well as in ones that keep it.
const CODE = '0.77';
const TO = 30;

describe('a stop request ends the growth of a heap quotient (Ctrl-C in the CLI)', () => {
  const full = stopAfter(Infinity);
  const whole = grow(CODE, TO, full.stopRequested);
  const total = full.readings();

  it('is read inside heaps, not only between them (once before each heap after the first)', () => {
    expect(whole.stopped).toBeNull();
    expect(total).toBeGreaterThan(TO - 1);
  });

  it('a stop inside a heap says "during heap n" and keeps heaps 1..n−1', () => {
    // The readings done when each heap ends: the reading after one of them is the check between heaps.
    const stop = stopAfter(Infinity);
    const ends: number[] = [];
    const steps = heapQuotientSteps(parseTakeBreakCode(CODE), TO, DEFAULTS, Infinity, false, stop.stopRequested);
    for (let step = steps.next(); !step.done; step = steps.next()) ends.push(stop.readings());
    const inside = [...Array(total).keys()].find((r) => r > ends[0] && !ends.includes(r));
    expect(inside).toBeDefined();
    const heap = ends.filter((end) => end <= inside!).length + 1;
    const growth = grow(CODE, TO, stopAfter(inside!).stopRequested);
    expect(growth.stopped).toBe(`interrupted during heap ${heap}`);
    expect(facts(growth.quotient)).toEqual(facts(grow(CODE, heap - 1).quotient));
  });

  it('wherever it lands: the heap being grown is dropped, the result is the growth through the heap before', () => {
    const reference = new Map<number, HeapQuotientGrowth>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: total - 1 }), (after) => {
        const stop = stopAfter(after);
        let growth: HeapQuotientGrowth;
        try {
          growth = grow(CODE, TO, stop.stopRequested);
        } catch (error) {
          // Inside heap 1 no heap is done: the interruption itself is the answer.
          expect(error).toBeInstanceOf(QuotientLimitError);
          expect((error as QuotientLimitError).limit).toBe('interrupted');
          return;
        }
        const stopped = /^interrupted (during|after) heap (\d+)$/.exec(growth.stopped ?? '');
        expect(stopped, String(growth.stopped)).not.toBeNull();
        const heap = Number(stopped![2]);
        expect(growth.upTo).toBe(stopped![1] === 'during' ? heap - 1 : heap);
        expect(growth.limit?.limit).toBe('interrupted');
        if (!reference.has(growth.upTo)) reference.set(growth.upTo, grow(CODE, growth.upTo));
        const before = reference.get(growth.upTo)!;
        expect(facts(growth.quotient)).toEqual(facts(before.quotient));
        expect(growth.orders).toEqual(before.orders);
        expect(growth.lastChange).toBe(before.lastChange);
        expect(growth.solved).toEqual(before.solved);
      }),
      { numRuns: 40 },
    );
  });

  it('never requested, it changes nothing', () => {
    expect(facts(whole.quotient)).toEqual(facts(grow(CODE, TO).quotient));
  });
});

describe('the outcome search reads a stop request inside one search', () => {
  it('a single outcome of a large sum reads it many times and stops with QuotientLimitError("interrupted")', () => {
    // 0.37's heaps of 6, 7, 8 and 9 tokens (generators 5–8): one search expands some 4,000 sums.
    const sum = [5, 6, 7, 8];
    const count = stopAfter(Infinity);
    const outcomes = new MultisetOutcomes(heapGeneratorSystem(parseTakeBreakCode('0.37')), Infinity, {
      at: Infinity,
      timeLimitMs: Infinity,
      stopRequested: count.stopRequested,
    });
    outcomes.isP(sum);
    expect(count.readings()).toBeGreaterThan(10);
    const stop = stopAfter(3);
    const stopped = new MultisetOutcomes(heapGeneratorSystem(parseTakeBreakCode('0.37')), Infinity, {
      at: Infinity,
      timeLimitMs: Infinity,
      stopRequested: stop.stopRequested,
    });
    expect(() => stopped.isP(sum)).toThrow(expect.objectContaining({ limit: 'interrupted' }));
    expect(stop.readings()).toBe(4);
  });
});
