import { NimlabError } from '../../core/errors.js';

/** A token of CGSuite's game notation; `bars` is a run of `|` (its length is the slash count). */
export type Token =
  | { kind: 'integer'; text: string; at: number }
  | { kind: 'name'; text: string; at: number }
  | { kind: 'bars'; text: string; at: number }
  | { kind: 'symbol'; text: string; at: number }
  | { kind: 'end'; text: ''; at: number };

const SYMBOLS = [
  ':=',
  '+-',
  '<=',
  '>=',
  '==',
  '!=',
  '<>',
  '±',
  '+',
  '-',
  '/',
  '{',
  '}',
  '(',
  ')',
  ',',
  '^',
  '*',
  '<',
  '>',
  '[',
  ']',
  ':',
  '.',
];

/** Splits an expression into tokens; an unknown character is one clear error naming its column. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const c = source[at];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      at += 1;
      continue;
    }
    const integer = /^[0-9]+/.exec(source.slice(at, at + 400));
    if (integer !== null) {
      tokens.push({ kind: 'integer', text: integer[0], at });
      at += integer[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(at, at + 200));
    if (name !== null) {
      tokens.push({ kind: 'name', text: name[0], at });
      at += name[0].length;
      continue;
    }
    if (c === '|') {
      let end = at;
      while (source[end] === '|') end += 1;
      tokens.push({ kind: 'bars', text: source.slice(at, end), at });
      at = end;
      continue;
    }
    const symbol = SYMBOLS.find((s) => source.startsWith(s, at));
    if (symbol === undefined) throw new NimlabError(`unexpected character '${c}' at column ${at + 1}`);
    tokens.push({ kind: 'symbol', text: symbol === '±' ? '+-' : symbol, at });
    at += symbol.length;
  }
  tokens.push({ kind: 'end', text: '', at });
  return tokens;
}
