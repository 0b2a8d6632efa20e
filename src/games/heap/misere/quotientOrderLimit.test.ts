import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTIENT_LIMITS } from '../../../engine/quotient/misereQuotient.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { growHeapQuotient } from './misere.js';

/**
 * Issue 39 item 6: `--max-order` is a bound on the quotient (Plambeck & Siegel 2008: the misère
 * quotient of the heaps grown so far), not on the candidates met while it is built. A growth
 * stopped by the order limit is stopped by a quotient past it, or its error says that a candidate
 * passed it (and of what order), never "order above the limit" for a quotient under it.
 */
const octalCode = fc
  .tuple(fc.constantFrom('0', '4'), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }))
  .map(([d0, digits]) => `${d0}.${digits.join('')}`);

const TIME_MS = 20_000;

describe('the order limit holds against quotients, not candidates', () => {
  it('0.35 to heap 11 under --max-order 512 reaches heap 11, whose quotient has order 426', () => {
    const growth = growHeapQuotient(parseTakeBreakCode('0.35'), 11, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 512 }, TIME_MS);
    expect(growth.stopped).toBeNull();
    expect(growth.upTo).toBe(11);
    expect(growth.quotient.order).toBe(426);
  });

  it('random codes under a small limit: same quotients as without it, and a stop only for a quotient past it or a named candidate', () => {
    fc.assert(
      fc.property(octalCode, fc.integer({ min: 2, max: 40 }), (text, maxOrder) => {
        const code = parseTakeBreakCode(text);
        const free = growHeapQuotient(code, 9, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 4096 }, TIME_MS);
        const bounded = growHeapQuotient(code, 9, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder }, TIME_MS);
        // orders[n − 1]: the order of the quotient of heaps 1..n.
        const reached = Math.min(free.upTo, bounded.upTo);
        expect(bounded.orders.slice(0, reached), text).toEqual(free.orders.slice(0, reached));
        if (bounded.limit?.limit !== 'order') return;
        expect(bounded.limit.value).toBe(maxOrder);
        // Stopped at heap upTo + 1: the quotient there passes the limit, or a candidate is named.
        if (bounded.limit.candidateOrder !== undefined) {
          expect(bounded.limit.candidateOrder).toBeGreaterThan(maxOrder);
          expect(bounded.limit.message).toContain(`a candidate quotient on the way grew past ${bounded.limit.candidateOrder} elements`);
        } else if (free.upTo > bounded.upTo) {
          expect(free.orders[bounded.upTo], `${text} heap ${bounded.upTo + 1} under ${maxOrder}`).toBeGreaterThan(maxOrder);
        }
      }),
      { numRuns: 60, seed: 39 },
    );
  }, 300_000);
});
