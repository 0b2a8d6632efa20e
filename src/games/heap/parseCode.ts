import { NimlabError } from '../../engine/errors.js';
import { makeCode, MAX_HEAPS_PER_MOVE, type CodeDigit, type SplitConstraint, type TakeBreakCode } from './code.js';

const CONSTRAINTS: Record<string, SplitConstraint> = { '!': 'unequal', '?': 'notAllEqual', '=': 'allEqual' };

/** Looks like a take-and-break code (so a name such as `0.77` or `4!.0` is one, not a family). */
export function looksLikeCode(text: string): boolean {
  return /^[0-9A-Va-v&.][0-9A-Va-v&;!?=.[\]]*$/.test(text.trim()) && text.includes('.');
}

/**
 * Parses CGSuite's take-and-break notation: digits 0–9 and A–V (10–31), `&n;` for any larger digit,
 * each optionally followed by `!` (the heaps left must be pairwise unequal), `?` (not all equal) or
 * `=` (all equal); the point after d_0 (a code starting with the point has d_0 = 0); a repeating
 * tail in brackets at the end. Additive digits (more than one nonzero digit before the point) are
 * not supported.
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

  const readDigit = (): CodeDigit => {
    let heaps: number;
    const ch = text[index];
    if (ch === '&') {
      const end = text.indexOf(';', index);
      if (end < 0) fail(`'&' at position ${index + 1} needs a closing ';' (as in &64;)`);
      const number = text.slice(index + 1, end);
      if (!/^[0-9]+$/.test(number)) fail(`'&${number};' is not a number`);
      heaps = Number(number);
      if (heaps >= 2 ** (MAX_HEAPS_PER_MOVE + 1)) fail(`digit ${number} would leave more than ${MAX_HEAPS_PER_MOVE} heaps`);
      index = end + 1;
    } else {
      heaps = parseInt(ch, 32);
      if (!/^[0-9A-Va-v]$/.test(ch)) fail(`unexpected '${ch}' at position ${index + 1}`);
      index++;
    }
    const constraint = CONSTRAINTS[text[index]] ?? 'any';
    if (constraint !== 'any') index++;
    return { heaps, constraint };
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
  if (tailStart >= 0 && !tailClosed) fail("the repeating tail needs a closing ']'");
  const d0 = leadingDigit(before, fail);
  const period = tailStart >= 0 ? after.length - tailStart : 0;
  return makeCode([d0, ...after], period);
}

/** d_0: the one digit before the point; leading zeros are allowed, other additive digits are not. */
function leadingDigit(before: CodeDigit[], fail: (why: string) => never): CodeDigit {
  if (before.length === 0) return { heaps: 0, constraint: 'any' };
  const additive = before.slice(0, -1);
  if (additive.some((d) => d.heaps !== 0)) fail('digits that add tokens (more than one digit before the point) are not supported');
  return before[before.length - 1];
}
