import { NimlabError } from '../engine/core/errors.js';
import { shortToken } from '../engine/core/quoteToken.js';

/** A non-negative integer of any size from user text, or a clear error naming `what`. */
export function parseNatural(text: string, what: string, max?: bigint): bigint {
  if (!/^[0-9]+$/.test(text)) throw new NimlabError(`${what}: expected a non-negative integer, got '${shortToken(text)}'`);
  const value = BigInt(text);
  if (max !== undefined && value > max) throw new NimlabError(`${what}: expected at most ${max}, got ${shortToken(text)}`);
  return value;
}

/** A positive integer small enough for a number, or a clear error naming `what`. */
export function parseSmallPositive(text: string, what: string, max = 1_000_000_000): number {
  const value = parseNatural(text, what, BigInt(max));
  if (value === 0n) throw new NimlabError(`${what}: expected a positive integer, got 0`);
  return Number(value);
}

/** Heaps given as words: `3 4 5`. */
export function parseHeaps(words: readonly string[], what = 'heap'): bigint[] {
  if (words.length === 0) throw new NimlabError(`expected at least one ${what} size`);
  return words.map((word, i) => parseNatural(word, `${what} ${i + 1}`));
}
