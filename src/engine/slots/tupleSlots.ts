import type { Key } from '../core/game.js';
import { PagedSlotTable } from './pagedSlotTable.js';
import type { SlotIndex } from './slotIndex.js';

/**
 * The key of a position in a user's module without `key`: a number is its own key, anything else
 * its JSON text. TupleSlots gives two positions the same slot exactly when these keys are equal.
 */
export function moduleKey(position: unknown): Key {
  return typeof position === 'number' ? position : JSON.stringify(position);
}

/**
 * Packed keys carry their kind in the top bits (above bit 50), so an integer, [n] and [n, 0] never
 * share a key: kind 0 is an integer below 2^50, kind L + 1 an array of L entries.
 */
const KIND = 2 ** 50;

/** Entries of an array of length L pack in ENTRY_BITS[L] bits each (the last in the lowest bits). */
const ENTRY_BITS = [0, 32, 25, 16, 12];
const ENTRY_LIMIT = ENTRY_BITS.map((bits) => 2 ** bits);
const LONGEST = ENTRY_BITS.length - 1;
const PAIR_LIMIT = ENTRY_LIMIT[2];
const PAIR_KIND = 3 * KIND;

/** Whether x is an integer in 0..limit−1 (false for anything that is not a number). */
function isEntry(x: unknown, limit: number): x is number {
  return (x as number) >>> 0 === x && x < limit;
}

/**
 * An array of at most 4 small non-negative integers packed into one integer below 2^53, with its
 * length as the kind: [a, b] is 3·2^50 + a·2^25 + b, so positions that differ a little in their
 * last entry get neighbouring keys. −1 when the array does not pack (longer, an entry too large
 * for its width — 2^32, 2^25, 2^16, 2^12 for length 1 to 4 — negative, fractional, not a number,
 * or a hole).
 */
export function packTuple(tuple: readonly unknown[]): number {
  const length = tuple.length;
  // Pairs, the usual tuple, without the loop.
  if (length === 2) {
    const a = tuple[0];
    const b = tuple[1];
    return isEntry(a, PAIR_LIMIT) && isEntry(b, PAIR_LIMIT) ? PAIR_KIND + a * PAIR_LIMIT + b : -1;
  }
  if (length > LONGEST) return -1;
  const limit = ENTRY_LIMIT[length];
  let key = 0;
  for (let i = 0; i < length; i++) {
    const entry = tuple[i];
    if (!isEntry(entry, limit)) return -1;
    key = key * limit + entry;
  }
  return (length + 1) * KIND + key;
}

/** JSON text of an array of at most 4 integers (e.g. of an array-like object): may pack. */
const TUPLE_TEXT = /^\[(?:(?:0|[1-9]\d*)(?:,(?:0|[1-9]\d*)){0,3})?\]$/;

/**
 * Slots for the positions of a user's module without `key`, whatever they are, keyed as
 * moduleKey keys them but without building strings for the usual ones:
 * - integers 0..directIntegers−1 are their own slots (bottom-up fills read them directly);
 * - other integers below 2^50 and arrays of up to 4 small non-negative integers (pairs, triples,
 *   boards of a few heaps) are packed into integers (packTuple, kind-tagged) and found in a
 *   PagedSlotTable, numbered from directIntegers up;
 * - anything else (strings, objects, negative or fractional numbers, longer arrays or larger
 *   entries) is found by its moduleKey in a Map, numbered in the same sequence.
 * A key found in the Map that is an array's JSON text which packs (an object whose JSON is
 * "[1,2]", say) is packed too, so equal keys always share a slot.
 */
export class TupleSlots implements SlotIndex<unknown> {
  private readonly packed: PagedSlotTable;
  private readonly others = new Map<Key, number>();

  constructor(readonly directIntegers: number) {
    this.packed = new PagedSlotTable(directIntegers);
  }

  slotOf(position: unknown): number {
    if (typeof position === 'number') {
      if (position >>> 0 === position && position < this.directIntegers) return position;
      if (position >= 0 && position < KIND && Math.floor(position) === position) return this.packed.slotOf(position);
    } else if (Array.isArray(position)) {
      const key = packTuple(position);
      if (key >= 0) return this.packed.slotOf(key);
    }
    return this.slotByKey(moduleKey(position));
  }

  get size(): number {
    return this.packed.end;
  }

  private slotByKey(key: Key): number {
    if (typeof key === 'string' && key.length <= 64 && TUPLE_TEXT.test(key)) {
      const packed = packTuple(JSON.parse(key) as number[]);
      if (packed >= 0) return this.packed.slotOf(packed);
    }
    let slot = this.others.get(key);
    if (slot === undefined) {
      slot = this.packed.takeSlot();
      this.others.set(key, slot);
    }
    return slot;
  }
}
