import { Arena } from './arena.js';
import type { MoveLists } from './moveLists.js';
import { forEachPartition } from '../code/partitions.js';
import { bytesFor, type GrundyArray } from './grundyArray.js';
import { Status } from '../wasm/layout.js';

/** Smallest span of the per-value arrays (see KernelState). */
const MIN_SPAN = 32;

/**
 * Everything the sequence kernels (JS and WebAssembly alike) work on, as regions of one Arena:
 * the values G(0..length-1) at 1, 2 or 4 bytes each; `seen`, the option marks of the heap being
 * computed (seen[v] === stamp, the stamp being the heap size + 1, so nothing is ever cleared); the
 * histogram of tags; and for the sparse method the rare-tag table and the list of rare heaps.
 * Option values are XORs of values ≤ maxValue, so they stay below 2^bits (bits = bit length of
 * maxValue); the per-value arrays span 2^(bits+1) entries, enough for any mark and any mex.
 *
 * A heap's tag is (G(n) << 1) | (n & 1), its value and its parity: the sparse method splits tags,
 * not values, into rare and common (see sparseKernel.ts), so the histogram (indexed by tag) and the
 * rare table (by parity, then value: 16 values of one parity lie side by side for the vector code)
 * span twice as many entries. The span is at least 32, so the kernels may read 16 entries at once.
 */
export class KernelState {
  readonly arena: Arena;
  width: 1 | 2 | 4 = 1;
  valuesOffset: number;
  capacity = 1024;
  /** Number of values stored (heaps 0..length-1). */
  length = 0;
  maxValue = 0;
  span = MIN_SPAN;
  seenOffset: number;
  histogramOffset: number;
  rareTagOffset: number;
  rareOffset: number;
  rareCapacity = 1024;
  rareCount = 0;
  /** Parity mask over tags of the rare/common split; 0 while the plain method runs. */
  mask = 0;
  /** Tags t with parity(t & mask) === rareClass are rare. */
  rareClass: 0 | 1 = 0;
  /** Why the last kernel call stopped early (Status), and the value it could not store. */
  status: number = Status.done;
  pendingValue = -1;

  constructor(
    readonly lists: MoveLists,
    tightMemory = false,
  ) {
    this.arena = new Arena(undefined, tightMemory);
    if (tightMemory) this.capacity = this.rareCapacity = 1;
    const { arena } = this;
    this.seenOffset = arena.allocate(4 * this.span);
    this.histogramOffset = arena.allocate(8 * this.span);
    this.rareTagOffset = arena.allocate(2 * this.span);
    this.rareOffset = arena.allocate(4 * this.rareCapacity);
    this.valuesOffset = arena.allocate(this.capacity);
  }

  values(): GrundyArray {
    const { buffer } = this.arena;
    const offset = this.valuesOffset;
    if (this.width === 1) return new Uint8Array(buffer, offset, this.capacity);
    if (this.width === 2) return new Uint16Array(buffer, offset, this.capacity);
    return new Uint32Array(buffer, offset, this.capacity);
  }
  seen(): Int32Array {
    return new Int32Array(this.arena.buffer, this.seenOffset, this.span);
  }
  /** Heaps per tag: histogram[(v << 1) | parity] counts the heaps of that parity with value v. */
  histogram(): Int32Array {
    return new Int32Array(this.arena.buffer, this.histogramOffset, 2 * this.span);
  }
  /** rareTag[(n & 1) · span + v] = 1 when value v at heap n would be rare. */
  rareTag(): Uint8Array {
    return new Uint8Array(this.arena.buffer, this.rareTagOffset, 2 * this.span);
  }
  rareList(): Int32Array {
    return new Int32Array(this.arena.buffer, this.rareOffset, this.rareCapacity);
  }

  /** Makes room for heaps up to count − 1. */
  ensureCapacity(count: number): void {
    if (count <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < count) capacity = capacity < 1 << 26 ? capacity * 2 : capacity + Math.floor(capacity / 2);
    // Growing ahead must not cost the room that is needed: near the kernels' 4 GiB, grow only as far
    // as fits (values that move are held twice while they are copied). Past that, the arena says so.
    const { arena, width } = this;
    const start = arena.isLast(this.valuesOffset) ? this.valuesOffset : arena.used;
    const fits = Math.floor((arena.maxBytes - start) / width);
    if (capacity > fits) capacity = Math.max(count, fits);
    this.valuesOffset = this.arena.reallocate(this.valuesOffset, this.width * this.capacity, this.width * capacity);
    this.capacity = capacity;
  }

  /** Starts from values computed before (a resumed cache): stores them and counts them, in bulk. */
  load(known: ArrayLike<number>): void {
    if (this.length !== 0 || this.mask !== 0) throw new Error('KernelState.load: only a fresh state can load values');
    let largest = 0;
    for (let n = 0; n < known.length; n++) if (known[n] > largest) largest = known[n];
    // Widen before growing: widening copies the values, and a copy of the small array wastes little
    // (a resumed 2^29 two-byte sequence would otherwise leave half a GiB behind in the arena).
    this.widenFor(largest);
    this.ensureCapacity(known.length);
    this.maxValue = largest;
    const span = 2 << (32 - Math.clz32(largest));
    if (span > this.span) this.growSpan(span);
    const g = this.values();
    for (let n = 0; n < known.length; n++) g[n] = known[n];
    const histogram = this.histogram();
    for (let n = 0; n < known.length; n++) histogram[(known[n] << 1) | (n & 1)]++;
    this.length = known.length;
  }

  /**
   * Stores a value the kernels could not (a new largest value reaching the top of the per-value
   * arrays), widening storage and those arrays.
   */
  storeNewMaximum(heap: number, value: number): void {
    this.widenFor(value);
    this.values()[heap] = value;
    this.length = heap + 1;
    this.maxValue = value;
    const span = 2 << (32 - Math.clz32(value));
    if (span > this.span) this.growSpan(span);
    this.countValue(heap, value);
  }

  /** Doubles the rare list (the kernels stop when it is full). */
  growRareList(): void {
    const capacity = this.rareCapacity * 2;
    this.rareOffset = this.arena.reallocate(this.rareOffset, 4 * this.rareCapacity, 4 * capacity);
    this.rareCapacity = capacity;
  }

  /** Switches to the rare/common split (mask 0: plain method) and lists the rare heaps again. */
  useMask(mask: number, rareClass: 0 | 1 = 0): void {
    this.mask = mask;
    this.rareClass = mask === 0 ? 0 : rareClass;
    this.fillRareTable();
    this.rareCount = 0;
    if (mask === 0) return;
    let rareHeaps = 0;
    let rareTag = this.rareTag();
    let g = this.values();
    for (let heap = 1; heap < this.length; heap++) rareHeaps += rareTag[(heap & 1) * this.span + g[heap]];
    while (this.rareCapacity < rareHeaps) this.growRareList();
    // Growing may have replaced the buffer: every view is taken again.
    rareTag = this.rareTag();
    g = this.values();
    const rare = this.rareList();
    for (let heap = 1; heap < this.length; heap++) if (rareTag[(heap & 1) * this.span + g[heap]]) rare[this.rareCount++] = heap;
  }

  private countValue(heap: number, value: number): void {
    this.histogram()[(value << 1) | (heap & 1)]++;
    if (this.mask === 0 || heap < 1 || this.rareTag()[(heap & 1) * this.span + value] === 0) return;
    if (this.rareCount === this.rareCapacity) this.growRareList();
    this.rareList()[this.rareCount++] = heap;
  }

  private widenFor(value: number): void {
    const width = bytesFor(value);
    if (width <= this.width) return;
    const old = this.values().subarray(0, this.length);
    const offset = this.arena.allocate(width * this.capacity);
    const wider =
      width === 2 ? new Uint16Array(this.arena.buffer, offset, this.capacity) : new Uint32Array(this.arena.buffer, offset, this.capacity);
    // `old` may be a view of a buffer the allocation replaced; take it again.
    const current = this.arena.buffer === old.buffer ? old : this.values().subarray(0, this.length);
    wider.set(current);
    this.valuesOffset = offset;
    this.width = width;
  }

  private growSpan(span: number): void {
    const oldSpan = this.span;
    this.seenOffset = this.arena.allocate(4 * span);
    this.histogramOffset = this.arena.reallocate(this.histogramOffset, 8 * oldSpan, 8 * span);
    this.rareTagOffset = this.arena.allocate(2 * span);
    this.span = span;
    this.fillRareTable();
  }

  /** Rare when parity(tag & mask) is the rare class (tags of a group under XOR, or its other coset). */
  private fillRareTable(): void {
    const table = this.rareTag();
    const { mask, rareClass, span } = this;
    for (let p = 0; p < 2; p++) {
      for (let v = 0; v < span; v++) table[p * span + v] = mask !== 0 && parity(((v << 1) | p) & mask) === rareClass ? 1 : 0;
    }
  }
}

export function parity(x: number): number {
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  x ^= x >>> 2;
  x ^= x >>> 1;
  return x & 1;
}

/**
 * Marks the option values of heap n that leave three or more heaps (fully enumerated — slow, but
 * codes with such digits are rare). Shared by both kernels.
 */
export function markMultiSplits(lists: MoveLists, g: GrundyArray, seen: Int32Array, n: number, stamp: number): void {
  for (const split of lists.multi) {
    const rest = n - split.removed;
    const last = split.orMore ? rest : split.heaps;
    for (let heaps = split.heaps; heaps <= last && heaps <= rest; heaps++) {
      forEachPartition(rest, heaps, split.constraint, (parts) => {
        let x = 0;
        for (let i = 0; i < parts.length; i++) x ^= g[parts[i]];
        seen[x] = stamp;
      });
    }
  }
}

/**
 * Marks the option values of heap n that do not come from two-heap splits without constraint:
 * taking the whole heap, leaving one heap, two equal heaps, three or more heaps.
 */
export function markSimpleMoves(lists: MoveLists, g: GrundyArray, seen: Int32Array, n: number, stamp: number): void {
  if (lists.takesWholeHeap(n)) seen[0] = stamp;
  const singles = lists.singles.data;
  for (let i = 0, count = lists.singles.length; i < count; i++) {
    const removed = singles[i];
    if (removed >= n) break;
    seen[g[n - removed]] = stamp;
  }
  const equal = lists.equalPairs.data;
  for (let i = 0, count = lists.equalPairs.length; i < count; i++) {
    const rest = n - equal[i];
    if (rest < 2) break;
    if ((rest & 1) === 0) seen[0] = stamp;
  }
  if (lists.multi.length > 0) markMultiSplits(lists, g, seen, n, stamp);
}

/** The least value not marked for this heap. */
export function mexOf(seen: Int32Array, stamp: number): number {
  let v = 0;
  while (seen[v] === stamp) v++;
  return v;
}
