import { NimlabError } from '../../../engine/core/errors.js';
import { formatCode } from '../code/code.js';
import { parseTakeBreakCode } from '../code/parseCode.js';

/** Most codes one pattern may name (`0.??????` is 262 144; seven `?` would be two million). */
export const MAX_PATTERN_CODES = 1 << 18;

/**
 * The codes a census pattern names, in normal form and in order, each once: every `?` is an octal
 * digit 0–7 (`0.???` is the 512 codes 0.000 … 0.777, `4.???` the 512 with d0 = 4), so that the
 * census of Winning Ways' and Flammenkamp's tables (every three-digit octal code) is two patterns.
 * A pattern without `?` is one code. Digits that end in zeros name the shorter code (`0.370` is
 * `0.37`): it is still one game of the pattern.
 */
export function expandCodePattern(pattern: string): string[] {
  const text = pattern.trim();
  const holes = [...text].filter((c) => c === '?').length;
  if (8 ** holes > MAX_PATTERN_CODES) {
    throw new NimlabError(`pattern '${pattern}' names 8^${holes} codes; at most ${MAX_PATTERN_CODES} per pattern`);
  }
  const codes: string[] = [];
  for (let index = 0; index < 8 ** holes; index++) {
    // The first `?` is the most significant octal digit, so codes come out in numeric order.
    let rest = index;
    const digits: string[] = [];
    for (let h = 0; h < holes; h++) {
      digits.push(String(rest % 8));
      rest = Math.floor(rest / 8);
    }
    digits.reverse();
    let next = 0;
    const code = text.replace(/\?/g, () => digits[next++]);
    codes.push(code);
  }
  return codes.map((code) => formatCode(parseTakeBreakCode(code)));
}

/** Every code of several patterns (or plain codes), in order, each once. */
export function expandCodePatterns(patterns: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const pattern of patterns) {
    for (const code of expandCodePattern(pattern)) {
      if (seen.has(code)) continue;
      seen.add(code);
      out.push(code);
    }
  }
  return out;
}
