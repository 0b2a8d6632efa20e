import { NimlabError } from '../../engine/core/errors.js';
import { shortToken } from '../../engine/core/quoteToken.js';

/** A whole-number option value, or a one-line error naming the option. */
export function parseCount(text: string, option: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^[0-9]+$/.test(text)) throw new NimlabError(`${option}: expected a whole number, got '${shortToken(text)}'`);
  const value = Number(text);
  if (value < min || value > max) throw new NimlabError(`${option}: expected a number in ${min}..${max}, got ${shortToken(text)}`);
  return value;
}
