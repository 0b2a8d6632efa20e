import { describe, expect, it } from 'vitest';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { type MisereQuotient } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';
import type { CheckKind } from '../../../engine/quotient/check/candidate.js';
import { foldedCandidate } from '../../../engine/quotient/steps/misereQuotientExtension.js';
import { ReachableStates } from '../../../engine/quotient/check/misereQuotientStates.js';
import { parseHeapGame } from '../heapGame.js';
import { growHeapQuotient, heapGeneratorSystem } from './misere.js';

/** Every state of an exploration: its element and U's words. */
function statesOf(states: ReachableStates): string[] {
  const { element, bits, words } = states.table;
  return Array.from({ length: states.count }, (_, s) => `${element[s]}:${Array.from(bits.subarray(s * words, (s + 1) * words)).join(',')}`);
}

/**
 * The quotient of `code` to heap `to` (all right) and its folded candidate for the next heap (some
 * wrong, so a roll-back happens too), each with its check's kinds.
 */
function checkedMonoids(code: string, to: number): { monoid: MisereQuotient; kinds: CheckKind[] }[] {
  const heapCode = parseHeapGame(code).code;
  const q = growHeapQuotient(heapCode, to).quotient;
  const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode));
  outcomes.useQuotient(q);
  return [q, foldedCandidate(outcomes, q, 2, 4096)].map((monoid) => ({ monoid, kinds: checkKinds(outcomes, monoid) }));
}

describe('ReachableStates: a⁻¹U from terms and by look-ups', () => {
  // Orders on both sides of the default switch between the two ways.
  it.each([
    ['0.77', 26],
    ['0.77', 30],
    ['4.7', 16],
    ['0.07', 20],
  ])('%s to heap %i: the same states in the same order, and the same verdict, either way', (code, to) => {
    for (const { monoid, kinds } of checkedMonoids(code, to)) {
      const byTerms = new ReachableStates(monoid, 1e6, undefined, { termsFromOrder: 0 });
      const byLookUps = new ReachableStates(monoid, 1e6, undefined, { termsFromOrder: Infinity });
      expect(byTerms.extend(kinds, false)).toBe(byLookUps.extend(kinds, false));
      expect(statesOf(byTerms)).toEqual(statesOf(byLookUps));
      // With roll-back (stop at the first wrong state, forget what was added): the same too.
      const rolledByTerms = new ReachableStates(monoid, 1e6, undefined, { termsFromOrder: 0 });
      const rolledByLookUps = new ReachableStates(monoid, 1e6, undefined, { termsFromOrder: Infinity });
      expect(rolledByTerms.extend(kinds, true)).toBe(rolledByLookUps.extend(kinds, true));
      expect(statesOf(rolledByTerms)).toEqual(statesOf(rolledByLookUps));
    }
  });
});

describe('ReachableStates: the sets z⁻¹W_k kept, or computed again past the cap', () => {
  // The cap only decides which kinds keep their sets (a growth's memory bound lowers it,
  // keptSetBudget.ts): none, about half, or all of them, with a⁻¹U from terms and by look-ups.
  it.each([
    ['0.77', 30],
    ['4.7', 16],
    ['0.07', 20],
  ])('%s to heap %i: the same states and verdict under every cap, and no more words kept than it allows', (code, to) => {
    for (const { monoid, kinds } of checkedMonoids(code, to)) {
      const setWords = monoid.order * ((monoid.order + 31) >>> 5);
      const half = setWords * Math.floor(kinds.length / 2);
      const unbounded = new ReachableStates(monoid, 1e6);
      const verdict = unbounded.extend(kinds, false);
      expect(unbounded.keptSetWords).toBeGreaterThan(half);
      for (const maxKeptWords of [0, half]) {
        for (const termsFromOrder of [0, Infinity]) {
          const capped = new ReachableStates(monoid, 1e6, undefined, { maxKeptWords, termsFromOrder });
          expect(capped.extend(kinds, false)).toBe(verdict);
          expect(statesOf(capped)).toEqual(statesOf(unbounded));
          expect(capped.keptSetWords).toBeLessThanOrEqual(maxKeptWords);
        }
      }
    }
  });
});
