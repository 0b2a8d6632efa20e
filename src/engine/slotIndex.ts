import type { Game, Key } from './game.js';

/**
 * Numbers the positions a solver meets 0, 1, 2, … ("slots"), so their values live in one typed
 * array. Three ways, from fastest: a position that is itself a small integer is its own slot; a
 * position the game packs into an integer is found by open addressing on that integer; anything
 * else is found by its key in a Map.
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
    if (!((position >>> 0) === position && position < this.limit)) {
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
 * and any other is found by open addressing (linear probing over one Float64Array of (key, slot)
 * cells, at most half full) and numbered from `direct` up. No strings and no Map either way.
 */
export class PackedSlots<P> implements SlotIndex<P> {
  /** Keys below this are their own slots; it grows with the keys met until hashing starts. */
  private direct = 0;
  private hashing = false;
  /** Hashed keys: cells[2i] = key (−1: empty), cells[2i + 1] = its slot. */
  private cells: Float64Array = new Float64Array(0);
  private mask = -1;
  private count = 0;

  constructor(private readonly pack: (position: P) => number) {}

  slotOf(position: P): number {
    const key = this.pack(position);
    if ((key >>> 0) === key && key < this.direct) return key;
    return this.slowSlotOf(key);
  }
  /** One more than the largest slot given (slots below `direct` may be unused). */
  get size(): number {
    return this.direct + this.count;
  }

  /** A key at or above `direct`. */
  private slowSlotOf(key: number): number {
    if (!(Number.isInteger(key) && key >= 0 && key <= MAX_PACKED)) {
      throw new RangeError(`pack(position) must be an integer in 0..2^53−1, got ${key}`);
    }
    if (!this.hashing) {
      if (key < DIRECT_KEYS) {
        this.direct = key + 1;
        return key;
      }
      this.hashing = true;
      this.cells = emptyCells(16);
      this.mask = 15;
    }
    const at = this.probe(key);
    if (this.cells[2 * at] === key) return this.cells[2 * at + 1];
    return this.addHashed(key, at);
  }

  private addHashed(key: number, at: number): number {
    const slot = this.direct + this.count;
    if (4 * (this.count + 1) > this.cells.length) {
      this.rehash(2 * this.cells.length);
      at = this.probe(key);
    }
    this.cells[2 * at] = key;
    this.cells[2 * at + 1] = slot;
    this.count++;
    return slot;
  }

  /** The cell holding `key`, or the empty cell where it would go. */
  private probe(key: number): number {
    const { cells, mask } = this;
    let at = hashOf(key) & mask;
    for (;;) {
      const stored = cells[2 * at];
      if (stored === key || stored === -1) return at;
      at = (at + 1) & mask;
    }
  }

  private rehash(capacity: number): void {
    const old = this.cells;
    this.cells = emptyCells(Math.max(16, capacity));
    this.mask = this.cells.length / 2 - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i] === -1) continue;
      const at = this.probe(old[i]);
      this.cells[2 * at] = old[i];
      this.cells[2 * at + 1] = old[i + 1];
    }
  }
}

function emptyCells(capacity: number): Float64Array {
  const cells = new Float64Array(2 * capacity);
  for (let i = 0; i < cells.length; i += 2) cells[i] = -1;
  return cells;
}

/** Mixes both 32-bit halves of a packed key, so the low bits used as the index depend on all of it. */
function hashOf(key: number): number {
  const low = key >>> 0;
  const high = (key - low) / 4294967296;
  let h = Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
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
 * For games whose key of an integer is the integer itself (a user's module without `key`: heap
 * sizes mostly, anything else now and then): integer positions below `direct` are their own
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
    if (typeof position === 'number' && (position >>> 0) === position && position < this.directIntegers) return position;
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
