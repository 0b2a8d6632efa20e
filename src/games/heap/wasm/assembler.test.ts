import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  assembleModule,
  block,
  br,
  brIf,
  call,
  declareLocals,
  emit,
  extractLaneU8,
  get,
  i32,
  inc,
  load16u,
  load32,
  load8u,
  ltS,
  narrowU16,
  bitmask8,
  eq32,
  narrowS16,
  narrowS32,
  ne8,
  popcnt,
  splat32,
  shrU16,
  shrU8,
  sub8,
  v128Store,
  vAnd,
  ret,
  set,
  shuffle,
  store32,
  swizzle,
  v128Const,
  whileLoop,
  type Code,
  type FunctionDef,
} from './assembler.js';
import { kernelModule } from './kernels.js';
import { requireWebAssembly } from './webAssembly.js';

const WebAssembly = requireWebAssembly();

/** Assembles `functions` (exported), instantiates them with a one-page memory, returns the exports. */
function run(functions: FunctionDef[]): Record<string, (...args: number[]) => number> {
  return runInMemory(functions).exports;
}

/** Like run, and also returns the module's memory as bytes. */
function runInMemory(functions: FunctionDef[]): { exports: Record<string, (...args: number[]) => number>; memory: Uint8Array } {
  const bytes = assembleModule([], functions);
  expect(WebAssembly.validate(bytes)).toBe(true);
  const memory = new WebAssembly.Memory({ initial: 1 });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { memory } });
  return { exports: instance.exports as Record<string, (...args: number[]) => number>, memory: new Uint8Array(memory.buffer) };
}

/** A function of no parameters returning `value`. */
const returning = (value: Code): FunctionDef => ({ name: 'f', locals: declareLocals([], []).counts, results: 1, body: [value] });

describe('wasm assembler: encoding', () => {
  it('i32 constants are signed LEB128', () => {
    const bytes = (v: number) => emit(i32(v)).slice(1);
    expect(bytes(0)).toEqual([0x00]);
    expect(bytes(63)).toEqual([0x3f]);
    expect(bytes(64)).toEqual([0xc0, 0x00]);
    expect(bytes(-1)).toEqual([0x7f]);
    expect(bytes(-64)).toEqual([0x40]);
    expect(bytes(-65)).toEqual([0xbf, 0x7f]);
    expect(bytes(624485)).toEqual([0xe5, 0x8e, 0x26]);
    expect(bytes(-(2 ** 31))).toEqual([0x80, 0x80, 0x80, 0x80, 0x78]);
  });

  it('indices are unsigned LEB128', () => {
    const bytes = (index: number) => emit(call(index)).slice(1);
    expect(bytes(0)).toEqual([0x00]);
    expect(bytes(127)).toEqual([0x7f]);
    expect(bytes(128)).toEqual([0x80, 0x01]);
    expect(bytes(300)).toEqual([0xac, 0x02]);
    expect(bytes(2 ** 32 - 1)).toEqual([0xff, 0xff, 0xff, 0xff, 0x0f]);
  });

  it('every 32-bit constant comes back from the runtime unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (value) => {
        expect(run([returning(i32(value))]).f()).toBe(value);
      }),
      { numRuns: 60 },
    );
  });

  it('locals are numbered parameters first, then i32, then v128, each name once', () => {
    const { counts, locals } = declareLocals(['a', 'b'], ['x'], ['v']);
    expect(counts).toEqual({ params: 2, i32: 1, v128: 1, i64: 0 });
    expect([locals.a.index, locals.b.index, locals.x.index, locals.v.index]).toEqual([0, 1, 2, 3]);
    expect(() => declareLocals(['a'], ['a'])).toThrow(/'a' declared twice/);
  });

  it('a function with many locals reads and writes the last one (multi-byte local indices and counts)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 1000 }), (count, value) => {
        const names = Array.from({ length: count }, (_, i) => `l${i}`);
        const { counts, locals } = declareLocals(['p'], names);
        const last = locals[`l${count - 1}` as keyof typeof locals];
        const exports = run([{ name: 'f', locals: counts, results: 1, body: [set(last, add(get(locals.p), i32(value))), get(last)] }]);
        expect(exports.f(7)).toBe(7 + value);
      }),
      { numRuns: 25 },
    );
  });
});

describe('wasm assembler: control flow, memory, SIMD', () => {
  it('a while loop sums 0..n−1; branches find their named block', () => {
    const { counts, locals } = declareLocals(['n'], ['i', 'total']);
    const { n, i, total } = locals;
    const sum: FunctionDef = {
      name: 'sum',
      locals: counts,
      results: 1,
      body: [whileLoop('count', ltS(get(i), get(n)), set(total, add(get(total), get(i))), inc(i)), get(total)],
    };
    const exports = run([sum]);
    for (const value of [0, 1, 2, 10, 1000]) expect(exports.sum(value)).toBe(value === 0 ? 0 : (value * (value - 1)) / 2);
    expect(() => emit(br('nowhere'))).toThrow(/no enclosing block 'nowhere'/);
    // From inside two blocks, brIf to the outer one skips the rest of both.
    const early: FunctionDef = {
      name: 'early',
      locals: declareLocals(['x'], []).counts,
      results: 1,
      body: [block('outer', block('inner', brIf('outer', get({ index: 0, name: 'x' })), ret(i32(1))), ret(i32(2))), i32(3)],
    };
    const e = run([early]);
    expect([e.early(0), e.early(1)]).toEqual([1, 3]);
  });

  it('loads read what stores wrote, at 8, 16 and 32 bits', () => {
    const { counts, locals } = declareLocals(['address', 'value'], []);
    const exports = run([
      { name: 'put', locals: counts, results: 0, body: [store32(get(locals.address), get(locals.value))] },
      { name: 'byte', locals: counts, results: 1, body: [load8u(get(locals.address))] },
      { name: 'half', locals: counts, results: 1, body: [load16u(get(locals.address))] },
      { name: 'word', locals: counts, results: 1, body: [load32(get(locals.address))] },
    ]);
    exports.put(64, 0x12345678);
    expect([exports.byte(64), exports.half(64), exports.word(64), exports.byte(67)]).toEqual([0x78, 0x5678, 0x12345678, 0x12]);
  });

  it('swizzle and shuffle move the lanes they are told to', () => {
    const table = Array.from({ length: 16 }, (_, i) => 100 + i);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 15 }),
        (lanes, lane) => {
          const swizzled = run([returning(extractLaneU8(swizzle(v128Const(table), v128Const(lanes)), lane))]).f();
          expect(swizzled).toBe(lanes[lane] < 16 ? table[lanes[lane]] : 0);
          const other = table.map((v) => v + 50);
          const shuffled = run([returning(extractLaneU8(shuffle(v128Const(table), v128Const(other), lanes), lane))]).f();
          expect(shuffled).toBe(lanes[lane] < 16 ? table[lanes[lane]] : other[lanes[lane] - 16]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the heap kernel modules are valid WebAssembly for every value width, target-table count and value range', () => {
    for (const width of [1, 2, 4] as const) {
      for (const tables of [0, 1, 2, 4, 8] as const) {
        for (const smallValues of width === 1 ? [false, true] : [false]) {
          expect(
            WebAssembly.validate(kernelModule({ width, tables, smallValues })),
            `width ${width}, ${tables} tables, small ${smallValues}`,
          ).toBe(true);
        }
      }
    }
  });

  it('16-bit lanes: shift right, AND, narrow to bytes, byte subtraction and a vector store agree with plain arithmetic', () => {
    const lanes16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
    const asBytes = (words: number[]): number[] => words.flatMap((w) => [w & 0xff, w >>> 8]);
    /** narrow_i16x8_u reads each lane as signed and clamps it to 0..255. */
    const narrow = (x: number): number => (x >= 0x8000 ? 0 : Math.min(255, x));
    fc.assert(
      fc.property(lanes16, lanes16, fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 255 }), (a, b, shift, k) => {
        const narrowed = narrowU16(
          shrU16(v128Const(asBytes(a)), i32(shift)),
          vAnd(v128Const(asBytes(b)), v128Const(new Array<number>(16).fill(0x7f))),
        );
        const body = [v128Store(i32(0), sub8(narrowed, v128Const(new Array<number>(16).fill(k)))), i32(0)];
        const { exports, memory } = runInMemory([{ name: 'f', locals: declareLocals([], []).counts, results: 1, body }]);
        exports.f();
        const expected = [...a.map((x) => narrow(x >>> shift)), ...b.map((x) => narrow(x & 0x7f7f))].map((x) => (x - k + 256) & 0xff);
        expect(Array.from(memory.subarray(0, 16))).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('32-bit lane equality narrowed to bytes gives a 16-bit mask (bitmask, ne, popcnt): which of 16 stamps match', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 3 }),
        (stamps, stamp) => {
          const words = (from: number) => stamps.slice(from, from + 4).flatMap((w) => [w, 0, 0, 0]);
          const eqAt = (from: number) => eq32(v128Const(words(from)), splat32(i32(stamp)));
          const mask = bitmask8(narrowS16(narrowS32(eqAt(0), eqAt(4)), narrowS32(eqAt(8), eqAt(12))));
          const expected = stamps.reduce((bits, w, k) => bits | (w === stamp ? 1 << k : 0), 0);
          expect(run([returning(mask)]).f()).toBe(expected);
          const nonzero = bitmask8(ne8(v128Const(stamps), v128Const(new Array<number>(16).fill(0))));
          expect(run([returning(popcnt(nonzero))]).f()).toBe(stamps.filter((w) => w !== 0).length);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('byte lanes shift right without carrying between lanes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 7 }),
        (bytes, shift) => {
          const body = [v128Store(i32(0), shrU8(v128Const(bytes), i32(shift))), i32(0)];
          const { exports, memory } = runInMemory([{ name: 'f', locals: declareLocals([], []).counts, results: 1, body }]);
          exports.f();
          expect(Array.from(memory.subarray(0, 16))).toEqual(bytes.map((x) => x >>> shift));
        },
      ),
      { numRuns: 30 },
    );
  });
});
