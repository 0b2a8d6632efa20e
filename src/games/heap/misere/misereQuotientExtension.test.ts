import { describe, expect, it } from 'vitest';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { provedByStates } from '../../../engine/quotient/check/checkedStates.js';
import { type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import { extendByExistingElement } from '../../../engine/quotient/steps/extensionByExistingElement.js';
import { extendByNewElement, foldedCandidate } from '../../../engine/quotient/steps/misereQuotientExtension.js';
import { ReachableStates } from '../../../engine/quotient/check/misereQuotientStates.js';
import { parseHeapGame } from '../heapGame.js';
import { heapGeneratorSystem, heapQuotientSteps } from './misere.js';

const MAX_ORDER = 8192;
const MAX_STATES = 4_000_000;

/** The quotient of heaps 1..n for n = 1..`to` (index n − 1). */
function quotientsUpTo(code: string, to: number): MisereQuotient[] {
  const steps = heapQuotientSteps(parseHeapGame(code).code, to, undefined, Infinity, false);
  const quotients: MisereQuotient[] = [];
  for (let step = steps.next(); !step.done; step = steps.next()) quotients.push(step.value.growth.quotient);
  return quotients;
}

describe('extendByNewElement: a failure at two copies of the new heap rejects both tails', () => {
  // Codes whose quotients grow by new elements, some of whose new heaps split old elements.
  const cases = [
    ['0.77', 27],
    ['0.07', 26],
    ['4.7', 18],
    ['0.137', 14],
    ['0.207', 13],
    ['0.376', 18],
  ] as const;
  it.each(cases)('%s to heap %i: the same answer as checking both tails in full, and tail 3 fails wherever it is skipped', (code, to) => {
    const system = heapGeneratorSystem(parseHeapGame(code).code);
    const quotients = quotientsUpTo(code, to - 1);
    let skipped = 0;
    for (const q of quotients) {
      const outcomes = new MultisetOutcomes(system);
      outcomes.useQuotient(q);
      if (extendByExistingElement(outcomes, q, MAX_STATES) !== null) continue;
      const fast = extendByNewElement(outcomes, q, MAX_ORDER, MAX_STATES);
      // In full: each tail's candidate held to the whole check (a passing candidate is the quotient, so either one names its order).
      const passing = [2, 3]
        .map((tail) => foldedCandidate(outcomes, q, tail, MAX_ORDER))
        .find((c) => provedByStates(outcomes, c, MAX_STATES));
      expect(fast?.order ?? null).toBe(passing?.order ?? null);
      // Where the shortcut applies, the tail-3 candidate is wrong too (the claim it rests on).
      const two = foldedCandidate(outcomes, q, 2, MAX_ORDER);
      const states = new ReachableStates(two, MAX_STATES);
      if (!states.extend(checkKinds(outcomes, two), true) && states.wrongSum!.filter((h) => h === q.count).length <= 2) {
        expect(provedByStates(outcomes, foldedCandidate(outcomes, q, 3, MAX_ORDER), MAX_STATES)).toBe(false);
        skipped++;
      }
    }
    // 0.137 to 14 and 4.7 to 18 may split nothing; the others must exercise the shortcut.
    if (code === '0.07' || code === '0.207' || code === '0.376') expect(skipped).toBeGreaterThan(0);
  });
});
