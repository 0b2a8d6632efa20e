import { formatCode, isHeapGameName, looksLikeCode, parseHeapGame } from '../../games/heap/index.js';

/**
 * The census commands' arguments with heap games named as the other commands name them (issue 39,
 * item 9): `kayles`, `dawson`, `S(1,3,4)`, `octal:0.77` become their codes (`0.77`, `0.07`,
 * `0.3033`, …). Patterns (`0.???`), plain codes and anything else (a file of codes) pass through
 * unchanged, to be read as before.
 */
export function heapGameNamesAsCodes(args: readonly string[]): string[] {
  return args.map((arg) => (arg.includes('?') || looksLikeCode(arg) || !isHeapGameName(arg) ? arg : formatCode(parseHeapGame(arg).code)));
}
