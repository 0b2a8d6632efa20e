import { NimlabError } from '../../../engine/core/errors.js';

/**
 * Take-and-break codes …d_{-1}d_0.d_1d_2…: digit d_j rules the moves that remove j tokens from one
 * heap; bit k of d_j set means such a move may leave exactly k non-empty heaps (bit 0: the heap had
 * exactly j tokens and disappears; bit 1: one smaller heap; bit 2: two heaps; …). A repeating tail
 * `[..]` extends the digits forever. Digits before d_0 are additive: d_{-j} adds j tokens before
 * the heap is split. A digit may also be a set of heap counts `{0,2!,3+}` (each count with its
 * own constraint, `k+` for k or more heaps) or `*` (any number of heaps, `{0+}`).
 * This file is the data type, its normal form and its printed form.
 */

/** How the heaps left by one move must compare; it only restricts moves that leave two or more heaps. */
export type SplitConstraint = 'any' | 'unequal' | 'notAllEqual' | 'allEqual';

export interface CodeDigit {
  /** Bit k set: the move may leave exactly k non-empty heaps. */
  readonly heaps: number;
  /** How the heaps left compare (for two or more heaps), unless `mixed` says otherwise for a count. */
  readonly constraint: SplitConstraint;
  /** Every count from this one up is allowed too, with `constraint` (`*` is 0+, `{2+}` is 2+). */
  readonly orMore?: number;
  /** Per-count constraints where counts of two or more heaps differ (`{2!,3}`): mixed[k] for k heaps. */
  readonly mixed?: readonly (SplitConstraint | undefined)[];
}

export interface TakeBreakCode {
  /** d_0, d_1, …, at least d_0. With a repeating tail, the last `period` digits repeat forever. */
  readonly digits: readonly CodeDigit[];
  /** Length of the repeating tail; 0 for a finite code. */
  readonly period: number;
  /** Additive digits d_{-1}, d_{-2}, … (added[j − 1] adds j tokens); absent or empty for most codes. */
  readonly added?: readonly CodeDigit[];
}

/** Whether the digit allows leaving exactly `count` heaps. */
export function allowsHeaps(digit: CodeDigit, count: number): boolean {
  if (digit.orMore !== undefined && count >= digit.orMore) return true;
  return count < 31 && ((digit.heaps >>> count) & 1) === 1;
}

/** The constraint on a move of this digit that leaves `count` heaps. */
export function constraintFor(digit: CodeDigit, count: number): SplitConstraint {
  return digit.mixed?.[count] ?? digit.constraint;
}

/** Whether a digit is a plain bit mask with one constraint (what the sequence kernels were built for). */
export function isPlainDigit(digit: CodeDigit): boolean {
  return digit.orMore === undefined && digit.mixed === undefined;
}

/** Whether the code uses additive digits, heap-count sets with mixed constraints, or unbounded counts. */
export function hasGeneralDigits(code: TakeBreakCode): boolean {
  return (code.added?.length ?? 0) > 0 || !code.digits.every(isPlainDigit);
}

/** Whether some digit lets one move leave any number of heaps (`*`, `{k+}`). */
export function hasUnboundedSplits(code: TakeBreakCode): boolean {
  return [...code.digits, ...(code.added ?? [])].some((d) => d.orMore !== undefined);
}

/**
 * The largest heap count a digit names one by one (`{8}`, `&256;`). Digits of the literature never
 * name more than a few (letters reach four heaps); a count past eight is far likelier a typo than a
 * ruleset, so `0.{9}` is refused. Nine or more heaps are still written as an open end (`{8+}`, `*`).
 */
export const MAX_HEAPS_PER_MOVE = 8;

/** The one message for a heap count past {@link MAX_HEAPS_PER_MOVE}. */
export function tooManyHeapsListed(count: number): string {
  return `heap count ${count} is more than a digit may name one by one (0–${MAX_HEAPS_PER_MOVE}); for that many heaps use an open end such as {${MAX_HEAPS_PER_MOVE}+} or *`;
}

export const ZERO_DIGIT: CodeDigit = { heaps: 0, constraint: 'any' };

const CONSTRAINT_MARK: Record<SplitConstraint, string> = { any: '', unequal: '!', notAllEqual: '?', allEqual: '=' };
const BASE32 = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** The digit for removing `tokens` tokens (negative: adding −tokens with an additive digit). */
export function digitAt(code: TakeBreakCode, tokens: number): CodeDigit {
  const { digits, period } = code;
  if (tokens < 0) return code.added?.[-tokens - 1] ?? ZERO_DIGIT;
  if (tokens < digits.length) return digits[tokens];
  if (period === 0) return ZERO_DIGIT;
  const start = digits.length - period;
  return digits[start + ((tokens - start) % period)];
}

export function isFiniteCode(code: TakeBreakCode): boolean {
  return code.period === 0;
}

/** The most tokens one move removes (the position of the last nonzero digit); Infinity with a tail. */
export function maxTokensRemoved(code: TakeBreakCode): number {
  return code.period > 0 ? Infinity : code.digits.length - 1;
}

/** The most heaps one move leaves (Infinity with `*` or `k+`). */
export function maxHeapsLeft(code: TakeBreakCode): number {
  let most = 0;
  for (const digit of [...code.digits, ...(code.added ?? [])]) {
    most = Math.max(most, digit.orMore !== undefined ? Infinity : 31 - Math.clz32(digit.heaps));
  }
  return most;
}

/** Whether no digit restricts how the heaps it leaves compare. */
export function isUnconstrained(code: TakeBreakCode): boolean {
  return [...code.digits, ...(code.added ?? [])].every((digit) => digit.constraint === 'any' && digit.mixed === undefined);
}

export function sameDigit(a: CodeDigit, b: CodeDigit): boolean {
  if (a.heaps !== b.heaps || a.constraint !== b.constraint || a.orMore !== b.orMore) return false;
  const length = Math.max(a.mixed?.length ?? 0, b.mixed?.length ?? 0);
  for (let k = 0; k < length; k++) if (a.mixed?.[k] !== b.mixed?.[k]) return false;
  return true;
}

/**
 * A digit in normal form from the counts it allows (each with its constraint) and an optional open
 * end `orMore` (counts from there up, with `tailConstraint`): one constraint when a single one
 * means the same for every count of two or more heaps, else per count (`mixed`).
 */
export function digitFromCounts(
  counts: readonly { count: number; constraint: SplitConstraint }[],
  orMore?: number,
  tailConstraint: SplitConstraint = 'any',
): CodeDigit {
  let heaps = 0;
  const byCount = new Map<number, SplitConstraint>();
  for (const { count, constraint } of counts) {
    if (orMore !== undefined && count >= orMore) continue;
    if (count > MAX_HEAPS_PER_MOVE) {
      throw new NimlabError(tooManyHeapsListed(count));
    }
    heaps = (heaps | (1 << count)) >>> 0;
    byCount.set(count, constraint);
  }
  // An open end right after a listed count of the same meaning absorbs it ({2,3+} is {2+}).
  let start = orMore;
  while (start !== undefined && start > 0 && byCount.has(start - 1) && sameMeaning(byCount.get(start - 1)!, tailConstraint, start - 1)) {
    start--;
    heaps = (heaps & ~(1 << start)) >>> 0;
    byCount.delete(start);
  }
  const top = 31 - Math.clz32(heaps);
  const base = start !== undefined ? tailConstraint : top >= 2 ? byCount.get(top)! : 'any';
  const mixed: (SplitConstraint | undefined)[] = [];
  for (const [count, constraint] of byCount) if (!sameMeaning(constraint, base, count)) mixed[count] = constraint;
  if (start === undefined && mixed.length === 0) return normalizeDigit(heaps, base);
  return { heaps, constraint: base, ...(start !== undefined ? { orMore: start } : {}), ...(mixed.length > 0 ? { mixed } : {}) };
}

/** Whether two constraints mean the same for `count` heaps (none for fewer than two; ? is ! on two). */
function sameMeaning(a: SplitConstraint, b: SplitConstraint, count: number): boolean {
  const effective = (c: SplitConstraint) => (count < 2 ? 'any' : c === 'notAllEqual' && count === 2 ? 'unequal' : c);
  return effective(a) === effective(b);
}

/** The counts a plain or general digit allows below `limit`, with their constraints. */
export function digitCounts(digit: CodeDigit, limit = 31): { count: number; constraint: SplitConstraint }[] {
  const counts: { count: number; constraint: SplitConstraint }[] = [];
  for (let k = 0; k < Math.min(limit, digit.orMore ?? 31, 31); k++)
    if ((digit.heaps >>> k) & 1) counts.push({ count: k, constraint: constraintFor(digit, k) });
  return counts;
}

/**
 * A digit in normal form: a constraint is kept only where the digit leaves two or more heaps, and
 * "not all equal" on two heaps is "unequal".
 */
export function normalizeDigit(heaps: number, constraint: SplitConstraint): CodeDigit {
  const splits = heaps >>> 2;
  if (splits === 0 || constraint === 'any') return { heaps, constraint: 'any' };
  if (constraint === 'notAllEqual' && splits === 1) return { heaps, constraint: 'unequal' };
  return { heaps, constraint };
}

function isZeroDigit(digit: CodeDigit): boolean {
  return digit.heaps === 0 && digit.orMore === undefined;
}

/** The digit without count 0 (meaningless for d_0 and impossible for additive digits). */
function withoutZeroCount(digit: CodeDigit): CodeDigit {
  if (isPlainDigit(digit)) return normalizeDigit(digit.heaps & ~1, digit.constraint);
  const counts = digitCounts(digit).filter((c) => c.count !== 0);
  const orMore = digit.orMore === 0 ? 1 : digit.orMore;
  return digitFromCounts(counts, orMore, digit.constraint);
}

function normalized(digit: CodeDigit): CodeDigit {
  return isPlainDigit(digit) ? normalizeDigit(digit.heaps, digit.constraint) : digit;
}

/**
 * Builds a code in normal form: d_0 without its meaningless bit 0, trailing zeros dropped (and
 * additive zeros on the far left), the repeating tail as short as possible but where it was written
 * (`4.00[30]` stays so, not `4.0[03]`). Rejects digits under which a heap could come back as large
 * as it was (d_0 leaving one heap; an additive d_{-j} leaving fewer than j + 2 heaps), so play ends.
 */
export function makeCode(digitsIn: readonly CodeDigit[], periodIn = 0, addedIn: readonly CodeDigit[] = []): TakeBreakCode {
  if (digitsIn.length === 0) throw new NimlabError('a take-and-break code needs the digit d0');
  if (periodIn < 0 || periodIn > digitsIn.length - 1) throw new NimlabError('the repeating tail must lie after the point');
  const d0 = digitsIn[0];
  if (allowsHeaps(d0, 1)) {
    throw new NimlabError(
      `digit d0 = ${formatDigit(d0)} lets a move take 0 tokens and leave the heap as it was, so play could go on forever`,
    );
  }
  const added = addedIn.map((digit, i) => {
    const j = i + 1;
    const clean = withoutZeroCount(digit);
    for (let k = 1; k < j + 2; k++) {
      if (allowsHeaps(clean, k)) {
        throw new NimlabError(
          `additive digit d-${j} = ${formatDigit(digit)} adds ${j} token${j === 1 ? '' : 's'} and may leave ${k} heap${k === 1 ? '' : 's'}, ` +
            `one of them as large as the heap was, so play could go on forever (it needs ${j + 2} or more heaps)`,
        );
      }
    }
    return clean;
  });
  while (added.length > 0 && isZeroDigit(added[added.length - 1])) added.pop();
  const digits = digitsIn.map((d, j) => (j === 0 ? withoutZeroCount(d) : normalized(d)));
  let period = periodIn;
  if (period > 0 && digits.slice(digits.length - period).every(isZeroDigit)) {
    digits.length -= period;
    period = 0;
  }
  const withAdded = (code: TakeBreakCode): TakeBreakCode => (added.length > 0 ? { ...code, added } : code);
  if (period === 0) {
    while (digits.length > 1 && isZeroDigit(digits[digits.length - 1])) digits.pop();
    return withAdded({ digits, period: 0 });
  }
  return withAdded(shortenTail(digits, period));
}

/** The shortest repeating block of the tail, starting where it was written. */
function shortenTail(digits: CodeDigit[], period: number): TakeBreakCode {
  const start = digits.length - period;
  let block = digits.slice(start);
  for (let q = 1; q < period; q++) {
    if (period % q === 0 && block.every((d, i) => sameDigit(d, block[i % q]))) {
      block = block.slice(0, q);
      break;
    }
  }
  return { digits: [...digits.slice(0, start), ...block], period: block.length };
}

export function formatDigit(digit: CodeDigit): string {
  if (isPlainDigit(digit)) {
    const base = digit.heaps < 32 ? BASE32[digit.heaps] : `&${digit.heaps};`;
    return base + CONSTRAINT_MARK[digit.constraint];
  }
  if (digit.orMore === 0 && digit.heaps === 0 && digit.mixed === undefined) return '*' + CONSTRAINT_MARK[digit.constraint];
  const counts = digitCounts(digit).map(({ count }) => String(count));
  // CGSuite's normal form (Digit2.toString in TBCode2.scala): where every count of two or more
  // heaps carries the same mark, the counts are merged and the mark is written once after the
  // braces (`0.{0!,2!,3!+}` prints `0.{0,2+}!`). A digit without `mixed` is such a digit ("?" on
  // two heaps is "!", so `{0,2!,4?+}` is `{0,2,4+}?`); a plain one was printed above.
  if (digit.mixed === undefined) return `{${[...counts, `${digit.orMore}+`].join(',')}}${CONSTRAINT_MARK[digit.constraint]}`;
  // Otherwise each count carries its own mark, the open end's before the '+' (`{0,2,3!+}`). A mark
  // means nothing on fewer than two heaps, so a count of 0 or 1 carries none.
  const mark = (k: number) => {
    const constraint = constraintFor(digit, k);
    return k < 2 ? '' : CONSTRAINT_MARK[k === 2 && constraint === 'notAllEqual' ? 'unequal' : constraint];
  };
  const items = digitCounts(digit).map(({ count }) => `${count}${mark(count)}`);
  if (digit.orMore !== undefined) items.push(`${digit.orMore}${CONSTRAINT_MARK[digit.constraint]}+`);
  return `{${items.join(',')}}`;
}

/** The code as CGSuite writes it: `0.77`, `4!.0`, `0.[3]`, `0.00[3]`, `8.0`, `0.{2+}=`, `0.{0,2+}!`, `0.{0,2,3!+}`. */
export function formatCode(code: TakeBreakCode): string {
  const { digits, period } = code;
  const start = digits.length - period;
  const before = digits.slice(1, start).map(formatDigit).join('');
  const tail = period > 0 ? `[${digits.slice(start).map(formatDigit).join('')}]` : '';
  const after = before + tail;
  const additive = [...(code.added ?? [])].reverse().map(formatDigit).join('');
  return `${additive}${formatDigit(digits[0])}.${after === '' ? '0' : after}`;
}
