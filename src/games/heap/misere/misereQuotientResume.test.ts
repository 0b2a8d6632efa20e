import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotientTable, type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { heapQuotientSteps, type HeapQuotientGrowth } from './misere.js';

const LIMITS = { maxOrder: 1024, maxPositions: 3_000_000, maxCheckStates: 2_000_000 };

function grow(code: string, to: number, resumeFrom?: HeapQuotientGrowth): HeapQuotientGrowth {
  const steps = heapQuotientSteps(parseTakeBreakCode(code), to, LIMITS, Infinity, false, undefined, undefined, resumeFrom);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The growth as a run reads it back from disk (cli/quotientGrowth/quotientCheckpoint.ts): plain copies, so no cache
 * keyed by the old objects (explored check states, folded candidates) reaches the resumed run.
 */
function asReadBack(growth: HeapQuotientGrowth): HeapQuotientGrowth {
  const q = growth.quotient;
  const product = quotientTable(q.order);
  product.set(q.product);
  const quotient: MisereQuotient = {
    count: q.count,
    order: q.order,
    representatives: q.representatives.map((r) => [...r]),
    product,
    losing: [...q.losing],
    generatorElement: [...q.generatorElement],
    relations: q.relations.map((r) => ({ left: [...r.left], right: [...r.right] })),
  };
  return { ...growth, quotient, orders: [...growth.orders], limit: undefined };
}

/** What must not depend on where a run was broken: orders by heap, |P|, the last change, a proof. */
function invariants(growth: HeapQuotientGrowth) {
  const q = growth.quotient;
  return {
    upTo: growth.upTo,
    orders: growth.orders,
    pCount: q.losing.filter(Boolean).length,
    lastChange: growth.lastChange,
    solved: growth.solved,
  };
}

/** The quotient as plain data: table, P-portion, heap map (equal when the elements are numbered alike). */
function facts(q: MisereQuotient) {
  return { order: q.order, product: Array.from(q.product), losing: [...q.losing], heapMap: [...q.generatorElement] };
}

// Kayles splits old elements at heaps 2, 5, 9, 12, 25, 27; Dawson's Kayles recalibrates from heap 25;
// 4.7 grows its quotient at most heaps: breaks land in every kind of step.
const CASES: [string, number][] = [
  ['0.77', 30],
  ['0.07', 26],
  ['4.7', 22],
];

describe('a heap quotient growth resumed from a growth read back from disk', () => {
  for (const [code, to] of CASES) {
    const whole = grow(code, to);
    it(`${code} to heap ${to}: broken at any heap and resumed, the same orders, |P| and table`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: to - 1 }), (at) => {
          const resumed = grow(code, to, asReadBack(grow(code, at)));
          expect(invariants(resumed)).toEqual(invariants(whole));
          expect(facts(resumed.quotient)).toEqual(facts(whole.quotient));
        }),
        { numRuns: 6, seed: 19 },
      );
    });
  }

  it('a growth already past --to is returned whole, not cut back', () => {
    const grown = grow('0.77', 12);
    const again = grow('0.77', 8, asReadBack(grown));
    expect(again.upTo).toBe(12);
    expect(again.orders).toEqual(grown.orders);
  });

  it('a solved growth resumed stops at once when asked to stop at its proof', () => {
    const steps = heapQuotientSteps(parseTakeBreakCode('0.75'), 200, LIMITS, Infinity, true);
    let solved: HeapQuotientGrowth;
    for (;;) {
      const step = steps.next();
      if (step.done) {
        solved = step.value;
        break;
      }
    }
    expect(solved.solved).not.toBeNull();
    const again = heapQuotientSteps(
      parseTakeBreakCode('0.75'),
      200,
      LIMITS,
      Infinity,
      true,
      undefined,
      undefined,
      asReadBack(solved),
    ).next();
    expect(again.done).toBe(true);
    expect(again.value).toMatchObject({ upTo: solved.upTo, solved: solved.solved, orders: solved.orders });
  });

  it('refuses a growth whose orders or generators do not match its heaps', () => {
    const grown = asReadBack(grow('0.77', 6));
    const broken = { ...grown, orders: grown.orders.slice(1) };
    expect(() => heapQuotientSteps(parseTakeBreakCode('0.77'), 10, LIMITS, Infinity, false, undefined, undefined, broken).next()).toThrow(
      /one order per heap/,
    );
  });
});
