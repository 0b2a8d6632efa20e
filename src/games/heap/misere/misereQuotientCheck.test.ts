import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { leastQuotientFailure } from '../../../engine/quotient/check/misereQuotientCheck.js';
import { foldedCandidate } from '../../../engine/quotient/steps/misereQuotientExtension.js';
import { parseHeapGame } from '../heapGame.js';
import { growHeapQuotient, heapGeneratorSystem } from './misere.js';

/** Every multiset of generators of total weight at most `most`, sorted (weights ≥ 1). */
function sumsUpTo(count: number, weight: (g: number) => number, most: number): number[][] {
  const out: number[][] = [[]];
  for (let i = 0; i < out.length; i++) {
    const sum = out[i];
    const total = sum.reduce((t, g) => t + weight(g), 0);
    for (let g = sum.length === 0 ? 0 : sum[sum.length - 1]; g < count; g++) if (total + weight(g) <= most) out.push([...sum, g]);
  }
  return out;
}

/** The least weight of a sum where (★) fails for the candidate, by the definition, or null up to weight `most`. */
function leastFailureByDefinition(
  q: MisereQuotient,
  options: (g: number) => readonly (readonly number[])[],
  weight: (g: number) => number,
  most: number,
): number | null {
  const element = (sum: readonly number[]) => sum.reduce((x, g) => q.product[x * q.order + q.generatorElement[g]], 0);
  let least: number | null = null;
  for (const sum of sumsUpTo(q.count, weight, most)) {
    let moveToP = false;
    let hasMove = false;
    sum.forEach((g, i) => {
      const rest = [...sum.slice(0, i), ...sum.slice(i + 1)];
      for (const option of options(g)) {
        hasMove = true;
        moveToP ||= q.losing[element([...rest, ...option])];
      }
    });
    // Misère: a sum with no move is a win for the player to move; else P when no move reaches P.
    const ruleP = hasMove && !moveToP;
    const total = sum.reduce((t, g) => t + weight(g), 0);
    if (q.losing[element(sum)] !== ruleP && (least === null || total < least)) least = total;
  }
  return least;
}

describe('the exact check against the definition (★) on every small sum', () => {
  // Weights as the check orders sums (a heap of n tokens weighs at most n; see generatorWeights).
  it('a candidate with one P-portion element flipped fails first at the sum of least weight the definition gives', () => {
    const cases = [
      ['0.77', 12],
      ['0.07', 14],
      ['4.7', 9],
      ['0.137', 10],
    ] as const;
    const grown = cases.map(([code, to]) => {
      const heapCode = parseHeapGame(code).code;
      return {
        quotient: growHeapQuotient(heapCode, to).quotient,
        system: heapGeneratorSystem(heapCode),
        outcomes: new MultisetOutcomes(heapGeneratorSystem(heapCode)),
      };
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cases.length - 1 }), fc.nat(), fc.boolean(), (which, pick, flip) => {
        const { quotient: q, system, outcomes } = grown[which];
        const x = pick % q.order;
        const candidate = flip ? { ...q, losing: q.losing.map((l, y) => (y === x ? !l : l)) } : q;
        // At these orders successors are looked up by their terms only when told to: both ways.
        const failure = leastQuotientFailure(candidate, checkKinds(outcomes, candidate));
        expect(leastQuotientFailure(candidate, checkKinds(outcomes, candidate), undefined, undefined, { termIndexFromWords: 0 })).toEqual(
          failure,
        );
        const most = 13;
        const weight = (g: number) => outcomes.weight(g);
        const least = leastFailureByDefinition(candidate, (g) => system.options(g), weight, most);
        if (failure === null) {
          expect(least).toBeNull();
          return;
        }
        const found = failure.sum.reduce((t, g) => t + weight(g), 0);
        expect(least).toBe(found <= most ? found : null);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the exact check past its memory cap', () => {
  // Past the cap on kept sets z⁻¹W_k each is computed when asked, into a scratch array per term:
  // the same states are found, so the same failure (or none), as with every set kept.
  it('finds the same least failure with no set z⁻¹W_k kept as with all kept', () => {
    const cases = [
      ['0.77', 12],
      ['0.07', 20],
      ['4.7', 14],
      ['0.137', 10],
    ] as const;
    const grown = cases.map(([code, to]) => {
      const heapCode = parseHeapGame(code).code;
      const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
      const quotient = growHeapQuotient(heapCode, to).quotient;
      outcomes.useQuotient(quotient);
      return { quotient, outcomes, folded: foldedCandidate(outcomes, quotient, 2, 4096) };
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cases.length - 1 }), fc.nat(), fc.boolean(), fc.boolean(), (which, pick, flip, folded) => {
        const { quotient, outcomes, folded: candidate } = grown[which];
        const q = folded ? candidate : quotient;
        const x = pick % q.order;
        const tried = flip ? { ...q, losing: q.losing.map((l, y) => (y === x ? !l : l)) } : q;
        const kinds = checkKinds(outcomes, tried);
        expect(leastQuotientFailure(tried, kinds, 1e6, undefined, { maxKeptWinWords: 0, termIndexFromWords: 0 })).toEqual(
          leastQuotientFailure(tried, kinds),
        );
      }),
      { numRuns: 40 },
    );
  });
});
