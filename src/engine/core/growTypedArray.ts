/** The typed arrays the solvers grow as they go. */
export type GrowableArray = Int32Array | Uint8Array | Uint16Array | Uint32Array | Float64Array;

/**
 * A longer copy of a typed array kept in a field or local and replaced when full: of the same kind,
 * `array`'s elements first, the rest `fill` (0 unless given). Its length is twice `array`'s, or
 * `needed` when that is more: doubling keeps the copies' total cost linear in the final length.
 * Growth is rare, so the kind is found from the constructor rather than by a function per kind.
 */
export function grow<T extends GrowableArray>(array: T, needed = 0, fill = 0): T {
  const Kind = array.constructor as new (length: number) => T;
  const bigger = new Kind(Math.max(2 * array.length, needed));
  bigger.set(array);
  if (fill !== 0) bigger.fill(fill, array.length);
  return bigger;
}
