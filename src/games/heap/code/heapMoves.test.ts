import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../../engine/core/game.js';
import { parseHeapGame } from '../heapGame.js';
import { allHeapOptions } from './heapMoves.js';
import { takeBreakGame } from '../rules.js';

/** allHeapOptions(code, heap) equals takeBreakGame's moves, read as (tokens removed, parts sorted); a text that is no code is skipped. */
function expectOptionsByRules(text: string, heap: number): void {
  let code;
  try {
    code = parseHeapGame(text).code;
  } catch {
    fc.pre(false);
    return;
  }
  const byRules = [...takeBreakGame(code).moves(heap)].map((option) => {
    const parts = [...componentsOf(option)].sort((a, b) => a - b);
    return { removed: heap - parts.reduce((a, b) => a + b, 0), parts };
  });
  expect(allHeapOptions(code, heap)).toEqual(byRules);
}

describe('allHeapOptions', () => {
  it("lists takeBreakGame's moves, in its order, parts non-decreasing, tokens removed counted", () => {
    const hex = '0123456789ABCDEF';
    fc.assert(
      fc.property(
        fc.constantFrom('0.', '4.', '8.', 'C.'),
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 24 }),
        (start, digits, heap) => expectOptionsByRules(start + digits.map((d) => hex[d]).join(''), heap),
      ),
      { numRuns: 300 },
    );
  });

  it("lists takeBreakGame's moves for digits with split constraints (! unequal, ? not all equal, = all equal)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.constantFrom('', '!', '?', '=')), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 24 }),
        (digits, heap) => expectOptionsByRules(`0.${digits.map(([d, c]) => '0123456789ABCDEF'[d] + c).join('')}`, heap),
      ),
      { numRuns: 300 },
    );
  });
});
