/** Keys per page is 2^PAGE_BITS: a page's slots are 16 Int32 values, one cache line. */
const PAGE_BITS = 4;
const PAGE = 1 << PAGE_BITS;
const IN_PAGE = PAGE - 1;

/** Marks an empty cell (no page key is negative). */
const EMPTY = -1;

/** Multiplying by 2^−32 is exact, and cheaper than dividing. */
const TWO_TO_MINUS_32 = 2 ** -32;

/**
 * Gives integer keys 0..2^53−1 slot numbers, by open addressing over pages of 16 consecutive
 * keys: a key's page (the key with its low 4 bits cleared) is hashed to a cell, found by linear
 * probing, and holds the first of 16 consecutive slots reserved for the page's keys; the key's
 * slot is that plus its low 4 bits.
 *
 * Why pages: packings of small tuples (a·B + b, a·2^32 + b, (a·B + b)·B + c) put positions that
 * differ a little in the last coordinate on the same page, and a solver looks up such positions
 * one after another. One page cell then serves 16 keys and stays in cache, and their values sit
 * side by side in the solver's value array (one cache line), where hashing every key to its own
 * random cell of a large table cost a cache and TLB miss per lookup. Keys that differ in higher
 * bits land on different pages, spread by the hash (Fibonacci hashing: the top bits of a product
 * by an odd constant, so strided keys such as multiples of 2^20 or of 2^32 spread evenly too).
 *
 * The price is memory where keys are sparse: a key alone on its page reserves 16 slots (64 bytes
 * of Int32 values in the solver) besides its page cell (16 bytes, at most half the cells used).
 *
 * Slots are numbered from `first` up in blocks of 16; `takeSlot` hands out single slots in the
 * same numbering, for positions the owner finds some other way. Keys are not checked: the caller
 * gives integers in 0..2^53−1.
 */
export class PagedSlotTable {
  /** cells[2i] = a page's first key (EMPTY: none), cells[2i + 1] = the page's first slot. */
  private cells: Float64Array = emptyCells(16);
  private mask = 15;
  /** 32 − log2(cell count): a hash's top bits choose the cell. */
  private shift = 28;
  private pages = 0;
  private next: number;

  constructor(first: number) {
    this.next = first;
  }

  /** One more than the largest slot handed out (some slots of a page may stay unused). */
  get end(): number {
    return this.next;
  }

  /** The key's slot, reserving its page's block when the page is new. */
  slotOf(key: number): number {
    // The two 32-bit halves, exact for any integer below 2^53.
    const low = key >>> 0;
    const high = (key - low) * TWO_TO_MINUS_32;
    const offset = low & IN_PAGE;
    const page = key - offset;
    const cells = this.cells;
    let at = this.cellOf(low - offset, high);
    for (;;) {
      const stored = cells[2 * at];
      if (stored === page) return cells[2 * at + 1] + offset;
      if (stored === EMPTY) return this.addPage(page, at) + offset;
      at = (at + 1) & this.mask;
    }
  }

  /** A single slot of its own, for a position the owner numbers outside this table. */
  takeSlot(): number {
    return this.next++;
  }

  /**
   * Mean number of cells a lookup of one of these keys probes (1 = every page in its home cell).
   * For tests and tuning: hashing that clusters shows up here.
   */
  meanProbeLength(keys: Iterable<number>): number {
    let probes = 0;
    let count = 0;
    for (const key of keys) {
      const page = key - (key & IN_PAGE);
      let at = this.home(page);
      probes++;
      while (this.cells[2 * at] !== page) {
        if (this.cells[2 * at] === EMPTY) throw new RangeError(`key ${key} is not in the table`);
        at = (at + 1) & this.mask;
        probes++;
      }
      count++;
    }
    return count === 0 ? 0 : probes / count;
  }

  /** The cell a page's search starts at: both 32-bit halves mixed, then the product's top bits. */
  private home(page: number): number {
    const low = page >>> 0;
    return this.cellOf(low, (page - low) * TWO_TO_MINUS_32);
  }

  /** The same from the page's 32-bit halves. */
  private cellOf(low: number, high: number): number {
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
  }

  /** Stores a new page found missing at cell `at`; returns its first slot. */
  private addPage(page: number, at: number): number {
    // At most half the cells in use, so a search rarely goes past its home cell.
    const capacity = this.mask + 1;
    if (2 * (this.pages + 1) > capacity) {
      this.rehash(2 * capacity);
      at = this.home(page);
      while (this.cells[2 * at] !== EMPTY) at = (at + 1) & this.mask;
    }
    const first = this.next;
    this.next += PAGE;
    this.pages++;
    this.cells[2 * at] = page;
    this.cells[2 * at + 1] = first;
    return first;
  }

  /** Moves every page into a table of `capacity` cells (a power of two). */
  private rehash(capacity: number): void {
    const old = this.cells;
    this.cells = emptyCells(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    for (let i = 0; i < old.length; i += 2) {
      if (old[i] === EMPTY) continue;
      let at = this.home(old[i]);
      while (this.cells[2 * at] !== EMPTY) at = (at + 1) & this.mask;
      this.cells[2 * at] = old[i];
      this.cells[2 * at + 1] = old[i + 1];
    }
  }
}

function emptyCells(capacity: number): Float64Array {
  const cells = new Float64Array(2 * capacity);
  for (let i = 0; i < cells.length; i += 2) cells[i] = EMPTY;
  return cells;
}
