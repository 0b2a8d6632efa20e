/**
 * A user's token as an error message quotes it: whole when short, else its first characters and
 * its length, so a 5 MB argument gives a one-line message and not 5 MB of stderr (ripgrep and
 * cargo print what they were given, but nobody wants a screenful per typo).
 */

/** Characters of a token kept before it is cut. */
export const TOKEN_SHOWN = 40;
/** Tokens up to this length are shown whole (cutting a 50-character token would save nothing). */
const TOKEN_WHOLE = 60;

/** `text`, or its first TOKEN_SHOWN characters then `…(N characters)`. */
export function shortToken(text: string): string {
  if (text.length <= TOKEN_WHOLE) return text;
  return `${text.slice(0, TOKEN_SHOWN)}…(${text.length} characters)`;
}

/**
 * A whole message with every run of non-space characters longer than a token may be cut the same
 * way: the last guard before a message reaches the terminal, for messages built without
 * `shortToken` (the argument parser's, a third-party error's).
 */
export function shortenTokens(message: string): string {
  // The quotes and punctuation around a token stay (`'…(100 characters)'`, with its closing quote);
  // only the token between them is cut and counted.
  return message.replace(new RegExp(`\\S{${TOKEN_WHOLE + 1},}`, 'g'), (run) => {
    const [, open, token, close] = /^(['"`(]?)(.*?)(['"`)]?[:;,.]?)$/s.exec(run)!;
    return open + shortToken(token) + close;
  });
}

/**
 * A line a user typed, as a message may echo it: control characters (escape sequences, bells,
 * carriage returns) written as `\xNN` so they never reach the terminal raw, then cut as
 * `shortToken` cuts.
 */
export function printableToken(text: string): string {
  let visible = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    visible += control ? `\\x${code.toString(16).padStart(2, '0')}` : c;
  }
  return shortToken(visible);
}
