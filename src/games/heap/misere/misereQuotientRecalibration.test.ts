import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MisereSolver } from '../../../engine/misere/misere.js';
import { buildMisereQuotient } from '../../../engine/quotient/buildMisereQuotient.js';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { quotientOutcome, type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { leastQuotientFailure } from '../../../engine/quotient/check/misereQuotientCheck.js';
import { GrowingQuotient } from '../../../engine/quotient/growingQuotient.js';
import { foldedCandidate } from '../../../engine/quotient/steps/misereQuotientExtension.js';
import {
  newRecalibrationProgress,
  recalibrateQuotient,
  stepStopReason,
} from '../../../engine/quotient/steps/misereQuotientRecalibration.js';
import { QuotientLimitError } from '../../../engine/quotient/quotientLimitError.js';
import { parseHeapGame } from '../heapGame.js';
import { growHeapQuotient, heapGeneratorSystem, heapQuotientSteps } from './misere.js';
import { solvedHeapElement } from './miserePeriodicity.js';
import { takeBreakGame } from '../rules.js';

/** Elements of q reached from the identity by the images of generators 0..count−1. */
function generatedBy(q: MisereQuotient, count: number): number {
  const seen = new Set([0]);
  const queue = [0];
  for (let i = 0; i < queue.length; i++) {
    for (let g = 0; g < count; g++) {
      const y = q.product[queue[i] * q.order + q.generatorElement[g]];
      if (!seen.has(y)) {
        seen.add(y);
        queue.push(y);
      }
    }
  }
  return seen.size;
}

describe('misère quotients rebuilt by freeing the heaps of least failures (recalibration), against exhaustive search', () => {
  // 0.34 at heap 10 (order 6 → 12) and Kayles at heap 9 (12 → 18): the new heap splits old
  // elements (the old heaps generate more elements than the quotient before had), found by running
  // the growth over two-digit codes and Kayles.
  // The recalibrated quotient is held against another proved one: 0.34's from the slow rebuild by
  // search, Kayles' from the growth (there the refinement settles heap 9; the slow rebuild of Kayles
  // to heap 9 takes seconds).
  for (const [code, heap, before, after, other] of [
    ['0.34', 10, 6, 12, 'slow rebuild'],
    ['0.77', 9, 12, 18, 'growth'],
  ] as const) {
    it(`${code} heap ${heap} splits old elements; the recalibrated quotient is the ${other}'s and gives the outcomes of exhaustive search`, () => {
      const heapCode = parseHeapGame(code).code;
      const old = growHeapQuotient(heapCode, heap - 1).quotient;
      expect(old.order).toBe(before);
      const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
      outcomes.useQuotient(old);
      const folded = foldedCandidate(outcomes, old, 2, 512);
      expect(leastQuotientFailure(folded, checkKinds(outcomes, folded))).not.toBeNull();
      const result = recalibrateQuotient(outcomes, folded, { maxOrder: 512, maxPositions: 1e6, maxCheckStates: 1e6 });
      expect(result.quotient).not.toBeNull();
      const q = result.quotient!;
      expect(result.rounds).toBeGreaterThan(0);
      expect(q.order).toBe(after);
      // The split: heaps below `heap` generate more elements than the quotient of those heaps had.
      expect(generatedBy(q, heap - 1)).toBeGreaterThan(before);
      expect(leastQuotientFailure(q, checkKinds(outcomes, q))).toBeNull();
      const slow =
        other === 'growth'
          ? growHeapQuotient(heapCode, heap).quotient
          : buildMisereQuotient(new MultisetOutcomes(heapGeneratorSystem(heapCode)), heap);
      expect(slow.order).toBe(q.order);
      const search = new MisereSolver(takeBreakGame(heapCode));
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: heap }), { maxLength: 5 }), (heaps) => {
          const sum = heaps.map((h) => h - 1);
          expect(quotientOutcome(q, sum)).toBe(search.outcome(heaps));
          expect(quotientOutcome(slow, sum)).toBe(quotientOutcome(q, sum));
        }),
        { numRuns: 150 },
      );
    });
  }

  // A recalibration that gives up says why, so the growth's stop line can name it (not only the
  // limit of the search it falls back to): 0.34 at heap 10 needs at least one round.
  it('a give-up names its reason: rounds used up, or no rebuild within the order limit', () => {
    const heapCode = parseHeapGame('0.34').code;
    const old = growHeapQuotient(heapCode, 9).quotient;
    const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
    outcomes.useQuotient(old);
    const folded = foldedCandidate(outcomes, old, 2, 512);
    const noRounds = recalibrateQuotient(outcomes, folded, { maxOrder: 512, maxPositions: 1e6, maxCheckStates: 1e6 }, 0);
    expect(noRounds.quotient).toBeNull();
    expect(noRounds).toMatchObject({
      rounds: 0,
      largestOrder: folded.order,
      why: `recalibration gave up: no candidate accepted in 0 rounds (candidates up to ${folded.order} elements)`,
    });
    // The quotient has 12 elements: an order limit of 6 leaves every rebuild too big.
    const tooBig = recalibrateQuotient(outcomes, folded, { maxOrder: 6, maxPositions: 1e6, maxCheckStates: 1e6 });
    expect(tooBig.quotient).toBeNull();
    expect(tooBig.quotient === null && tooBig.why).toMatch(
      /^recalibration gave up: no rebuild within the order limit of 6 predicts round 1's failing sum right/,
    );
  });

  // 0.35's heap 8 has a quotient of 106 elements. Before issue 39 its recalibration gave up at the
  // order limit of 100 (every rebuild above it) and the search by sums that followed met its limit
  // of stored sums; candidates may now pass the limit on the way (candidateOrderLimit.ts), so the
  // recalibration finds the quotient and the line says its order, above the limit.
  it('a growth whose quotient passes the order limit says the order it has', () => {
    const growth = growHeapQuotient(parseHeapGame('0.35').code, 10, { maxOrder: 100, maxPositions: 20_000, maxCheckStates: 200_000 });
    expect(growth.upTo).toBe(7);
    expect(growth.stopped).toBe('stopped at heap 8: the quotient has order 106, above the limit of 100 elements');
    expect(growth.limit?.limit).toBe('order');
  });

  // The same for a growth a generator at a time (the route of `nimlab quotient ./mygame.mjs …`).
  it('GrowingQuotient: a step whose quotient passes the limit says its order, with no give-up kept', () => {
    const growth = new GrowingQuotient(heapGeneratorSystem(parseHeapGame('0.35').code), {
      maxOrder: 100,
      maxPositions: 20_000,
      maxCheckStates: 200_000,
    });
    growth.addUpTo(7);
    expect(growth.recalibrationGaveUp).toBeNull();
    // Heap 8's quotient (106 elements) passes the limit of 100: found, then refused (see above).
    expect(() => growth.addUpTo(8)).toThrow('the quotient has order 106, above the limit of 100 elements');
    expect(growth.quotient.count).toBe(7);
    expect(growth.recalibrationGaveUp).toBeNull();
  });

  // A limit met inside the recalibration (here the check's state limit; on real runs the time limit,
  // e.g. 0.6 at heap 17) leaves the progress saying how far it got, and the stop line says it: the
  // time went into rebuilt candidates none of which the check accepted. 0.34 at heap 10 needs two
  // rebuilds; with 60 check states the check of the first rebuilt candidate (20 elements) meets the limit.
  it('a limit inside a recalibration: the progress says how far it got, and the stop reason says it', () => {
    const heapCode = parseHeapGame('0.34').code;
    const old = growHeapQuotient(heapCode, 9).quotient;
    const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
    outcomes.useQuotient(old);
    const folded = foldedCandidate(outcomes, old, 2, 512);
    const progress = newRecalibrationProgress();
    let limit: unknown = null;
    try {
      recalibrateQuotient(outcomes, folded, { maxOrder: 512, maxPositions: 1e6, maxCheckStates: 60 }, undefined, progress);
    } catch (error) {
      limit = error;
    }
    expect(limit).toBeInstanceOf(QuotientLimitError);
    expect(progress).toEqual({ rebuilds: 1, largestOrder: 20 });
    expect(stepStopReason(limit as QuotientLimitError, null, progress)).toBe(
      'the check of a candidate quotient passed 60 states while recalibrating, after 1 rebuilt candidate, none accepted by the check (candidates up to 20 elements)',
    );
    // Given enough states the same recalibration ends with the quotient, and the progress is where it ended.
    const done = recalibrateQuotient(outcomes, folded, { maxOrder: 512, maxPositions: 1e6, maxCheckStates: 1e6 }, undefined, progress);
    expect(done.quotient?.order).toBe(12);
    expect(progress).toEqual({ rebuilds: 2, largestOrder: 20 });
  });

  // The growth writes the progress object its caller passes while the heap runs (the CLI's worker
  // passes one kept in shared memory, to show a recalibration that takes minutes): 0.71 recalibrates
  // heap 8 (14 → 36 elements) with four rebuilt candidates of up to 44 elements, and the object is
  // reset at each heap.
  it("a caller watching the growth sees each heap's recalibration progress as it is written", () => {
    const written: [string, number][] = [];
    const watched = {
      set rebuilds(value: number) {
        written.push(['rebuilds', value]);
      },
      get rebuilds(): number {
        return written.filter(([field]) => field === 'rebuilds').at(-1)?.[1] ?? 0;
      },
      set largestOrder(value: number) {
        written.push(['largestOrder', value]);
      },
      get largestOrder(): number {
        return written.filter(([field]) => field === 'largestOrder').at(-1)?.[1] ?? 0;
      },
    };
    const steps = heapQuotientSteps(parseHeapGame('0.71').code, 10, undefined, Infinity, false, undefined, watched);
    let growth;
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        growth = step.value;
        break;
      }
    }
    expect(growth.recalibratedAt).toEqual([8]);
    expect(growth.orders[7]).toBe(36);
    expect(written.filter(([field, value]) => field === 'rebuilds' && value > 0).map(([, value]) => value)).toEqual([1, 2, 3, 4]);
    expect(Math.max(...written.filter(([field]) => field === 'largestOrder').map(([, value]) => value))).toBe(44);
    // Reset before every heap.
    expect(written.filter(([field, value]) => field === 'rebuilds' && value === 0).length).toBeGreaterThanOrEqual(10);
  });

  it('the stop reason of a step: the limit alone outside a recalibration, after a give-up both', () => {
    const error = new QuotientLimitError('time', 60_000);
    expect(stepStopReason(error, null, newRecalibrationProgress())).toBe('the time limit of 60 s was reached');
    expect(stepStopReason(error, null, { rebuilds: 23, largestOrder: 1844 })).toBe(
      'the time limit of 60 s was reached while recalibrating, after 23 rebuilt candidates, none accepted by the check (candidates up to 1,844 elements)',
    );
    expect(
      stepStopReason(error, 'recalibration gave up: no candidate accepted in 64 rounds (candidates up to 24,978 elements)', {
        rebuilds: 64,
        largestOrder: 24_978,
      }),
    ).toBe(
      'recalibration gave up: no candidate accepted in 64 rounds (candidates up to 24,978 elements); the search by sums that followed stopped: the time limit of 60 s was reached',
    );
  });

  // 0.207 at heap 14 goes from 272 to 2,176 elements in four recalibration rounds (MisereSolver gives
  // the same order and |P|). At these orders the exact check's kept sets z⁻¹W_k fill more than one
  // page of its pool (67 words a set, 14 kinds), and the candidates' tables are read along lightest words.
  it('0.207 to heap 14: the recalibrated quotient of order 2,176 gives the outcomes of exhaustive search', () => {
    const heapCode = parseHeapGame('0.207').code;
    const growth = growHeapQuotient(heapCode, 14, { maxOrder: 4096, maxPositions: 3_000_000, maxCheckStates: 2_000_000 });
    expect(growth.stopped).toBeNull();
    expect(growth.recalibratedAt).toContain(14);
    const q = growth.quotient;
    expect([q.order, q.losing.filter(Boolean).length]).toEqual([2176, 487]);
    const search = new MisereSolver(takeBreakGame(heapCode));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 4 }), (heaps) => {
        expect(
          quotientOutcome(
            q,
            heaps.map((h) => h - 1),
          ),
          heaps.join('+'),
        ).toBe(search.outcome(heaps));
      }),
      { numRuns: 200 },
    );
  });

  // Codes whose growth to heap 10 recalibrates (a new heap splits old elements and the bounded
  // refinement does not settle it), found by running the growth over all two-digit codes 0.?? and 4.??.
  const splitting = ['0.64', '0.65', '0.66', '0.67', '0.71', '0.74', '4.44', '4.45', '4.46', '4.47', '4.64', '4.65', '4.66', '4.67'];
  it('octal codes whose new heaps split old elements: quotients grown through the recalibration give the outcomes of random sums', () => {
    const growths = new Map<string, ReturnType<typeof growHeapQuotient>>();
    const searches = new Map<string, MisereSolver<number>>();
    fc.assert(
      fc.property(
        fc.constantFrom(...splitting),
        fc.array(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 4 }), { minLength: 6, maxLength: 12 }),
        (code, sums) => {
          const heapCode = parseHeapGame(code).code;
          let growth = growths.get(code);
          if (growth === undefined)
            growths.set(code, (growth = growHeapQuotient(heapCode, 10, { maxOrder: 128, maxPositions: 50_000, maxCheckStates: 200_000 })));
          expect(growth.stopped).toBeNull();
          expect(growth.recalibratedAt!.length, code).toBeGreaterThan(0);
          let search = searches.get(code);
          if (search === undefined) searches.set(code, (search = new MisereSolver(takeBreakGame(heapCode))));
          const q = growth.quotient;
          for (const heaps of sums) {
            const element = heaps.reduce(
              (x, h) =>
                q.product[
                  x * q.order + (growth.solved ? solvedHeapElement(q, growth.solved, BigInt(h)) : h === 0 ? 0 : q.generatorElement[h - 1])
                ],
              0,
            );
            expect(q.losing[element] ? 'P' : 'N', `${code}: ${heaps.join('+')}`).toBe(search.outcome(heaps));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
