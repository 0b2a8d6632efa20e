import { NimlabError } from '../../../engine/core/errors.js';
import {
  digitFromCounts,
  makeCode,
  MAX_HEAPS_PER_MOVE,
  tooManyHeapsListed,
  type CodeDigit,
  type SplitConstraint,
  type TakeBreakCode,
} from './code.js';

const CONSTRAINTS: Record<string, SplitConstraint> = { '!': 'unequal', '?': 'notAllEqual', '=': 'allEqual' };

/** Looks like a take-and-break code (so a name such as `0.77` or `4!.0` is one, not a family). */
export function looksLikeCode(text: string): boolean {
  return /^[0-9A-Va-v&.{*][0-9A-Va-v&;!?=.[\]{}*+,]*$/.test(text.trim()) && text.includes('.');
}

/**
 * Written as a code even if it does not read as one (`0.7x`, `4.{2`): a digit, `{`, `&`, `*` or the
 * point first, and a point somewhere. Such a name gets the parser's own error ("bad take-and-break
 * code"), never "unknown game".
 */
export function meantAsCode(text: string): boolean {
  const trimmed = text.trim();
  return !trimmed.includes(':') && /^[0-9{&*.]/.test(trimmed) && trimmed.includes('.');
}

/**
 * Parses CGSuite's take-and-break notation: digits 0–9 and A–V (10–31), `&n;` for any larger digit,
 * `{…}` for a set of heap counts (`{0,2,3}` is D; `{2!,3}` gives each count its own constraint;
 * `{2+}` is two or more heaps), `*` for any number of heaps; each optionally followed by `!` (the
 * heaps left must be pairwise unequal), `?` (not all equal) or `=` (all equal); the point after
 * d_0 (a code starting with the point has d_0 = 0), with digits before d_0 additive (`80.0`: d_{-1}
 * = 8 adds a token and leaves three heaps); a repeating tail in brackets at the end.
 */
export function parseTakeBreakCode(input: string): TakeBreakCode {
  const text = input.trim();
  const fail = (why: string): never => {
    throw new NimlabError(`bad take-and-break code '${input}': ${why}`);
  };
  let index = 0;
  const before: CodeDigit[] = [];
  const after: CodeDigit[] = [];
  let seenPoint = false;
  let tailStart = -1;
  let tailClosed = false;

  const readMark = (): SplitConstraint | undefined => {
    const constraint = CONSTRAINTS[text[index]];
    if (constraint !== undefined) index++;
    return constraint;
  };

  const readDigit = (): CodeDigit => {
    let heaps: number;
    const ch = text[index];
    if (ch === '{') return readCountSet();
    if (ch === '*') {
      index++;
      return digitFromCounts([], 0, readMark() ?? 'any');
    }
    if (ch === '&') {
      const end = text.indexOf(';', index);
      if (end < 0) fail(`'&' at position ${index + 1} needs a closing ';' (as in &64;)`);
      const number = text.slice(index + 1, end);
      if (!/^[0-9]+$/.test(number)) fail(`'&${number};' is not a number`);
      heaps = Number(number);
      if (heaps >= 2 ** (MAX_HEAPS_PER_MOVE + 1))
        fail(`digit ${number} would leave more than ${MAX_HEAPS_PER_MOVE} heaps (digits go up to &${2 ** (MAX_HEAPS_PER_MOVE + 1) - 1};)`);
      index = end + 1;
    } else {
      heaps = parseInt(ch, 32);
      if (!/^[0-9A-Va-v]$/.test(ch)) fail(`unexpected '${ch}' at position ${index + 1}`);
      index++;
    }
    return { heaps, constraint: readMark() ?? 'any' };
  };

  /** `{0,2!,3+}`: counts of heaps, each with an optional mark, the last optionally open (`k+`). */
  const readCountSet = (): CodeDigit => {
    const end = text.indexOf('}', index);
    if (end < 0) fail(`'{' at position ${index + 1} needs a closing '}' (as in 0.{0,2,3})`);
    const items = text.slice(index + 1, end).split(',');
    index = end + 1;
    const global = readMark();
    const counts: { count: number; constraint: SplitConstraint }[] = [];
    let orMore: number | undefined;
    let tailConstraint: SplitConstraint = global ?? 'any';
    items.forEach((item, i) => {
      const match = /^([0-9]+)(\+)?([!?=])?$/.exec(item) ?? /^([0-9]+)([!?=])(\+)$/.exec(item);
      if (!match) fail(`'${item}' in {…} is not a number of heaps (write counts such as 0, 2!, 3+ separated by commas)`);
      const count = Number(match![1]);
      const open = match![2] === '+' || match![3] === '+';
      const mark = CONSTRAINTS[match![2]] ?? CONSTRAINTS[match![3]];
      if (mark !== undefined && global !== undefined) fail(`give the constraint either after '}' or on each count, not both`);
      if (open) {
        if (i !== items.length - 1) fail(`only the last count in {…} may be open-ended ('${item}')`);
        orMore = count;
        tailConstraint = mark ?? global ?? 'any';
      } else {
        if (count > MAX_HEAPS_PER_MOVE) fail(tooManyHeapsListed(count));
        counts.push({ count, constraint: mark ?? global ?? 'any' });
      }
    });
    return digitFromCounts(counts, orMore, tailConstraint);
  };

  while (index < text.length) {
    const ch = text[index];
    if (tailClosed) fail('nothing may follow the repeating tail');
    if (ch === '.') {
      if (seenPoint) fail('more than one point');
      seenPoint = true;
      index++;
    } else if (ch === '[') {
      if (!seenPoint) fail('the repeating tail must come after the point');
      if (tailStart >= 0) fail('only one repeating tail is allowed');
      tailStart = after.length;
      index++;
    } else if (ch === ']') {
      if (tailStart < 0) fail("']' without '['");
      if (after.length === tailStart) fail('the repeating tail is empty');
      tailClosed = true;
      index++;
    } else {
      (seenPoint ? after : before).push(readDigit());
    }
  }
  if (!seenPoint) fail("expected a point after d0, as in '0.77' or '4!.0'");
  if (after.length === 0) fail(`nothing after the point: write at least one digit, as in '${text}0'`);
  if (tailStart >= 0 && !tailClosed) fail("the repeating tail needs a closing ']'");
  const d0 = before.length === 0 ? { heaps: 0, constraint: 'any' as const } : before[before.length - 1];
  // Digits before d_0 are additive: the one next to d_0 adds one token, the next two, ….
  const added = before.slice(0, -1).reverse();
  const period = tailStart >= 0 ? after.length - tailStart : 0;
  try {
    return makeCode([d0, ...after], period, added);
  } catch (error) {
    if (error instanceof NimlabError) fail(error.message);
    throw error;
  }
}
