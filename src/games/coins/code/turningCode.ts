/**
 * Coin-turning ("spawning") codes in the notation of Winning Ways ch. 14 and CGSuite: a count or
 * range of coins a move turns over, then modifiers. Coins are numbered 1, 2, … from the left; a
 * move turns over a set S whose rightmost coin goes heads → tails, with |S| allowed by the count:
 *   `3` exactly three, `1-3` one to three, `1+` one or more; several joined by commas (`1,3`).
 * Modifiers (any order, each once):
 *   C     the coins of S are consecutive;
 *   C(s)  S lies within s consecutive coins (max S − min S < s);
 *   E     the coins of S are equally spaced;
 *   F     S contains the first coin (coin 1);
 *   S     S is symmetric about its midpoint.
 * Examples: `1-3` Mock Turtles, `1+C` Ruler, `4FS` Grunt, `3E` Turnips, `1-3C(5)` Mock Turtle Fives.
 * This file is the data type, its parser and its printed (normal) form.
 */
import { NimlabError } from '../../../engine/core/errors.js';

export interface TurningCode {
  /** Allowed sizes of a turned set, as inclusive ranges sorted and merged; `to` may be Infinity. */
  readonly counts: readonly { readonly from: number; readonly to: number }[];
  /** Every coin of S is consecutive (C). */
  readonly consecutive: boolean;
  /** S lies within this many consecutive coins (C(s)); Infinity when unlimited. */
  readonly span: number;
  readonly equallySpaced: boolean;
  readonly includesFirst: boolean;
  readonly symmetric: boolean;
}

/** Largest count or span a code may name (sets of more coins are never enumerated one by one). */
const MAX_NUMBER = 10_000;

/** Looks like a coin-turning code (so `3`, `1-3`, `4FS`, `3C(` are read as codes, and their faults named). */
export function looksLikeTurningCode(text: string): boolean {
  return /^[0-9][0-9+\-,]*[A-Za-z()0-9]*$/.test(text.trim());
}

/** Parses a coin-turning code; a malformed one gets an error naming its fault. */
export function parseTurningCode(input: string): TurningCode {
  const text = input.trim();
  const fail = (why: string): never => {
    throw new NimlabError(`bad coin-turning code '${input}': ${why}`);
  };
  const split = /^([0-9+\-,]*)(.*)$/.exec(text)!;
  const countText = split[1];
  if (countText === '') fail("it must start with the number of coins turned, as in '1-3' or '4FS'");
  const counts = countText.split(',').map((part) => parseCount(part, fail));
  const modifiers = parseModifiers(split[2], fail);
  return { counts: mergeRanges(counts), ...modifiers };
}

function parseNumber(text: string, what: string, fail: (why: string) => never): number {
  if (!/^[0-9]+$/.test(text)) fail(`${what} must be a number, got '${text}'`);
  const value = Number(text);
  if (value < 1 || value > MAX_NUMBER) fail(`${what} must be from 1 to ${MAX_NUMBER}, got ${text}`);
  return value;
}

/** `3`, `1-3`, `2+`. */
function parseCount(part: string, fail: (why: string) => never): { from: number; to: number } {
  if (part === '') fail('an empty count (two commas, or a comma at an end)');
  if (part.endsWith('+')) return { from: parseNumber(part.slice(0, -1), 'the count before +', fail), to: Infinity };
  const dash = part.indexOf('-');
  if (dash < 0) {
    const n = parseNumber(part, 'the number of coins', fail);
    return { from: n, to: n };
  }
  if (dash === part.length - 1) fail(`the range '${part}' needs its upper end, as in '1-3'`);
  if (dash === 0) fail(`the range '${part}' needs its lower end, as in '1-3'`);
  const from = parseNumber(part.slice(0, dash), 'the lower end of a range', fail);
  const to = parseNumber(part.slice(dash + 1), 'the upper end of a range', fail);
  if (from > to) fail(`the range '${part}' runs backwards`);
  return { from, to };
}

function parseModifiers(text: string, fail: (why: string) => never): Omit<TurningCode, 'counts'> {
  let consecutive = false;
  let span = Infinity;
  let equallySpaced = false;
  let includesFirst = false;
  let symmetric = false;
  const seen = new Set<string>();
  let i = 0;
  while (i < text.length) {
    const letter = text[i].toUpperCase();
    if (!'CEFS'.includes(letter)) fail(`unexpected '${text[i]}': the modifiers are C, C(n), E, F and S`);
    if (seen.has(letter)) fail(`the modifier ${letter} is given twice`);
    seen.add(letter);
    i++;
    if (letter === 'C' && text[i] === '(') {
      const close = text.indexOf(')', i);
      if (close < 0) fail("'C(' needs a span and a closing ')', as in '3C(5)'");
      span = parseNumber(text.slice(i + 1, close), 'the span in C(…)', fail);
      i = close + 1;
    } else if (letter === 'C') consecutive = true;
    else if (letter === 'E') equallySpaced = true;
    else if (letter === 'F') includesFirst = true;
    else symmetric = true;
  }
  return { consecutive, span, equallySpaced, includesFirst, symmetric };
}

function mergeRanges(ranges: { from: number; to: number }[]): { from: number; to: number }[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to + 1) merged[merged.length - 1] = { from: last.from, to: Math.max(last.to, range.to) };
    else merged.push({ ...range });
  }
  return merged;
}

/** Whether a move may turn `size` coins. */
export function allowsCount(code: TurningCode, size: number): boolean {
  return code.counts.some((r) => size >= r.from && size <= r.to);
}

/** The most coins one move turns (Infinity for `k+`). */
export function maxCount(code: TurningCode): number {
  return code.counts[code.counts.length - 1].to;
}

/** The code in normal form: counts merged and sorted, modifiers in the order C, C(s), E, F, S. */
export function formatTurningCode(code: TurningCode): string {
  const counts = code.counts.map(({ from, to }) => (to === Infinity ? `${from}+` : from === to ? `${from}` : `${from}-${to}`)).join(',');
  return (
    counts +
    (code.consecutive ? 'C' : '') +
    (Number.isFinite(code.span) ? `C(${code.span})` : '') +
    (code.equallySpaced ? 'E' : '') +
    (code.includesFirst ? 'F' : '') +
    (code.symmetric ? 'S' : '')
  );
}

/** The rule in words, for summaries: "turn 1 to 3 coins, …". */
export function describeTurningCode(code: TurningCode): string {
  const counts = code.counts
    .map(({ from, to }) => (to === Infinity ? `${from} or more` : from === to ? `${from}` : `${from} to ${to}`))
    .join(' or ');
  const conditions = [
    code.consecutive ? 'consecutive' : '',
    Number.isFinite(code.span) ? `within ${code.span} consecutive coins` : '',
    code.equallySpaced ? 'equally spaced' : '',
    code.includesFirst ? 'including the first coin' : '',
    code.symmetric ? 'placed symmetrically' : '',
  ].filter((c) => c !== '');
  const one = code.counts.length === 1 && code.counts[0].from === 1 && code.counts[0].to === 1;
  return `turn over ${counts} coin${one ? '' : 's'}${conditions.length > 0 ? ` (${conditions.join(', ')})` : ''}, the rightmost going heads → tails`;
}
