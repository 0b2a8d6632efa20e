/**
 * Where a module's syntax error is. Browsers reject a module with a SyntaxError whose message has
 * no position, so it is found by parsing prefixes: a prefix cut before the error fails only
 * because it ends too soon ("Unexpected end of input", an unterminated literal), while the first
 * prefix that fails otherwise ends at the error — first line by line, then character by character.
 */
export interface SyntaxErrorPosition {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  message: string;
  /** The offending line's text. */
  text: string;
}

/** Parses a module's source; resolves to the SyntaxError's message, or null when it parses. */
export type ModuleParser = (source: string) => Promise<string | null>;

/**
 * Whether a prefix failed only for ending where it does: the input ran out, a literal is open, or
 * (V8) a keyword that needs more after it stands last ("Unexpected token 'export'").
 */
function endsTooSoon(message: string, prefix: string): boolean {
  if (/end of input|Unterminated|missing \) after/i.test(message)) return true;
  const last = /([\w$]+)\s*$/.exec(prefix);
  return last !== null && message === `Unexpected token '${last[1]}'`;
}

const WORD = /[\w$]/;

/** Prefixes tried at most (lines, then characters of the line); a longer module gets no position. */
const MAX_TRIES = 2000;

export async function syntaxErrorPosition(source: string, parse: ModuleParser): Promise<SyntaxErrorPosition | null> {
  const lines = source.split('\n');
  if (lines.length > MAX_TRIES) return null;
  for (let line = 1; line <= lines.length; line++) {
    const before = lines.slice(0, line - 1).join('\n') + (line > 1 ? '\n' : '');
    const whole = await parse(before + lines[line - 1]);
    if (whole === null || endsTooSoon(whole, before + lines[line - 1])) continue;
    const text = lines[line - 1];
    for (let column = 1; column <= Math.min(text.length, MAX_TRIES); column++) {
      // A cut inside a word makes another word ("expor"): cut only where a word ends.
      if (WORD.test(text[column - 1]) && WORD.test(text[column] ?? '')) continue;
      const prefix = before + text.slice(0, column);
      const message = await parse(prefix);
      if (message !== null && !endsTooSoon(message, prefix)) return { line, column, message, text };
    }
    return { line, column: text.length + 1, message: whole, text };
  }
  const message = await parse(source);
  if (message === null) return null;
  const last = lines[lines.length - 1];
  return { line: lines.length, column: last.length + 1, message, text: last };
}

/** The position in words, with the line and a caret under the column. */
export function describeSyntaxError({ line, column, message, text }: SyntaxErrorPosition): string {
  return `syntax error at line ${line}, column ${column}: ${message}\n${String(line).padStart(4)} | ${text}\n     | ${' '.repeat(column - 1)}^`;
}
