import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MisereSolver } from '../../../engine/misere/misere.js';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { quotientOutcome } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { leastQuotientFailure } from '../../../engine/quotient/check/misereQuotientCheck.js';
import { foldedCandidate } from '../../../engine/quotient/steps/misereQuotientExtension.js';
import { refineQuotient } from '../../../engine/quotient/steps/misereQuotientRefinement.js';
import { parseHeapGame } from '../heapGame.js';
import { growHeapQuotient, heapGeneratorSystem } from './misere.js';
import { solvedHeapElement } from './miserePeriodicity.js';
import { takeBreakGame } from '../rules.js';

describe('misère quotients rebuilt inside the monoid by refinement, against exhaustive search', () => {
  it('Kayles heap 9 splits the folded Q × ⟨b⟩ candidate; the refinement gives a candidate the check accepts, order 18', () => {
    const heapCode = parseHeapGame('0.77').code;
    const before = growHeapQuotient(heapCode, 8).quotient;
    const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
    outcomes.useQuotient(before);
    const folded = foldedCandidate(outcomes, before, 2, 512);
    expect(leastQuotientFailure(folded, checkKinds(outcomes, folded))).not.toBeNull();
    const refined = refineQuotient(outcomes, folded, { maxOrder: 512, maxPositions: 1e6, maxCheckStates: 1e6 });
    expect(refined).not.toBeNull();
    expect(refined!.rounds).toBeGreaterThan(0);
    expect(refined!.quotient.order).toBe(18);
    expect(leastQuotientFailure(refined!.quotient, checkKinds(outcomes, refined!.quotient))).toBeNull();
    const search = new MisereSolver(takeBreakGame(heapCode));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }), (heaps) => {
        expect(
          quotientOutcome(
            refined!.quotient,
            heaps.map((h) => h - 1),
          ),
        ).toBe(search.outcome(heaps));
      }),
      { numRuns: 150 },
    );
  });

  it('random two-digit octal codes: quotients grown through the refinement give the outcomes of random sums (and the refinement runs)', () => {
    const refinedCodes = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 4 }), { minLength: 6, maxLength: 12 }),
        (d1, d2, sums) => {
          const code = `0.${d1}${d2}`;
          const heapCode = parseHeapGame(code).code;
          const growth = growHeapQuotient(heapCode, 9);
          fc.pre(growth.stopped === null);
          if (growth.refinedAt!.length > 0) refinedCodes.add(code);
          const search = new MisereSolver(takeBreakGame(heapCode));
          for (const heaps of sums) {
            // A quotient solved before heap 9 covers bigger heaps by its period.
            const q = growth.quotient;
            const element = heaps.reduce(
              (x, h) =>
                q.product[
                  x * q.order + (growth.solved ? solvedHeapElement(q, growth.solved, BigInt(h)) : h === 0 ? 0 : q.generatorElement[h - 1])
                ],
              0,
            );
            expect(q.losing[element] ? 'P' : 'N').toBe(search.outcome(heaps));
          }
        },
      ),
      // A fixed seed: which codes are drawn (and so whether the refinement ran) is the same every run.
      { numRuns: 40, seed: 19 },
    );
    // The property must have gone through the refinement, or it tested nothing new.
    expect(refinedCodes.size).toBeGreaterThan(2);
  });
});
