/**
 * JSON for scripts, compact: one line per document, in every command and mode (issue 39, item 10).
 * Compact because `table --json` streams up to a billion values (pretty, a billion lines), and a
 * line per document is what `jq`, `grep` and JSON Lines readers take; `jq .` pretty-prints it. The
 * shape of each command's document is in docs/schemas/ (a JSON Schema per command).
 *
 * Every bigint is a string of decimal digits, whatever its size: a field keeps
 * one type (a Grundy value, a nimber, a move count is always a string), so a script never meets
 * a number that JSON parsers round past 2^53. Values bounded small by their nature (table values,
 * periods) are numbers.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}
