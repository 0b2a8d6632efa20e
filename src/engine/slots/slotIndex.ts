import type { Game, Key } from '../core/game.js';
import { PagedSlotTable } from './pagedSlotTable.js';

/**
 * Numbers the positions a solver meets 0, 1, 2, … ("slots"), so their values live in one typed
 * array. Three ways, from fastest: a position that is itself a small integer is its own slot; a
 * position the game packs into an integer is found by open addressing on that integer
 * (PagedSlotTable); anything else is found by its key in a Map. TupleSlots (tupleSlots.ts) mixes
 * the three for a user's module without `key`.
 */
export interface SlotIndex<P> {
  /** The position's slot, giving it the next free one when it is new. */
  slotOf(position: P): number;
  /** One more than the largest slot given so far (the length a value array needs). */
  readonly size: number;
  /**
   * The position in a slot, for indexes that know it cheaply (integers are their own slots);
   * without it the solver remembers the positions it may need.
   */
  positionOf?(slot: number): P;
  /**
   * Integer positions 0..directIntegers-1 are their own slots, so a solver can value them
   * bottom-up without asking the index (absent: none are).
   */
  readonly directIntegers?: number;
}

/** Positions 0..limit-1 are their own slots. */
export class IntegerSlots implements SlotIndex<number> {
  constructor(readonly limit: number) {}

  slotOf(position: number): number {
    if (!(position >>> 0 === position && position < this.limit)) {
      throw new RangeError(`position ${position} is outside the integer memo 0..${this.limit - 1}`);
    }
    return position;
  }
  positionOf(slot: number): number {
    return slot;
  }
  get size(): number {
    return this.limit;
  }
  get directIntegers(): number {
    return this.limit;
  }
}

/** Largest packed key: integers above 2^53 − 1 lose precision as numbers. */
const MAX_PACKED = Number.MAX_SAFE_INTEGER;

/** Keys below this can be their own slots (a value array of up to 4 · 2^22 bytes). */
const DIRECT_KEYS = 1 << 22;

/**
 * Positions a game packs into distinct integers 0..2^53−1. While every key is below DIRECT_KEYS
 * (a dense packing such as a·(B+1) + b for pairs) a key is its own slot: no lookup at all, and
 * positions close in the packing have their values close in memory. The first larger key freezes
 * that range at the keys met so far (`direct`): from then on a key below it is still its own slot,
 * and any other is found in a PagedSlotTable (open addressing over pages of 16 consecutive keys,
 * numbered from `direct` up), which keeps keys close in the packing close in memory too. No
 * strings and no Map either way.
 */
export class PackedSlots<P> implements SlotIndex<P> {
  /** Keys below this are their own slots; it grows with the keys met until hashing starts. */
  private direct = 0;
  /** The other keys, once a key at or above DIRECT_KEYS has been met. */
  private table: PagedSlotTable | null = null;

  constructor(private readonly pack: (position: P) => number) {}

  slotOf(position: P): number {
    const key = this.pack(position);
    if (key >>> 0 === key && key < this.direct) return key;
    if (this.table !== null && key >= 0 && key <= MAX_PACKED && Math.floor(key) === key) return this.table.slotOf(key);
    return this.slowSlotOf(key);
  }
  /** One more than the largest slot given (slots below `direct` and in pages may be unused). */
  get size(): number {
    return this.table === null ? this.direct : this.table.end;
  }

  /** A key that is not a valid one, or met before hashing starts at or above `direct`. */
  private slowSlotOf(key: number): number {
    if (!(Number.isInteger(key) && key >= 0 && key <= MAX_PACKED)) {
      throw new RangeError(`pack(position) must be an integer in 0..2^53−1, got ${key}`);
    }
    if (key < DIRECT_KEYS) {
      this.direct = key + 1;
      return key;
    }
    this.table = new PagedSlotTable(this.direct);
    return this.table.slotOf(key);
  }
}

/** Any positions, by the game's key in a Map (the general case: one lookup per option). */
export class KeyedSlots<P> implements SlotIndex<P> {
  private readonly slots = new Map<Key, number>();

  constructor(private readonly game: Pick<Game<P>, 'key'>) {}

  slotOf(position: P): number {
    const key = this.game.key(position);
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(key, slot);
    }
    return slot;
  }
  get size(): number {
    return this.slots.size;
  }
}

/**
 * For games whose key of an integer is the integer itself (grundyTable's heap games: heap sizes
 * mostly, an option beyond the table now and then; a user's module without `key` has TupleSlots,
 * which also packs small tuples): integer positions below `direct` are their own
 * slots, found with no lookup at all; every other position takes the next slot from `direct` up,
 * found by its key in a Map. Choose `direct` to cover the heaps asked about (the solver's value
 * array starts that long); 0 sends every position through the Map.
 */
export class IntegerFirstSlots<P> implements SlotIndex<P> {
  private readonly slots = new Map<Key, number>();
  private readonly others: P[] = [];

  constructor(
    private readonly game: Pick<Game<P>, 'key'>,
    readonly directIntegers: number,
  ) {}

  slotOf(position: P): number {
    if (typeof position === 'number' && position >>> 0 === position && position < this.directIntegers) return position;
    const key = this.game.key(position);
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.directIntegers + this.others.length;
      this.slots.set(key, slot);
      this.others.push(position);
    }
    return slot;
  }
  positionOf(slot: number): P {
    return slot < this.directIntegers ? (slot as P) : this.others[slot - this.directIntegers];
  }
  get size(): number {
    return this.directIntegers + this.others.length;
  }
}
