import { describe, expect, it } from 'vitest';
import { printableToken, shortenTokens, shortToken } from './quoteToken.js';

describe('long tokens in messages', () => {
  const long = 'a'.repeat(100);

  it('a 100-character token is its first 40 characters and "(100 characters)"', () => {
    expect(shortToken(long)).toBe(`${'a'.repeat(40)}…(100 characters)`);
  });

  it('a quoted token keeps its closing quote, and the count is of the token alone', () => {
    expect(shortenTokens(`unknown game '${long}' (for example nim)`)).toBe(
      `unknown game '${'a'.repeat(40)}…(100 characters)' (for example nim)`,
    );
    expect(shortenTokens(`unknown option '--${long}'`)).toBe(`unknown option '--${'a'.repeat(38)}…(102 characters)'`);
    expect(shortenTokens(`got "${long}",`)).toBe(`got "${'a'.repeat(40)}…(100 characters)",`);
    expect(shortenTokens(`short 'abc' stays`)).toBe(`short 'abc' stays`);
  });

  it('a typed line is echoed without raw control bytes, and cut when long', () => {
    expect(printableToken('zzz\x1b[31mred\x07')).toBe('zzz\\x1b[31mred\\x07');
    expect(printableToken('a\rb')).toBe('a\\x0db');
    expect(printableToken('x'.repeat(5000))).toBe(`${'x'.repeat(40)}…(5000 characters)`);
  });
});
