import {
  add,
  and,
  brIf,
  geS,
  get,
  gtS,
  i32,
  inc,
  load16u,
  load32,
  load8u,
  ltS,
  or,
  set,
  shl,
  store16,
  store32,
  store8,
  sub,
  when,
  whileLoop,
  type Code,
  type Local,
} from './assembler.js';
import type { KernelVariant } from './variants.js';

/**
 * What every heap kernel function is written with: the variant's value width, target tables and
 * value range, and the small code builders over the arena header (layout.ts) that the kernels
 * share (reading a field, a value, an int of a list; marking a stamp; walking the rests of a
 * removal list; taking a new largest value). The kernels themselves: plainRange.ts,
 * findTargets.ts, sparseRange.ts; the module: kernels.ts.
 */

export const ZEROS = new Array<number>(16).fill(0);
/** Lane i takes lane 15 − i: g[b−15..b] loaded forwards becomes g[b], g[b−1], …. */
export const REVERSE = Array.from({ length: 16 }, (_, i) => 15 - i);

export interface KernelCode {
  /** Bytes per value (1, 2 or 4) and its log2 (`shift`). */
  readonly width: 1 | 2 | 4;
  readonly shift: number;
  /** Target-bitmap tables looked up per step (variants.ts targetTables). */
  readonly tables: number;
  /** The small-value sparse kernel: option values as the bits of an i64 (variants.ts SMALL_VALUES). */
  readonly small: boolean;
  /** A heap's histogram tag: its value and its parity. */
  tagOf(value: Code, heap: Code): Code;
  field(f: number): Code;
  setField(f: number, value: Code): Code;
  at(base: Local, index: Code, elementShift: number): Code;
  loadValue(address: Code): Code;
  storeValue(address: Code, value: Code): Code;
  valueOf(g: Local, index: Code): Code;
  mark(seen: Local, value: Code, stamp: Local): Code;
  int(list: Local, index: Code): Code;
  forEachRest(
    name: string,
    l: { i: Local; count: Local; list: Local; m: Local; n: Local },
    listField: number,
    countField: number,
    minimum: number,
    ...body: Code[]
  ): Code[];
  newMaximum(v: Local, maxValue: Local, top: Local, stop: Code[]): Code[];
}

/** The code builders of one kernel variant. */
export function kernelCode({ width, tables, smallValues: small }: KernelVariant): KernelCode {
  const tagOf = (value: Code, heap: Code): Code => or(shl(value, i32(1)), and(heap, i32(1)));
  const shift = width === 1 ? 0 : width === 2 ? 1 : 2;
  const field = (f: number): Code => load32(i32(4 * f));
  const setField = (f: number, value: Code): Code => store32(i32(4 * f), value);
  const at = (base: Local, index: Code, elementShift: number): Code =>
    add(get(base), elementShift === 0 ? index : shl(index, i32(elementShift)));
  const loadValue = (address: Code): Code => (width === 1 ? load8u(address) : width === 2 ? load16u(address) : load32(address));
  const storeValue = (address: Code, value: Code): Code =>
    width === 1 ? store8(address, value) : width === 2 ? store16(address, value) : store32(address, value);
  const valueOf = (g: Local, index: Code): Code => loadValue(at(g, index, shift));
  const mark = (seen: Local, value: Code, stamp: Local): Code => store32(at(seen, value, 2), get(stamp));
  const int = (list: Local, index: Code): Code => load32(at(list, index, 2));

  /** for each i < count: m = n − list[i]; stop when m < minimum; then body. */
  const forEachRest = (
    name: string,
    l: { i: Local; count: Local; list: Local; m: Local; n: Local },
    listField: number,
    countField: number,
    minimum: number,
    ...body: Code[]
  ): Code[] => [
    set(l.list, field(listField)),
    set(l.count, field(countField)),
    set(l.i, i32(0)),
    whileLoop(
      name,
      ltS(get(l.i), get(l.count)),
      set(l.m, sub(get(l.n), int(l.list, get(l.i)))),
      brIf(`${name}:exit`, ltS(get(l.m), i32(minimum))),
      ...body,
      inc(l.i),
    ),
  ];

  /**
   * A value v above the largest so far: below top (a power of two above every value, which the
   * per-value arrays and the variant's value range allow) it becomes the largest and the kernel
   * goes on; from top on the kernel stops (`stop`) so that the caller widens what needs it.
   */
  const newMaximum = (v: Local, maxValue: Local, top: Local, stop: Code[]): Code[] => [
    when(gtS(get(v), get(maxValue)), when(geS(get(v), get(top)), ...stop), set(maxValue, get(v))),
  ];
  return { width, shift, tables, small, tagOf, field, setField, at, loadValue, storeValue, valueOf, mark, int, forEachRest, newMaximum };
}
