import { NimlabError } from '../../engine/errors.js';

/**
 * Take-and-break codes d_0.d_1d_2…: digit d_j rules the moves that remove j tokens from one heap;
 * bit k of d_j set means such a move may leave exactly k non-empty heaps (bit 0: the heap had exactly
 * j tokens and disappears; bit 1: one smaller heap; bit 2: two heaps; …). A repeating tail `[..]`
 * extends the digits forever. This file is the data type, its normal form and its printed form.
 */

/** How the heaps left by one move must compare; it only restricts moves that leave two or more heaps. */
export type SplitConstraint = 'any' | 'unequal' | 'notAllEqual' | 'allEqual';

export interface CodeDigit {
  /** Bit k set: the move may leave exactly k non-empty heaps. */
  readonly heaps: number;
  readonly constraint: SplitConstraint;
}

export interface TakeBreakCode {
  /** d_0, d_1, …, at least d_0. With a repeating tail, the last `period` digits repeat forever. */
  readonly digits: readonly CodeDigit[];
  /** Length of the repeating tail; 0 for a finite code. */
  readonly period: number;
}

/** Digits go up to bit 30 (a move may leave at most 30 heaps) so masks stay 32-bit integers. */
export const MAX_HEAPS_PER_MOVE = 30;

export const ZERO_DIGIT: CodeDigit = { heaps: 0, constraint: 'any' };

const CONSTRAINT_MARK: Record<SplitConstraint, string> = { any: '', unequal: '!', notAllEqual: '?', allEqual: '=' };
const BASE32 = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** The digit for removing `tokens` tokens. */
export function digitAt(code: TakeBreakCode, tokens: number): CodeDigit {
  const { digits, period } = code;
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

/** The most heaps one move leaves. */
export function maxHeapsLeft(code: TakeBreakCode): number {
  let most = 0;
  for (const digit of code.digits) most = Math.max(most, 31 - Math.clz32(digit.heaps));
  return most;
}

/** Whether no digit restricts how the heaps it leaves compare. */
export function isUnconstrained(code: TakeBreakCode): boolean {
  return code.digits.every((digit) => digit.constraint === 'any');
}

export function sameDigit(a: CodeDigit, b: CodeDigit): boolean {
  return a.heaps === b.heaps && a.constraint === b.constraint;
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

/**
 * Builds a code in normal form: d_0 without its meaningless bit 0, trailing zeros dropped, the
 * repeating tail as short as possible and starting as early as possible (never at d_0). Rejects
 * d_0 with bit 1 (a heap could move to itself, so the game would not end).
 */
export function makeCode(digitsIn: readonly CodeDigit[], periodIn = 0): TakeBreakCode {
  if (digitsIn.length === 0) throw new NimlabError('a take-and-break code needs the digit d0');
  if (periodIn < 0 || periodIn > digitsIn.length - 1) throw new NimlabError('the repeating tail must lie after the point');
  const d0 = digitsIn[0];
  if (d0.heaps & 2) {
    throw new NimlabError(
      `digit d0 = ${formatDigit(d0)} lets a move take 0 tokens and leave the heap as it was, so play could go on forever`,
    );
  }
  const digits = digitsIn.map((d, j) => normalizeDigit(j === 0 ? d.heaps & ~1 : d.heaps, d.constraint));
  let period = periodIn;
  if (period > 0 && digits.slice(digits.length - period).every((d) => d.heaps === 0)) {
    digits.length -= period;
    period = 0;
  }
  if (period === 0) {
    while (digits.length > 1 && digits[digits.length - 1].heaps === 0) digits.pop();
    return { digits, period: 0 };
  }
  return shortenTail(digits, period);
}

/** The shortest repeating block of the tail, then the earliest start (rolling digits into the tail). */
function shortenTail(digits: CodeDigit[], period: number): TakeBreakCode {
  let start = digits.length - period;
  let block = digits.slice(start);
  for (let q = 1; q < period; q++) {
    if (period % q === 0 && block.every((d, i) => sameDigit(d, block[i % q]))) {
      block = block.slice(0, q);
      break;
    }
  }
  // While the digit before the tail equals the tail's last digit, the tail can start one earlier.
  while (start > 1 && sameDigit(digits[start - 1], block[block.length - 1])) {
    block = [block[block.length - 1], ...block.slice(0, -1)];
    start--;
  }
  return { digits: [...digits.slice(0, start), ...block], period: block.length };
}

export function formatDigit(digit: CodeDigit): string {
  const base = digit.heaps < 32 ? BASE32[digit.heaps] : `&${digit.heaps};`;
  return base + CONSTRAINT_MARK[digit.constraint];
}

/** The code as CGSuite writes it: `0.77`, `4!.0`, `0.[3]`, `0.00[3]`. */
export function formatCode(code: TakeBreakCode): string {
  const { digits, period } = code;
  const start = digits.length - period;
  const before = digits.slice(1, start).map(formatDigit).join('');
  const tail = period > 0 ? `[${digits.slice(start).map(formatDigit).join('')}]` : '';
  const after = before + tail;
  return `${formatDigit(digits[0])}.${after === '' ? '0' : after}`;
}
