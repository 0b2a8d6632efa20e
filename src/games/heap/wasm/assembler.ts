/**
 * A small WebAssembly assembler for hand-written i32 kernels, in the folded style of the text
 * format: `set(a, add(get(a), i32(1)))`. Each helper returns Code, a function that emits the
 * instruction bytes; blocks and loops carry names and `br('name')` computes the relative depth, and
 * locals are declared once by name (declareLocals), so kernels read like structured code. Only what
 * the heap kernels use is here: i32 arithmetic, a few i64 operations (a 64-bit set of small values
 * kept in a register), 8/16/32/64-bit loads and stores, a few 128-bit SIMD operations, blocks,
 * loops, branches, calls, one imported memory.
 */

/**
 * Appends its bytes to `out`; `labels` is the stack of enclosing block names (innermost last).
 * Emitting into one array (rather than returning and concatenating arrays) keeps assembling a
 * module well under a millisecond even before the JIT has warmed up: it runs in every process
 * that computes a sequence, inside the time the benchmarks measure.
 */
export type Code = (out: number[], labels: string[]) => void;

/** The bytes of one piece of code at the top level (tests, and the body of each function). */
export function emit(code: Code): number[] {
  const out: number[] = [];
  code(out, []);
  return out;
}

const I32 = 0x7f;
const I64 = 0x7e;
const V128 = 0x7b;

function uleb(value: number): number[] {
  const out: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

function sleb(value: number): number[] {
  const out: number[] = [];
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

/** Signed LEB128 of a 64-bit integer (i64 constants). */
function sleb64(value: bigint): number[] {
  const out: number[] = [];
  let v = BigInt.asIntN(64, value);
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    if ((v === 0n && (byte & 0x40) === 0) || (v === -1n && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

const seq =
  (...parts: Code[]): Code =>
  (out, labels) => {
    for (const part of parts) part(out, labels);
  };
const op =
  (...bytes: number[]): Code =>
  (out) => {
    for (const byte of bytes) out.push(byte);
  };
const unary =
  (opcode: number) =>
  (x: Code): Code =>
    seq(x, op(opcode));
const binary =
  (opcode: number) =>
  (x: Code, y: Code): Code =>
    seq(x, y, op(opcode));

/** A function's parameter or local variable, by its index in the function's local space. */
export interface Local {
  readonly index: number;
  readonly name: string;
}

/** How many locals of each kind a function declares (all parameters are i32). */
export interface LocalCounts {
  readonly params: number;
  readonly i32: number;
  readonly v128: number;
  readonly i64: number;
}

type Named<Names extends readonly string[]> = { readonly [K in Names[number]]: Local };

/**
 * Declares a function's locals by name, numbered in the order WebAssembly numbers them:
 * parameters, then i32 locals, then v128 locals, then i64 locals. `counts` goes into the
 * FunctionDef, so the declaration and the numbering cannot disagree. A name given twice is an error.
 */
export function declareLocals<
  const Params extends readonly string[],
  const Ints extends readonly string[],
  const Vectors extends readonly string[] = [],
  const Longs extends readonly string[] = [],
>(
  params: Params,
  ints: Ints,
  vectors?: Vectors,
  longs?: Longs,
): { counts: LocalCounts; locals: Named<Params> & Named<Ints> & Named<Vectors> & Named<Longs> } {
  const names = [...params, ...ints, ...(vectors ?? []), ...(longs ?? [])];
  const locals: Record<string, Local> = {};
  names.forEach((name, index) => {
    if (name in locals) throw new Error(`wasm assembler: local '${name}' declared twice`);
    locals[name] = { index, name };
  });
  return {
    counts: { params: params.length, i32: ints.length, v128: vectors?.length ?? 0, i64: longs?.length ?? 0 },
    locals: locals as Named<Params> & Named<Ints> & Named<Vectors> & Named<Longs>,
  };
}

// Values and locals.
export const i32 = (value: number): Code => op(0x41, ...sleb(value));
export const get = (local: Local): Code => op(0x20, ...uleb(local.index));
export const set = (local: Local, value: Code): Code => seq(value, op(0x21, ...uleb(local.index)));

// i32 arithmetic and comparisons (signed unless named U).
export const eqz = unary(0x45);
export const eq = binary(0x46);
export const ne = binary(0x47);
export const ltS = binary(0x48);
export const ltU = binary(0x49);
export const gtS = binary(0x4a);
export const leU = binary(0x4d);
export const geS = binary(0x4e);
export const add = binary(0x6a);
export const sub = binary(0x6b);
export const and = binary(0x71);
export const or = binary(0x72);
export const xor = binary(0x73);
export const shl = binary(0x74);
export const shrU = binary(0x76);
export const ctz = unary(0x68);
export const popcnt = unary(0x69);

// i64: a set of values below 64 as the bits of one register.
export const i64 = (value: bigint | number): Code => op(0x42, ...sleb64(BigInt(value)));
/** i64 from an i32 read as unsigned. */
export const extendU = unary(0xad);
/** The low 32 bits of an i64. */
export const wrap = unary(0xa7);
export const eqz64 = unary(0x50);
export const ne64 = binary(0x52);
export const ctz64 = unary(0x7a);
export const popcnt64 = unary(0x7b);
export const sub64 = binary(0x7d);
export const and64 = binary(0x83);
export const or64 = binary(0x84);
export const xor64 = binary(0x85);
/** Shift counts are taken modulo 64. */
export const shl64 = binary(0x86);
export const shrU64 = binary(0x88);
/** `cond ? a : b`, both evaluated (i32 or i64 operands alike). */
export const select = (a: Code, b: Code, cond: Code): Code => seq(a, b, cond, op(0x1b));

// 128-bit SIMD (the 0xfd prefix): 16 byte lanes at a time.
const simd = (opcode: number, ...immediates: number[]): Code => op(0xfd, ...uleb(opcode), ...immediates);
/** Unaligned 16-byte load and store. */
export const v128Load = (address: Code): Code => seq(address, simd(0x00, 0, 0));
export const v128Store = (address: Code, value: Code): Code => seq(address, value, simd(0x0b, 0, 0));
export const v128Const = (lanes: readonly number[]): Code => simd(0x0c, ...lanes.map((l) => l & 0xff));
/** Lanes of the result taken from a (0..15) or b (16..31). */
export const shuffle = (a: Code, b: Code, lanes: readonly number[]): Code => seq(a, b, simd(0x0d, ...lanes));
/** result[i] = table[indices[i]], or 0 when that index is 16 or more. */
export const swizzle = (table: Code, indices: Code): Code => seq(table, indices, simd(0x0e));
export const splat8 = (value: Code): Code => seq(value, simd(0x0f));
export const splat32 = (value: Code): Code => seq(value, simd(0x11));
/** Per 32-bit lane: all ones when equal, else zero. */
export const eq32 = (a: Code, b: Code): Code => seq(a, b, simd(0x37));
/** 8 + 8 lanes of 16 bits from the 4 + 4 32-bit lanes of a and b (signed, clamped). */
export const narrowS32 = (a: Code, b: Code): Code => seq(a, b, simd(0x85));
/** 16 bytes from the 8 + 8 16-bit lanes of a and b (signed, clamped to −128..127). */
export const narrowS16 = (a: Code, b: Code): Code => seq(a, b, simd(0x65));
export const extractLaneU8 = (vector: Code, lane: number): Code => seq(vector, simd(0x16, lane));
/** One of the two 64-bit lanes, as an i64 (bytes 8·lane .. 8·lane + 7, little-endian). */
export const extractLane64 = (vector: Code, lane: 0 | 1): Code => seq(vector, simd(0x1d, lane));
export const eq8 = (a: Code, b: Code): Code => seq(a, b, simd(0x23));
export const ne8 = (a: Code, b: Code): Code => seq(a, b, simd(0x24));
/** Bit i of the i32 result is the top bit of byte lane i. */
export const bitmask8 = (vector: Code): Code => seq(vector, simd(0x64));
export const vAnd = (a: Code, b: Code): Code => seq(a, b, simd(0x4e));
export const vOr = (a: Code, b: Code): Code => seq(a, b, simd(0x50));
export const vXor = (a: Code, b: Code): Code => seq(a, b, simd(0x51));
export const anyTrue = (vector: Code): Code => seq(vector, simd(0x53));
/** Byte lanes minus byte lanes, wrapping. */
export const sub8 = (a: Code, b: Code): Code => seq(a, b, simd(0x71));
/** Each byte lane (i8x16) or 16-bit lane (i16x8) shifted right, zero-filling, by an i32 count. */
export const shrU8 = (vector: Code, count: Code): Code => seq(vector, count, simd(0x6d));
export const shrU16 = (vector: Code, count: Code): Code => seq(vector, count, simd(0x8d));
/** 16 bytes from the 8 + 8 16-bit lanes of a and b, each read as signed and clamped to 0..255. */
export const narrowU16 = (a: Code, b: Code): Code => seq(a, b, simd(0x66));

/** Shorthands for the most common updates. */
export const inc = (local: Local, by = 1): Code => set(local, add(get(local), i32(by)));

// Memory: [address] with natural alignment, offset 0.
export const load8u = (address: Code): Code => seq(address, op(0x2d, 0, 0));
export const load16u = (address: Code): Code => seq(address, op(0x2f, 1, 0));
export const load32 = (address: Code): Code => seq(address, op(0x28, 2, 0));
export const store8 = (address: Code, value: Code): Code => seq(address, value, op(0x3a, 0, 0));
export const store16 = (address: Code, value: Code): Code => seq(address, value, op(0x3b, 1, 0));
export const store32 = (address: Code, value: Code): Code => seq(address, value, op(0x36, 2, 0));
export const load64 = (address: Code): Code => seq(address, op(0x29, 3, 0));
export const store64 = (address: Code, value: Code): Code => seq(address, value, op(0x37, 3, 0));

// Structured control flow with named labels.
const labelled =
  (opcode: number, name: string, body: Code[]): Code =>
  (out, labels) => {
    out.push(opcode, 0x40);
    labels.push(name);
    for (const part of body) part(out, labels);
    labels.pop();
    out.push(0x0b);
  };
export const block = (name: string, ...body: Code[]): Code => labelled(0x02, name, body);
export const loop = (name: string, ...body: Code[]): Code => labelled(0x03, name, body);

function depth(labels: string[], name: string): number[] {
  const index = labels.lastIndexOf(name);
  if (index < 0) throw new Error(`wasm assembler: no enclosing block '${name}'`);
  return uleb(labels.length - 1 - index);
}
export const br =
  (name: string): Code =>
  (out, labels) => {
    out.push(0x0c, ...depth(labels, name));
  };
export const brIf =
  (name: string, condition: Code): Code =>
  (out, labels) => {
    condition(out, labels);
    out.push(0x0d, ...depth(labels, name));
  };
export const when =
  (condition: Code, ...body: Code[]): Code =>
  (out, labels) => {
    condition(out, labels);
    labelled(0x04, '', body)(out, labels);
  };
export const ifElse =
  (condition: Code, then: Code[], otherwise: Code[]): Code =>
  (out, labels) => {
    condition(out, labels);
    out.push(0x04, 0x40);
    labels.push('');
    for (const part of then) part(out, labels);
    out.push(0x05);
    for (const part of otherwise) part(out, labels);
    labels.pop();
    out.push(0x0b);
  };
export const ret = (value?: Code): Code => (value ? seq(value, op(0x0f)) : op(0x0f));
export const call = (fn: number, ...args: Code[]): Code => seq(...args, op(0x10, ...uleb(fn)));

/** `while (condition) body` as block/loop. */
export const whileLoop = (name: string, condition: Code, ...body: Code[]): Code =>
  block(`${name}:exit`, loop(name, brIf(`${name}:exit`, eqz(condition)), ...body, br(name)));

export interface FunctionDef {
  name: string;
  /** From declareLocals: parameter count and the locals after them. */
  locals: LocalCounts;
  results: 0 | 1;
  body: Code[];
  exported?: boolean;
}

interface ImportedFunction {
  module: string;
  name: string;
  params: number;
  results: 0 | 1;
}

const text = (s: string): number[] => [...uleb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];
/** Concatenation by push: Array.prototype.flat and large spreads are slow before V8 optimises them. */
function concat(parts: number[][]): number[] {
  const out: number[] = [];
  for (const part of parts) for (const byte of part) out.push(byte);
  return out;
}
const section = (id: number, bytes: number[]): number[] => concat([[id], uleb(bytes.length), bytes]);
const vector = (items: number[][]): number[] => concat([uleb(items.length), ...items]);
const signature = (params: number, results: number): number[] => [
  0x60,
  ...uleb(params),
  ...new Array<number>(params).fill(I32),
  ...uleb(results),
  ...new Array<number>(results).fill(I32),
];

/**
 * A module importing memory `env.memory` and the given functions (indices 0..k-1), defining the
 * given functions (indices k…), all signatures i32 → i32. Returns the binary.
 */
export function assembleModule(imports: ImportedFunction[], functions: FunctionDef[]): Uint8Array {
  const all = [...imports, ...functions];
  const types = all.map((f) => signature('locals' in f ? f.locals.params : f.params, f.results));
  const importEntries = [
    [...text('env'), ...text('memory'), 0x02, 0x00, ...uleb(1)],
    ...imports.map((f, i) => [...text(f.module), ...text(f.name), 0x00, ...uleb(i)]),
  ];
  const functionTypes = functions.map((_, i) => uleb(imports.length + i));
  const exports = functions
    .map((f, i) => ({ f, index: imports.length + i }))
    .filter(({ f }) => f.exported !== false)
    .map(({ f, index }) => [...text(f.name), 0x00, ...uleb(index)]);
  const bodies = functions.map((f) => {
    const groups: number[][] = [];
    if (f.locals.i32 > 0) groups.push([...uleb(f.locals.i32), I32]);
    if (f.locals.v128 > 0) groups.push([...uleb(f.locals.v128), V128]);
    if (f.locals.i64 > 0) groups.push([...uleb(f.locals.i64), I64]);
    const code = concat([uleb(groups.length), ...groups]);
    f.body.forEach((part) => part(code, []));
    code.push(0x0b);
    return concat([uleb(code.length), code]);
  });
  return new Uint8Array(
    concat([
      [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
      section(1, vector(types)),
      section(2, vector(importEntries)),
      section(3, vector(functionTypes)),
      section(7, vector(exports)),
      section(10, vector(bodies)),
    ]),
  );
}
