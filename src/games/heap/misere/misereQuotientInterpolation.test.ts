import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MisereSolver } from '../../../engine/misere/misere.js';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { generatorOptionElements } from '../../../engine/quotient/optionElements.js';
import { leastQuotientFailure } from '../../../engine/quotient/check/misereQuotientCheck.js';
import { interpolatedElement } from '../../../engine/quotient/steps/misereQuotientInterpolation.js';
import { ReachableStates } from '../../../engine/quotient/check/misereQuotientStates.js';
import { parseHeapGame } from '../heapGame.js';
import { growHeapQuotient, heapGeneratorSystem } from './misere.js';
import { takeBreakGame } from '../rules.js';

describe('mex interpolation: a new heap settled from the states explored, without a check', () => {
  it('the element it names passes the exact check and gives the outcomes of exhaustive search', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('0.77', '0.07', '4.7', '0.137', '0.75'),
          fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 7 })).map(([a, b]) => `0.${a}${b}`),
        ),
        fc.integer({ min: 1, max: 26 }),
        fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 2 }),
        (text, to, others) => {
          const code = parseHeapGame(text).code;
          const growth = growHeapQuotient(code, to, undefined, 1000);
          fc.pre(growth.stopped === null);
          // The quotient of heaps 1..q.count (a solved growth stops early); the new heap is the next.
          const q = growth.quotient;
          const outcomes = new MultisetOutcomes(heapGeneratorSystem(code));
          const g = q.count;
          const heap = g + 1;
          fc.pre(outcomes.isLive(g));
          const states = new ReachableStates(q, 1_000_000);
          expect(states.extend(checkKinds(outcomes, q), false)).toBe(true);
          const optionElements = generatorOptionElements(outcomes, q, g);
          const wins = new Uint32Array((q.order + 31) >>> 5);
          for (let x = 0; x < q.order; x++)
            if (optionElements.some((o) => q.losing[q.product[x * q.order + o]])) wins[x >>> 5] |= 1 << (x & 31);
          const a = interpolatedElement(q, states, wins);
          if (a < 0) return;
          decided++;
          // The slow way: the exact check of q with heap `heap` mapped to a, over every sum.
          const trial = { ...q, count: g + 1, generatorElement: [...q.generatorElement, a] };
          const kinds = [...checkKinds(outcomes, q), { element: a, optionElements, weight: outcomes.weight(g), generator: g }];
          expect(leastQuotientFailure(trial, kinds)).toBeNull();
          // And the definition: sums with the new heap, by exhaustive search.
          const heaps = [heap, ...others.map((h) => Math.min(h, heap))];
          let x = 0;
          for (const h of heaps) x = h === 0 ? x : q.product[x * q.order + trial.generatorElement[h - 1]];
          expect(q.losing[x] ? 'P' : 'N').toBe(new MisereSolver(takeBreakGame(code)).outcome(heaps));
        },
      ),
      { numRuns: 60 },
    );
    // The test is not empty: the principle decided some of the heaps drawn.
    expect(decided).toBeGreaterThan(5);
  });
});
