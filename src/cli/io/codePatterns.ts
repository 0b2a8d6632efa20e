import { existsSync } from 'node:fs';
import { formatCode, looksLikeCode, meantAsCode, parseHeapGame } from '../../games/heap/index.js';

/**
 * The census commands' arguments with heap games named as the other commands name them (issue 39,
 * item 9): `kayles`, `dawson`, `S(1,3,4)`, `octal:0.77` become their codes (`0.77`, `0.07`,
 * `0.3033`, …). Patterns (`0.???`), codes and files of codes (`-`: standard input) pass through unchanged, to be read as
 * before; any other word is read as a heap game's name, so a typo gets "did you mean kayles?".
 */
export function heapGameNamesAsCodes(args: readonly string[]): string[] {
  return args.map((arg) =>
    arg === '-' || arg.includes('?') || looksLikeCode(arg) || meantAsCode(arg) || existsSync(arg)
      ? arg
      : formatCode(parseHeapGame(arg).code),
  );
}
