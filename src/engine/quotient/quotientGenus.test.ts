import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GenusCalculator, genusFromOptions, type GenusDigits } from '../misere/genus.js';
import { GrowingQuotient } from './growingQuotient.js';
import type { GeneratorSystem } from './misereQuotient.js';
import { genusFromQuotient } from './quotientGenus.js';
import { dag, type Dag } from '../testing/misereGames.js';

/** Nim heaps *1…*k as generators 0..k−1, then the DAG's nodes (node i is generator k + i). */
function dagWithNimHeaps(d: Dag, k: number): GeneratorSystem {
  return {
    options: (g) => (g < k ? Array.from({ length: g + 1 }, (_, i) => (i === 0 ? [] : [i - 1])) : d[g - k].map((o) => [k + o])),
    name: (g) => (g < k ? `*${g + 1}` : `n${g - k}`),
  };
}

describe('genus read from a misère quotient', () => {
  it('γn is the j with G + n·*2 + *j a misère P-position: equals the genus by the definition on random games', () => {
    fc.assert(
      fc.property(dag(6), (d) => {
        const k = 5;
        const growth = new GrowingQuotient(dagWithNimHeaps(d, k));
        const q = growth.addUpTo(k + d.length);
        const calculator = new GenusCalculator({ options: (n: number) => d[n], key: (n) => n });
        const byOptions: GenusDigits[] = [];
        for (let node = 0; node < d.length; node++) {
          byOptions.push(genusFromOptions(d[node].map((o) => byOptions[o])));
          const genus = genusFromQuotient(q, calculator.normalValue(node), {
            game: q.generatorElement[k + node],
            twoHeap: q.generatorElement[1],
            nimHeap: (j) => (j <= k ? q.generatorElement[j - 1] : null),
          });
          // A digit above *5 is reported as missing (null), never guessed.
          const slow = calculator.terms(node, byOptions[node].terms.length + 4);
          if (genus === null) {
            expect(slow.terms.some((t) => t > k)).toBe(true);
            continue;
          }
          expect(genus).toEqual(byOptions[node]);
          expect(slow.terms.slice(0, genus.terms.length)).toEqual(genus.terms);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the empty game is 0^120 and *2 is 2^20 (Winning Ways ch. 13)', () => {
    const growth = new GrowingQuotient(dagWithNimHeaps([[]], 3));
    const q = growth.addUpTo(3);
    const at = (game: number) => ({
      game,
      twoHeap: q.generatorElement[1],
      nimHeap: (j: number) => (j <= 3 ? q.generatorElement[j - 1] : null),
    });
    expect(genusFromQuotient(q, 0, at(0))).toEqual({ normal: 0, terms: [1, 2, 0] });
    expect(genusFromQuotient(q, 2, at(q.generatorElement[1]))).toEqual({ normal: 2, terms: [2, 0] });
  });
});
