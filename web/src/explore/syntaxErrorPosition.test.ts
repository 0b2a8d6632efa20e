import { describe, expect, it } from 'vitest';
import { describeSyntaxError, syntaxErrorPosition, type ModuleParser } from './syntaxErrorPosition';

/** V8's own module parser, as in the browser: a data: URL module that throws before running anything. */
const parse: ModuleParser = async (source) => {
  try {
    await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(`throw null;${source}`)}`);
    return null;
  } catch (error) {
    return error === null ? null : (error as Error).message;
  }
};

describe('finding the line and column of a syntax error', () => {
  it('a stray semicolon inside an array', async () => {
    const source = 'export function moves(n) {\n  const a = 1;\n  return [n - 1;\n}';
    const position = await syntaxErrorPosition(source, parse);
    expect(position).toMatchObject({ line: 3, column: 16 });
    expect(describeSyntaxError(position!)).toBe(
      `syntax error at line 3, column 16: ${position!.message}\n   3 |   return [n - 1;\n     |                ^`,
    );
  });

  it('an unclosed brace is reported at the end', async () => {
    expect(await syntaxErrorPosition('export function moves(n) {\n  return [];\n', parse)).toMatchObject({ line: 3, column: 1 });
  });

  it('a module that parses has no syntax error', async () => {
    expect(await syntaxErrorPosition('export const moves = (n) => [];', parse)).toBeNull();
  });

  it('a bad token on the first line', async () => {
    expect(await syntaxErrorPosition('export function moves(n) { return n @ 2; }', parse)).toMatchObject({ line: 1, column: 37 });
  });
});
