import { NimlabError } from '../../engine/core/errors.js';
import { canonicalGameName, GAME_ALIASES } from '../aliases.js';
import { closestNames } from '../nameSuggestions.js';
import { formatCode, makeCode, type CodeDigit, type TakeBreakCode } from './code/code.js';
import { looksLikeCode, meantAsCode, parseTakeBreakCode } from './code/parseCode.js';

/** A heap game by name: what the user calls it and the take-and-break code that plays it. */
export interface HeapGame {
  /** Canonical name: the normalised code, or `S(1,3,4)` / `allbut(1,2)` for subtraction games. */
  name: string;
  code: TakeBreakCode;
}

/**
 * Catalog games that are also take-and-break games: their tables use the code's fast sequence.
 * (Names that only stand for a code, such as `kayles`, are aliases: `../aliases.ts`.)
 */
const CATALOG_GAMES_AS_CODES: Record<string, string> = {
  nim: '0.[3]',
  lasker: '4.[3]',
};

/** Largest element of a subtraction set (the code gets that many digits). */
const MAX_SUBTRACTION = 1_000_000;

/** Digit 3: remove that many tokens, leaving nothing or one heap — a plain subtraction. */
const TAKE: CodeDigit = { heaps: 3, constraint: 'any' };
const NONE: CodeDigit = { heaps: 0, constraint: 'any' };

/**
 * Resolves a heap game: a take-and-break code (`0.77`, `octal:0.77`, `4!.0`, `0.[3]`), a subtraction
 * game (`S(1,3,4)`, `subtraction:1,3,4`), an all-but subtraction game (`allbut:1,2`: remove any
 * positive number except 1 and 2), or a known name (`kayles`, `grundy`, `lasker`, `nim`, …).
 */
export function parseHeapGame(input: string): HeapGame {
  const text = canonicalGameName(input);
  const lower = text.toLowerCase();
  const sameAsCode = CATALOG_GAMES_AS_CODES[lower];
  if (sameAsCode !== undefined) return fromCode(parseTakeBreakCode(sameAsCode));
  const subtraction = /^s\((.*)\)$/.exec(lower) ?? /^subtraction:(.*)$/.exec(lower);
  if (subtraction) return subtractionGame(parseSet(subtraction[1], input));
  const allBut = /^allbut\((.*)\)$/.exec(lower) ?? /^allbut:(.*)$/.exec(lower);
  if (allBut) return allButGame(parseSet(allBut[1], input, true));
  const prefixed = /^octal:(.*)$/.exec(text);
  if (prefixed) return fromCode(parseTakeBreakCode(prefixed[1]));
  if (looksLikeCode(text) || meantAsCode(text)) return fromCode(parseTakeBreakCode(text));
  const known = [...Object.keys(CATALOG_GAMES_AS_CODES), ...aliasesNamingCodes()];
  const suggestions = closestNames(input, known);
  throw new NimlabError(
    `unknown heap game '${input}'${suggestions.length === 0 ? '' : `: did you mean ${suggestions.join(' or ')}?`} ` +
      `(expected a take-and-break code such as 0.77, 4!.0, 0.[3], S(1,3,4), allbut:1,2, or a name such as nim, kayles, dawson, grundy)`,
  );
}

/** Whether `text` names a heap game this module reads (without reading it). */
export function isHeapGameName(input: string): boolean {
  const text = canonicalGameName(input);
  const lower = text.toLowerCase();
  return (
    lower in CATALOG_GAMES_AS_CODES ||
    /^s\(.*\)$/.test(lower) ||
    /^allbut\(.*\)$/.test(lower) ||
    /^(?:octal|subtraction|allbut):/.test(lower) ||
    looksLikeCode(text)
  );
}

/** Aliases that stand for a code (`kayles`, `dawson`, …), for error messages. */
function aliasesNamingCodes(): string[] {
  return Object.keys(GAME_ALIASES).filter((alias) => looksLikeCode(GAME_ALIASES[alias]));
}

function fromCode(code: TakeBreakCode): HeapGame {
  return { name: formatCode(code), code };
}

/** S(s1, s2, …): a move removes s_i tokens from one heap. */
export function subtractionGame(set: readonly number[]): HeapGame {
  if (set.length === 0) throw new NimlabError('a subtraction game needs at least one number to subtract');
  const digits: CodeDigit[] = new Array(Math.max(...set) + 1).fill(NONE);
  for (const s of set) digits[s] = TAKE;
  return { name: `S(${set.join(',')})`, code: makeCode(digits) };
}

/** All-but S: a move removes any positive number of tokens except those in S. */
export function allButGame(excluded: readonly number[]): HeapGame {
  const last = excluded.length === 0 ? 0 : Math.max(...excluded);
  const digits: CodeDigit[] = [NONE];
  for (let s = 1; s <= last + 1; s++) digits.push(excluded.includes(s) ? NONE : TAKE);
  return { name: `allbut(${excluded.join(',')})`, code: makeCode(digits, 1) };
}

/** `1,3,4` → sorted distinct positive integers. */
function parseSet(list: string, original: string, allowEmpty = false): number[] {
  const words = list
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (words.length === 0 && !allowEmpty) throw new NimlabError(`'${original}': expected numbers separated by commas, as in S(1,3,4)`);
  const values = words.map((word) => {
    if (!/^[0-9]+$/.test(word)) throw new NimlabError(`'${original}': '${word}' is not a positive integer`);
    const value = Number(word);
    if (value < 1 || value > MAX_SUBTRACTION) {
      throw new NimlabError(`'${original}': ${word} is out of range (1..${MAX_SUBTRACTION})`);
    }
    return value;
  });
  return [...new Set(values)].sort((a, b) => a - b);
}
