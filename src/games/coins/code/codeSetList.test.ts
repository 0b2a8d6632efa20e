import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turningCodeRule, turningSets } from './codeRule.js';
import { eachTurningSet } from './codeSetList.js';
import { coinRowValue } from '../fast.js';
import { coinRowPlayable } from '../playable.js';
import type { PlayMove } from '../../playable.js';
import { formatTurningCode, parseTurningCode, type TurningCode } from './turningCode.js';

/** Any code: one or two count ranges (bounded or not) and any modifiers. */
const codes: fc.Arbitrary<TurningCode> = fc
  .record({
    counts: fc.array(
      fc.record({ from: fc.integer({ min: 1, max: 5 }), extra: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(Infinity)) }),
      { minLength: 1, maxLength: 2 },
    ),
    consecutive: fc.boolean(),
    span: fc.oneof(fc.constant(Infinity), fc.integer({ min: 1, max: 7 })),
    equallySpaced: fc.boolean(),
    includesFirst: fc.boolean(),
    symmetric: fc.boolean(),
  })
  .map(({ counts, ...rest }) => {
    const text = counts
      .map(({ from, extra }) => (extra === Infinity ? `${from}+` : extra === 0 ? `${from}` : `${from}-${from + extra}`))
      .join(',');
    // Through the parser, so ranges are merged as every real code's are.
    return { ...parseTurningCode(text), ...rest };
  });

function fastSets(code: TurningCode, coin: number): number[][] {
  const sets: number[][] = [];
  eachTurningSet(code, coin, (coins, size) => sets.push(Array.from(coins.subarray(0, size))));
  return sets;
}

describe('coin-turning sets listed fast', () => {
  it('random codes and coins: the same sets in the same order as the literal rule (turningSets)', () => {
    fc.assert(
      fc.property(codes, fc.integer({ min: 1, max: 13 }), (code, coin) => {
        expect(fastSets(code, coin), formatTurningCode(code)).toEqual([...turningSets(code, coin)]);
      }),
      { numRuns: 400 },
    );
  });

  it('the named codes on coins 1 to 16 (symmetric, spaced, consecutive and spanned ones included)', () => {
    for (const text of ['1-3', '1+C', '4FS', '3C(5)', '1-3C(5)', '3E', '1+S', '1-5', '2', '1,3-4S', '1+E']) {
      const code = parseTurningCode(text);
      for (let coin = 1; coin <= 16; coin++) expect(fastSets(code, coin), `${text} coin ${coin}`).toEqual([...turningSets(code, coin)]);
    }
  });

  it("random rows: a code's moves listed through the fast sets are the plain listing's, label, row and index alike", () => {
    const rows = fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: 12 }).map((coins) => coins.join(''));
    fc.assert(
      fc.property(codes, rows, (code, row) => {
        const fastRule = turningCodeRule(code, formatTurningCode(code));
        const { eachTurnSet: _fast, ...plainRule } = fastRule;
        const value = (r: string) => coinRowValue(r, fastRule, () => 1);
        const fast = coinRowPlayable({ name: 'fast', rule: fastRule, value });
        const plain = coinRowPlayable({ name: 'plain', rule: plainRule, value });
        // The fast listing's moves work out their label and row when read: read both.
        const whole = (moves: PlayMove<string>[]) => moves.map((m) => [m.label, m.to]);
        expect(whole(fast.moves(row, false))).toEqual(whole(plain.moves(row, false)));
      }),
      { numRuns: 300 },
    );
  });
});
