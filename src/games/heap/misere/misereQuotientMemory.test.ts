import { describe, expect, it } from 'vitest';
import type { MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { heapQuotientSteps, type HeapQuotientGrowth } from './misere.js';

const DEFAULTS = { maxOrder: 512, maxPositions: 3_000_000, maxCheckStates: 2_000_000 };

function grow(
  code: string,
  to: number,
  limits: typeof DEFAULTS & { maxResidentMB?: number },
  from?: HeapQuotientGrowth,
): HeapQuotientGrowth {
  const steps = heapQuotientSteps(parseTakeBreakCode(code), to, limits, Infinity, false, undefined, undefined, from);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function facts(q: MisereQuotient) {
  return { order: q.order, product: Array.from(q.product), losing: q.losing, heapMap: q.generatorElement };
}

// 4.7 to heap 16: its quotient splits old elements from heap 8 on (orders up to 160), so the bound
// is read inside refinements as well as in plain steps.
const CODE = '4.7';

describe('a growth bounded in resident memory (quotient --max-memory)', () => {
  it('is the same growth when the bound is not met', () => {
    const unbounded = grow(CODE, 16, DEFAULTS);
    const bounded = grow(CODE, 16, { ...DEFAULTS, maxResidentMB: 1_000_000 });
    expect(bounded.stopped).toBeNull();
    expect(bounded.orders).toEqual(unbounded.orders);
    expect(facts(bounded.quotient)).toEqual(facts(unbounded.quotient));
  });

  it('stops in the first heap it grows once the bound is passed, keeping the heaps done, and says why', () => {
    const upTo8 = grow(CODE, 8, DEFAULTS);
    // Any process holds more than 1 MB: the first reading ends heap 9.
    const stopped = grow(CODE, 16, { ...DEFAULTS, maxResidentMB: 1 }, upTo8);
    expect(stopped.upTo).toBe(8);
    expect(stopped.stopped).toBe('stopped at heap 9: resident memory passed the limit of 1 MB');
    expect(stopped.limit?.limit).toBe('memory');
    expect(facts(stopped.quotient)).toEqual(facts(upTo8.quotient));
  });

  it('a growth from heap 1 has nothing to show: the limit is thrown, as every limit of heap 1 is', () => {
    expect(() => grow(CODE, 16, { ...DEFAULTS, maxResidentMB: 1 })).toThrow(QuotientLimitError);
  });
});
