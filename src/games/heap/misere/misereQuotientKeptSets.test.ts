import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growHeapQuotient, heapGeneratorSystem } from './misere.js';
import { parseHeapGame } from '../heapGame.js';
import { keptSetWords, MAX_KEPT_SET_WORDS } from '../../../engine/quotient/memory/keptSetBudget.js';
import { checkKinds } from '../../../engine/quotient/check/checkKinds.js';
import { checkStates } from '../../../engine/quotient/check/checkedStates.js';
import { type QuotientDeadline } from '../../../engine/quotient/misereQuotient.js';
import { MultisetOutcomes } from '../../../engine/quotient/multisetOutcomes.js';

/** A deadline that never passes, with a memory bound whose reading never meets it. */
function boundOf(maxResidentMB: number): QuotientDeadline {
  return { at: Infinity, timeLimitMs: Infinity, memory: { maxResidentMB, residentMB: () => 0 } };
}

describe('the share of a memory bound the check keeps its sets in (keptSetWords)', () => {
  it('is 2 GiB a pool without a bound', () => {
    expect(keptSetWords(undefined)).toBe(MAX_KEPT_SET_WORDS);
    expect(MAX_KEPT_SET_WORDS * 4).toBe(2 ** 31);
  });

  it('is the whole words of an eighth of the bound, and never more than 2 GiB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (mb) => {
        const words = keptSetWords(mb);
        const eighthInWords = (mb * 1e6) / 8 / 4;
        expect(words).toBe(Math.min(MAX_KEPT_SET_WORDS, Math.floor(eighthInWords)));
        expect(words * 4 * 8).toBeLessThanOrEqual(mb * 1e6);
      }),
    );
    // The default --max-memory on this project's 23 GB machine (80 %) leaves the 2 GiB as it was.
    expect(keptSetWords(18_400)).toBe(MAX_KEPT_SET_WORDS);
    expect(keptSetWords(4_000)).toBe(125_000_000);
  });
});

describe('a growth with a memory bound keeps its check sets within its share', () => {
  it('reads the bound from the deadline in force', () => {
    const outcomes = new MultisetOutcomes(heapGeneratorSystem(parseHeapGame('0.77').code));
    expect(outcomes.keptSetWords).toBe(MAX_KEPT_SET_WORDS);
    outcomes.setDeadline(boundOf(4_000));
    expect(outcomes.keptSetWords).toBe(125_000_000);
    outcomes.setDeadline({ at: Infinity, timeLimitMs: Infinity });
    expect(outcomes.keptSetWords).toBe(MAX_KEPT_SET_WORDS);
  });

  it.each([
    ['0.07', 20],
    ['4.7', 16],
  ])('%s to heap %i: the check states of its quotient are the same, with no set kept under a bound of 1 byte', (code, to) => {
    const heapCode = parseHeapGame(code).code;
    const q = growHeapQuotient(heapCode, to).quotient;
    const statesUnder = (deadline: QuotientDeadline | null) => {
      const outcomes = new MultisetOutcomes(heapGeneratorSystem(heapCode), undefined, deadline);
      outcomes.useQuotient(q);
      const states = checkStates(outcomes, q, 1e6);
      expect(states.extend(checkKinds(outcomes, q), false)).toBe(true);
      return states;
    };
    const unbounded = statesUnder(null);
    // 1 byte: its share is no word at all.
    const bounded = statesUnder(boundOf(1e-6));
    expect(unbounded.keptSetWords).toBeGreaterThan(0);
    expect(bounded.keptSetWords).toBe(0);
    expect(bounded.count).toBe(unbounded.count);
    expect(Array.from(bounded.table.element.subarray(0, bounded.count))).toEqual(
      Array.from(unbounded.table.element.subarray(0, unbounded.count)),
    );
  });
});
