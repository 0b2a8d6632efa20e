/**
 * Per-pixel-column summaries of a long sequence: a plot never draws more marks than it has columns,
 * whatever the length, and each column keeps its smallest and largest value, which small values
 * occur in it, and whether any heap in it is a P-position (value 0), so no extreme and no
 * P-position disappears at any zoom.
 */
export interface Columns {
  min: Int32Array;
  max: Int32Array;
  /** 1 where some heap in the column has value 0. */
  hasP: Uint8Array;
  /** 1 where the column holds no heap (zoomed in past one heap per column). */
  empty: Uint8Array;
  /** Largest value in the view (at least 1, for the y axis). */
  top: number;
  /**
   * When the values in view are small (top < PRESENCE_LIMIT): present[c·(top+1) + v] = 1 iff some
   * heap in column c has value v. A dense plot then shows which values occur, not a solid block.
   */
  present: Uint8Array | null;
}

/** Values below this are tracked one bit each (four 32-bit words per block). */
export const PRESENCE_LIMIT = 128;
const WORDS = PRESENCE_LIMIT / 32;

/**
 * The same summary for fixed blocks of `size` heaps, computed once (in the worker) so that a
 * redraw reads whole blocks and touches single values only at the two ends of each column.
 */
export interface Blocks {
  size: number;
  min: Int32Array;
  max: Int32Array;
  /** Bit v of words [WORDS·b, WORDS·b + WORDS) is set iff value v < PRESENCE_LIMIT occurs in block b. */
  bits: Uint32Array;
}

export function summariseBlocks(values: ArrayLike<number>, size: number): Blocks {
  const count = Math.ceil(values.length / size);
  const min = new Int32Array(count);
  const max = new Int32Array(count);
  const bits = new Uint32Array(count * WORDS);
  for (let b = 0; b < count; b++) {
    const end = Math.min(values.length, (b + 1) * size);
    let low = values[b * size];
    let high = low;
    for (let n = b * size; n < end; n++) {
      const v = values[n];
      if (v < low) low = v;
      if (v > high) high = v;
      if (v >= 0 && v < PRESENCE_LIMIT) bits[b * WORDS + (v >>> 5)] |= 1 << (v & 31);
    }
    min[b] = low;
    max[b] = high;
  }
  return { size, min, max, bits };
}

/** Column c covers the heaps n with from + c·(to − from)/width ≤ n < from + (c + 1)·(to − from)/width. */
export function summariseColumns(values: ArrayLike<number>, from: number, to: number, width: number, blocks?: Blocks): Columns {
  const min = new Int32Array(width);
  const max = new Int32Array(width);
  const hasP = new Uint8Array(width);
  const empty = new Uint8Array(width);
  const masks = new Uint32Array(width * WORDS);
  const perColumn = (to - from) / width;
  let top = 1;
  for (let c = 0; c < width; c++) {
    const first = Math.max(0, Math.ceil(from + c * perColumn));
    const last = Math.min(values.length, Math.ceil(from + (c + 1) * perColumn));
    if (first >= last) {
      empty[c] = 1;
      continue;
    }
    const range = { low: values[first], high: values[first] };
    const mask = masks.subarray(c * WORDS, (c + 1) * WORDS);
    if (blocks && last - first >= 2 * blocks.size) {
      const firstBlock = Math.ceil(first / blocks.size);
      const endBlock = Math.floor(last / blocks.size);
      scan(values, first, firstBlock * blocks.size, range, mask);
      for (let b = firstBlock; b < endBlock; b++) {
        if (blocks.min[b] < range.low) range.low = blocks.min[b];
        if (blocks.max[b] > range.high) range.high = blocks.max[b];
        for (let w = 0; w < WORDS; w++) mask[w] |= blocks.bits[b * WORDS + w];
      }
      scan(values, endBlock * blocks.size, last, range, mask);
    } else {
      scan(values, first, last, range, mask);
    }
    min[c] = range.low;
    max[c] = range.high;
    hasP[c] = mask[0] & 1;
    if (range.high > top) top = range.high;
  }
  return { min, max, hasP, empty, top, present: top < PRESENCE_LIMIT ? presence(masks, width, top) : null };
}

function scan(values: ArrayLike<number>, first: number, last: number, range: { low: number; high: number }, mask: Uint32Array): void {
  for (let n = first; n < last; n++) {
    const v = values[n];
    if (v < range.low) range.low = v;
    if (v > range.high) range.high = v;
    if (v >= 0 && v < PRESENCE_LIMIT) mask[v >>> 5] |= 1 << (v & 31);
  }
}

function presence(masks: Uint32Array, width: number, top: number): Uint8Array {
  const stride = top + 1;
  const present = new Uint8Array(width * stride);
  for (let c = 0; c < width; c++) {
    for (let v = 0; v <= top; v++) present[c * stride + v] = (masks[c * WORDS + (v >>> 5)] >>> (v & 31)) & 1;
  }
  return present;
}

/** Round tick values about `count` to an axis from `low` to `high` (1, 2 or 5 times a power of ten). */
export function ticks(low: number, high: number, count: number): number[] {
  const span = high - low;
  if (!(span > 0)) return [low];
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const out: number[] = [];
  for (let t = Math.ceil(low / step) * step; t <= high + 1e-9; t += step) out.push(Math.round(t));
  return [...new Set(out)];
}
