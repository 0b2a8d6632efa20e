import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../../engine/core/errors.js';
import { componentsOf } from '../../../engine/core/game.js';
import { grundyTable } from '../../../engine/normal/integerGame.js';
import { allowsHeaps, constraintFor, digitAt, formatCode, type TakeBreakCode } from './code.js';
import { parseTakeBreakCode } from './parseCode.js';
import { takeBreakGame } from '../rules.js';
import { GrundySequencer } from '../sequence/sequencer.js';

/** One digit as a user might write it: plain, with a mark, a set of counts, `*`, `k+`. */
const mark = fc.constantFrom('', '', '!', '?', '=');
const plainDigit = fc.tuple(fc.constantFrom(...'0123456789ABCDEFG'), mark).map(([d, m]) => d + m);
const countItem = fc.tuple(fc.integer({ min: 0, max: 5 }), mark);
/** Both spellings of an open count's mark are read: CGSuite's `3!+` and the older `3+!`. */
const setDigit = fc
  .record({
    items: fc.array(countItem, { minLength: 1, maxLength: 4 }),
    open: fc.boolean(),
    global: fc.boolean(),
    g: mark,
    markFirst: fc.boolean(),
  })
  .map(({ items, open, global, g, markFirst }) => {
    const written = items.map(([count, m], i) => {
      const own = global ? '' : m;
      if (!(open && i === items.length - 1)) return `${count}${own}`;
      return markFirst ? `${count}${own}+` : `${count}+${own}`;
    });
    return `{${written.join(',')}}${global ? g : ''}`;
  });
const starDigit = mark.map((m) => `*${m}`);
const digit = fc.oneof({ weight: 4, arbitrary: plainDigit }, { weight: 2, arbitrary: setDigit }, { weight: 1, arbitrary: starDigit });
/** Additive digits leave at least three heaps for one token added (8, C, {3+}, …). */
const additive = fc.constantFrom('', '', '', '8', 'C', '{3+}', '{3,4!}', '0');

const codeText = fc
  .record({
    added: additive,
    d0: fc.constantFrom('0', '4', '4!', 'C=', '{2+}=', '{0,2}'),
    digits: fc.array(digit, { minLength: 1, maxLength: 4 }),
    tail: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ added, d0, digits, tail }) => {
    const cut = Math.max(0, digits.length - tail);
    const body = tail > 0 ? `${digits.slice(0, cut).join('')}[${digits.slice(cut).join('')}]` : digits.join('');
    return `${added}${d0}.${body}`;
  });

/** Parses, or null for a code the grammar rejects (e.g. an open count on d0 reaching one heap). */
function tryParse(text: string): TakeBreakCode | null {
  try {
    return parseTakeBreakCode(text);
  } catch (error) {
    if (error instanceof NimlabError) return null;
    throw error;
  }
}

/** What each removal allows, count by count, as far as heaps of `maxHeap` can use it. */
function ruleTable(code: TakeBreakCode, maxHeap: number): string[] {
  const rows: string[] = [];
  for (let removed = -3; removed <= maxHeap; removed++) {
    const digit = digitAt(code, removed);
    for (let k = 0; k <= maxHeap + 3; k++) {
      if (!allowsHeaps(digit, k)) continue;
      // Constraints mean nothing on fewer than two heaps, and "not all equal" is "unequal" on two.
      const c = constraintFor(digit, k);
      rows.push(`${removed}:${k}:${k < 2 ? 'any' : k === 2 && c === 'notAllEqual' ? 'unequal' : c}`);
    }
  }
  return rows;
}

function options(code: TakeBreakCode, heap: number): string[] {
  return Array.from(takeBreakGame(code).moves(heap), (o) => [...componentsOf(o)].sort((a, b) => a - b).join('+')).sort();
}

describe('take-and-break grammar: parse → print → parse', () => {
  it('is the identity on the game (options equal for every heap up to 40) on random codes', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        const code = tryParse(text);
        if (code === null) return;
        const printed = formatCode(code);
        const again = parseTakeBreakCode(printed);
        expect(formatCode(again), `${text} → ${printed}`).toBe(printed);
        // CGSuite's spelling: a mark shared by every count is written once after the braces (no count
        // inside then carries one); otherwise each count carries its own, the open end's before its '+'.
        expect(printed, text).not.toMatch(/\+[!?=]/);
        expect(printed, text).not.toMatch(/\{[^}]*[!?=][^}]*\}[!?=]/);
        expect(printed, text).not.toMatch(/[{,][01][!?=]/);
        expect(ruleTable(again, 40), `${text} → ${printed}`).toEqual(ruleTable(code, 40));
        // The rules table decides the options; for small heaps compare the options themselves.
        const original = { ...code };
        for (let heap = 0; heap <= 40; heap++) {
          if (heap > 12) break;
          expect(options(again, heap), `${text} → ${printed}, heap ${heap}`).toEqual(options(original, heap));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the written code and its normal form have the same options for every heap up to 40 (codes without open counts)', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        const code = tryParse(text);
        if (code === null || /\*|\+/.test(text)) return;
        const again = parseTakeBreakCode(formatCode(code));
        for (let heap = 0; heap <= 40; heap += 13) expect(options(again, heap)).toEqual(options(code, heap));
      }),
      { numRuns: 40 },
    );
  });

  it('the sequence kernels agree with the engine on the rules for random codes of the full grammar', () => {
    fc.assert(
      fc.property(codeText, (text) => {
        const code = tryParse(text);
        if (code === null) return;
        const count = 22;
        const brute = grundyTable(takeBreakGame(code), count);
        for (const engine of ['js', 'wasm'] as const) {
          const fast = new GrundySequencer(code, { engine, stopWhenProven: false }).values(count);
          expect(Array.from(fast), `${text} (${engine})`).toEqual(Array.from(brute));
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('take-and-break grammar: meanings', () => {
  it('0.{0!,2!,3!} is 0.D!, * is any number of heaps, 80.0 adds a token and leaves three heaps', () => {
    expect(formatCode(parseTakeBreakCode('0.{0!,2!,3!}'))).toBe('0.D!');
    // From 4 with 0.*: take 1 and leave 3 as 3, 1+2, 1+1+1 (and never nothing).
    expect(options(parseTakeBreakCode('0.*'), 4)).toEqual(['1+1+1', '1+2', '3']);
    expect(options(parseTakeBreakCode('0.*!'), 4)).toEqual(['1+2', '3']);
    expect(options(parseTakeBreakCode('80.0'), 4)).toEqual(['1+1+3', '1+2+2']);
    expect(options(parseTakeBreakCode('0.{2+}='), 7)).toEqual(['1+1+1+1+1+1', '2+2+2', '3+3']);
  });

  it.each([
    ['80.', 'nothing after the point'],
    ['0.{9', "needs a closing '}'"],
    ['0.{9}', 'heap count 9 is more than a digit may name'],
    ['0.&512;', 'more than 8 heaps'],
    ['40.0', 'play could go on forever'],
    ['0.{2!}!', 'not both'],
    ['0.{2+,3}', 'only the last count'],
  ])('%s: %s', (text, why) => {
    expect(() => parseTakeBreakCode(text)).toThrow(why);
  });
});
