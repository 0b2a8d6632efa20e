/**
 * JSON for scripts. Every bigint is a string of decimal digits, whatever its size: a field keeps
 * one type (a Grundy value, a nimber, a move count is always a string), so a script never meets
 * a number that JSON parsers round past 2^53. Values bounded small by their nature (table values,
 * periods) are numbers.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2);
}
