import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrowingQuotient } from './growingQuotient.js';
import { buildMisereQuotient } from './buildMisereQuotient.js';
import { quotientOutcome, type GeneratorSystem } from './misereQuotient.js';
import { MultisetOutcomes } from './multisetOutcomes.js';

/**
 * Random generator systems: generator i has up to three options, each a sum of at most two
 * generators below i; about a third of the generators copy an earlier one's options with one sum
 * renamed to a generator of the same options, so twins (same option elements) are common.
 */
const system = fc
  .array(
    fc.record({
      copy: fc.boolean(),
      options: fc.array(fc.array(fc.nat(), { maxLength: 2 }), { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((specs) => {
    const options: number[][][] = [];
    specs.forEach((spec, i) => {
      if (spec.copy && i > 0) options.push(options[spec.options.length % i]);
      else options.push(i === 0 ? [] : spec.options.map((o) => o.map((g) => g % i).sort((a, b) => a - b)));
    });
    return options;
  });

function generatorSystem(options: number[][][]): GeneratorSystem {
  return { options: (g) => options[g], name: (g) => `g${g}` };
}

describe('GrowingQuotient', () => {
  it('predicts the misère outcome of random sums as the exhaustive search does, and is the quotient built at once', () => {
    fc.assert(
      fc.property(system, fc.array(fc.array(fc.nat(), { maxLength: 5 }), { minLength: 1, maxLength: 8 }), (options, sums) => {
        const s = generatorSystem(options);
        const q = new GrowingQuotient(s).addUpTo(options.length);
        const exhaustive = new MultisetOutcomes(s);
        for (const sum of sums) {
          const v = sum.map((g) => g % options.length);
          expect(quotientOutcome(q, v), v.join('+')).toBe(exhaustive.isP(v) ? 'P' : 'N');
        }
        expect(q.order).toBe(buildMisereQuotient(new MultisetOutcomes(s), options.length).order);
      }),
      { numRuns: 150 },
    );
  });

  it('a generator with the options of an earlier one gets its element without a search (twins)', () => {
    // *1, *2, then a game with options 0 and *1: the same option elements as *2.
    const options = [[[]], [[], [0]], [[], [0]]];
    const q = new GrowingQuotient(generatorSystem(options)).addUpTo(3);
    expect(q.generatorElement[2]).toBe(q.generatorElement[1]);
  });
});
