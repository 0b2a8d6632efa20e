import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MisereSolver } from '../../../engine/misere/misere.js';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { quotientOutcome } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { leastQuotientFailure } from '../../../engine/quotient/check/misereQuotientCheck.js';
import { parseHeapGame } from '../heapGame.js';
import { growHeapQuotient, heapGeneratorSystem } from './misere.js';
import { solvedHeapElement } from './miserePeriodicity.js';
import { analyzeBySolvedQuotient } from './solvedMisere.js';
import { takeBreakGame } from '../rules.js';

/** Outcome of a sum of heaps by the quotient (heaps of any size when solved), 'P' or 'N'. */
function byQuotient(growth: ReturnType<typeof growHeapQuotient>, heaps: number[]): 'N' | 'P' {
  const q = growth.quotient;
  let x = 0;
  for (const h of heaps) {
    const e = growth.solved ? solvedHeapElement(q, growth.solved, BigInt(h)) : h === 0 ? 0 : q.generatorElement[h - 1];
    x = q.product[x * q.order + e];
  }
  return q.losing[x] ? 'P' : 'N';
}

describe('misère quotients grown inside the monoid, against exhaustive search', () => {
  // Every code the bench uses (Grundy's game only to a small heap), and the classic small ones.
  it.each([
    ['0.77', 12],
    ['0.07', 12],
    ['4.7', 11],
    ['4!.0', 10],
    ['0.75', 12],
    ['0.137', 10],
  ])('%s to heap %i: random sums of up to 4 heaps have the outcome exhaustive search gives', (code, to) => {
    const heapCode = parseHeapGame(code).code;
    const growth = growHeapQuotient(heapCode, to);
    const search = new MisereSolver(takeBreakGame(heapCode));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: growth.upTo }), { maxLength: 4 }), (heaps) => {
        expect(byQuotient(growth, heaps)).toBe(search.outcome(heaps));
      }),
      { numRuns: 80 },
    );
  });

  it('random two-digit octal codes: the quotient of heaps ≤ 8 gives the outcomes of random sums', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }),
        (d1, d2, heaps) => {
          const heapCode = parseHeapGame(`0.${d1}${d2}`).code;
          const growth = growHeapQuotient(heapCode, 8, undefined, undefined);
          fc.pre(growth.stopped === null);
          const bounded = heaps.map((h) => Math.min(h, growth.upTo));
          expect(byQuotient(growth, bounded)).toBe(new MisereSolver(takeBreakGame(heapCode)).outcome(bounded));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('0.75 is solved (period 2), and sums of heaps beyond the heap where it was declared agree with exhaustive search', () => {
    const heapCode = parseHeapGame('0.75').code;
    const growth = growHeapQuotient(heapCode, 200);
    expect(growth.solved).not.toBeNull();
    expect(growth.upTo).toBeLessThan(200);
    const search = new MisereSolver(takeBreakGame(heapCode));
    fc.assert(
      fc.property(
        fc.integer({ min: growth.upTo + 1, max: growth.upTo + 8 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
        (big, small) => {
          const heaps = [big, ...small];
          expect(byQuotient(growth, heaps)).toBe(search.outcome(heaps));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('the exact check finds a wrong P-portion, at a sum whose outcome it names as exhaustive search does', () => {
    const heapCode = parseHeapGame('0.77').code;
    const q = growHeapQuotient(heapCode, 9).quotient;
    const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
    const search = new MisereSolver(takeBreakGame(heapCode));
    expect(leastQuotientFailure(q, checkKinds(outcomes, q))).toBeNull();
    for (let x = 1; x < q.order; x++) {
      const wrong = { ...q, losing: q.losing.map((l, y) => (y === x ? !l : l)) };
      const failure = leastQuotientFailure(wrong, checkKinds(outcomes, wrong));
      expect(failure).not.toBeNull();
      const heaps = failure!.sum.map((g) => g + 1);
      expect(failure!.outcome).toBe(search.outcome(heaps));
      expect(quotientOutcome(wrong, failure!.sum)).not.toBe(failure!.outcome);
    }
  });
});

describe('sums of heaps of any size in a solved quotient', () => {
  it('0.75: outcome and winning moves past the solved heap agree with exhaustive search (every move listed wins; N has one)', () => {
    const heapCode = parseHeapGame('0.75').code;
    const growth = growHeapQuotient(heapCode, 200);
    const { quotient, solved } = growth;
    const search = new MisereSolver(takeBreakGame(heapCode));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: growth.upTo + 10 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 2 }),
        (big, small) => {
          const heaps = [big, ...small];
          const analysis = analyzeBySolvedQuotient(heapCode, quotient, solved!, heaps.map(BigInt));
          expect(analysis.outcome).toBe(search.outcome(heaps));
          expect(analysis.winningMoves.length > 0).toBe(analysis.outcome === 'N');
          for (const move of analysis.winningMoves) {
            const after = heaps.flatMap((h, i) => (i === move.heap ? move.parts.map(Number) : [h]));
            expect(search.outcome(after)).toBe('P');
            expect(BigInt(heaps[move.heap]) - move.parts.reduce((a, b) => a + b, 0n)).toBe(BigInt(move.removed));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('Kayles heaps of 10^12 map by the period: heap n and heap n − 12k have the same element', () => {
    const growth = growHeapQuotient(parseHeapGame('0.77').code, 200);
    expect(growth.solved).toEqual({ period: 12, preperiod: 71 });
    expect(growth.quotient.order).toBe(40);
    const n = 10n ** 12n;
    expect(solvedHeapElement(growth.quotient, growth.solved!, n)).toBe(solvedHeapElement(growth.quotient, growth.solved!, n - 12n * 1000n));
    // Heap 180 is past the heaps computed (to 167): it has the element of heap 180 − 2·12 = 156.
    expect(solvedHeapElement(growth.quotient, growth.solved!, 180n)).toBe(growth.quotient.generatorElement[156 - 1]);
    const map = growth.quotient.generatorElement;
    for (let n = 71 + 12; n <= map.length; n++) expect(map[n - 1]).toBe(map[n - 12 - 1]);
  });
});
