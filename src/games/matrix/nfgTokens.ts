import { NimlabError } from '../../engine/core/errors.js';
import { shortToken } from '../../engine/core/quoteToken.js';

/** A token of an `.nfg` file: a brace, a quoted label (unescaped), or a bare word (a number or a keyword). */
export type NfgToken = { kind: '{' | '}' } | { kind: 'label'; text: string } | { kind: 'word'; text: string };

/**
 * The tokens of an `.nfg` file (Gambit, "Game representation formats": whitespace is not
 * significant except inside double quotes; inside a label a backslash makes the next character
 * plain, so `\"` is a quote and `\\` a backslash; numbers in outcome
 * lists may be separated by commas, which are read as whitespace).
 */
export function* nfgTokens(text: string): Generator<NfgToken> {
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f' || c === ',') {
      i++;
    } else if (c === '{' || c === '}') {
      i++;
      yield { kind: c };
    } else if (c === '"') {
      let label = '';
      i++;
      for (;;) {
        if (i >= n) throw new NimlabError('the .nfg file ends inside a quoted label');
        if (text[i] === '\\' && i + 1 < n) {
          label += text[i + 1];
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else {
          label += text[i++];
        }
      }
      yield { kind: 'label', text: label };
    } else {
      const start = i;
      while (i < n && !endsWord(text.charCodeAt(i))) i++;
      yield { kind: 'word', text: text.slice(start, i) };
    }
  }
}

/** Whitespace, a comma, a brace or a quote: what ends a bare word (a test per character, no regular expression). */
function endsWord(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13) || code === 44 || code === 123 || code === 125 || code === 34) return true;
  return code >= 0xa0 && /\s/.test(String.fromCharCode(code));
}

/** A cursor over the tokens with the reads the grammar needs; each failure names what was expected. */
export class NfgReader {
  private readonly tokens: NfgToken[];
  private position = 0;

  constructor(text: string) {
    this.tokens = [...nfgTokens(text)];
  }

  peek(): NfgToken | undefined {
    return this.tokens[this.position];
  }

  atEnd(): boolean {
    return this.position >= this.tokens.length;
  }

  next(expected: string): NfgToken {
    const token = this.tokens[this.position++];
    if (token === undefined) throw new NimlabError(`the .nfg file ends where ${expected} should be`);
    return token;
  }

  open(what: string): void {
    const token = this.next(`'{' opening ${what}`);
    if (token.kind !== '{') throw new NimlabError(`expected '{' opening ${what}, found ${describe(token)}`);
  }

  /** True (and consumed) when the next token is '}'. */
  closes(): boolean {
    if (this.peek()?.kind !== '}') return false;
    this.position++;
    return true;
  }

  label(what: string): string {
    const token = this.next(what);
    if (token.kind !== 'label') throw new NimlabError(`expected ${what} in double quotes, found ${describe(token)}`);
    return token.text;
  }

  word(what: string): string {
    const token = this.next(what);
    if (token.kind !== 'word') throw new NimlabError(`expected ${what}, found ${describe(token)}`);
    return token.text;
  }
}

export function describe(token: NfgToken): string {
  return token.kind === 'label' ? `"${shortToken(token.text)}"` : token.kind === 'word' ? `'${shortToken(token.text)}'` : `'${token.kind}'`;
}
