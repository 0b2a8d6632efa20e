import {
  add,
  and,
  ctz,
  extractLaneU8,
  shuffle,
  swizzle,
  v128Const,
  v128Load,
  vOr,
  vXor,
  call,
  eq,
  eqz,
  get,
  gtS,
  i32,
  inc,
  leU,
  load32,
  load8u,
  ltS,
  ltU,
  or,
  ret,
  set,
  shl,
  store32,
  sub,
  when,
  whileLoop,
  xor,
  declareLocals,
  type Code,
  type FunctionDef,
  type Local,
} from './assembler.js';
import { ZEROS, REVERSE, type KernelCode } from './kernelCode.js';
import { Field, Status } from './layout.js';

/**
 * The plain kernel's functions in WebAssembly (plainKernel.ts is the JavaScript reference):
 * markSimple marks a heap's moves that leave at most one heap, two equal heaps, or more (through
 * JS); plainRange computes heaps from..to−1, every split of every two-heap move walked.
 */

/** One-hot bytes: LOW_BITS[v] = 1 << v for v < 8, HIGH_BITS[v] = 1 << (v − 8) for 8 ≤ v < 16. */
const LOW_BITS = Array.from({ length: 16 }, (_, v) => (v < 8 ? 1 << v : 0));
const HIGH_BITS = Array.from({ length: 16 }, (_, v) => (v >= 8 ? 1 << (v - 8) : 0));

// markSimple(n, stamp): take the whole heap, leave one heap, two equal heaps, more heaps (via JS).
export function markSimple(code: KernelCode): FunctionDef {
  const { field, valueOf, mark, forEachRest } = code;
  const { counts, locals } = declareLocals(['n', 'stamp'], ['i', 'count', 'list', 'm', 'seen', 'g']);
  const { n, stamp, m, seen, g } = locals;
  const l = locals;
  return {
    name: 'markSimple',
    locals: counts,
    results: 0,
    exported: false,
    body: [
      set(seen, field(Field.seen)),
      set(g, field(Field.values)),
      when(ltU(get(n), field(Field.exactCount)), when(load8u(add(field(Field.exact), get(n))), mark(seen, i32(0), stamp))),
      ...forEachRest('singles', l, Field.singles, Field.singleCount, 1, mark(seen, valueOf(g, get(m)), stamp)),
      ...forEachRest('equal', l, Field.equal, Field.equalCount, 2, when(eqz(and(get(m), i32(1))), mark(seen, i32(0), stamp))),
      when(field(Field.hasMulti), call(0, get(n), get(stamp))),
    ],
  };
}

/**
 * Visits the splits a + b = m, a = 1, 2, … while a ≤ b (strict: a < b), with pointers pa → g[a]
 * and pb → g[b]. `vector` (1-byte values only) first takes 16 splits per step while all 16 have
 * a < b, with x = the 16 XORs g[a+i] ^ g[b−i]; the scalar loop does the rest.
 */
export function splitLoop(
  code: KernelCode,
  name: string,
  v: { pa: Local; pb: Local; m: Local; g: Local },
  strict: boolean,
  onEach: Code[],
  vector?: { x: Local; guard: Code; body: Code[] },
): Code[] {
  const { width, shift, at } = code;
  return [
    set(v.pa, at(v.g, i32(1), shift)),
    set(v.pb, at(v.g, sub(get(v.m), i32(1)), shift)),
    ...(vector && width === 1
      ? [
          when(
            vector.guard,
            whileLoop(
              `${name}:16`,
              gtS(sub(get(v.pb), get(v.pa)), i32(30)),
              set(vector.x, vXor(v128Load(get(v.pa)), shuffle(v128Load(sub(get(v.pb), i32(15))), v128Const(ZEROS), REVERSE))),
              ...vector.body,
              set(v.pa, add(get(v.pa), i32(16))),
              set(v.pb, sub(get(v.pb), i32(16))),
            ),
          ),
        ]
      : []),
    whileLoop(
      name,
      strict ? ltU(get(v.pa), get(v.pb)) : leU(get(v.pa), get(v.pb)),
      ...onEach,
      set(v.pa, add(get(v.pa), i32(width))),
      set(v.pb, sub(get(v.pb), i32(width))),
    ),
  ];
}

/** Leaves the OR of the 16 byte lanes of vector local `v` (clobbering it). */
function orOfLanes(v: Local): Code[] {
  return [
    set(v, vOr(get(v), shuffle(get(v), get(v), [8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15]))),
    set(v, vOr(get(v), shuffle(get(v), get(v), [4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7]))),
    set(v, vOr(get(v), shuffle(get(v), get(v), [2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3]))),
    set(v, vOr(get(v), shuffle(get(v), get(v), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]))),
  ];
}

// plainRange(from, to) → first heap not stored. With 1-byte values below 16, the splits go 16 at
// a time: every XOR is below 16, so one byte-table lookup (swizzle) per half turns it into a bit,
// and the bits of all splits of heap n are ORed into lo (values 0–7) and hi (8–15), then marked.
export function plainRange(code: KernelCode): FunctionDef {
  const { width, tagOf, shift, field, setField, at, loadValue, storeValue, mark, forEachRest, newMaximum } = code;
  const { counts, locals } = declareLocals(
    ['from', 'to'],
    ['n', 'stamp', 'i', 'm', 'pa', 'pb', 'v', 'g', 'seen', 'list', 'count', 'maxValue', 'histogram', 'bits', 'top'],
    ['lo', 'hi', 'x'],
  );
  const { from, to, n, stamp, pa, pb, v, g, seen, maxValue, histogram, bits, top, lo, hi, x } = locals;
  const l = locals;
  const s = locals;
  const markPair = mark(seen, xor(loadValue(get(pa)), loadValue(get(pb))), stamp);
  const small = ltS(get(maxValue), i32(16));
  const vector = {
    x,
    guard: small,
    body: [set(lo, vOr(get(lo), swizzle(v128Const(LOW_BITS), get(x)))), set(hi, vOr(get(hi), swizzle(v128Const(HIGH_BITS), get(x))))],
  };
  const markVectorBits = when(
    small,
    ...orOfLanes(lo),
    ...orOfLanes(hi),
    set(bits, or(extractLaneU8(get(lo), 0), shl(extractLaneU8(get(hi), 0), i32(8)))),
    whileLoop('bits', get(bits), mark(seen, ctz(get(bits)), stamp), set(bits, and(get(bits), sub(get(bits), i32(1))))),
    set(lo, v128Const(ZEROS)),
    set(hi, v128Const(ZEROS)),
  );
  return {
    name: 'plainRange',
    locals: counts,
    results: 1,
    body: [
      set(g, field(Field.values)),
      set(seen, field(Field.seen)),
      set(histogram, field(Field.histogram)),
      set(maxValue, field(Field.maxValue)),
      set(top, field(Field.top)),
      setField(Field.status, i32(Status.done)),
      set(n, get(from)),
      whileLoop(
        'heaps',
        ltS(get(n), get(to)),
        set(stamp, add(get(n), i32(1))),
        call(1, get(n), get(stamp)),
        ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, ...splitLoop(code, 'split', s, false, [markPair], vector)),
        ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...splitLoop(code, 'usplit', s, true, [markPair], vector)),
        ...(width === 1 ? [markVectorBits] : []),
        set(v, i32(0)),
        whileLoop('mex', eq(load32(at(seen, get(v), 2)), get(stamp)), inc(v)),
        ...newMaximum(v, maxValue, top, [
          setField(Field.status, i32(Status.newMaximum)),
          setField(Field.pendingValue, get(v)),
          setField(Field.maxValue, get(maxValue)),
          ret(get(n)),
        ]),
        storeValue(at(g, get(n), shift), get(v)),
        set(pa, at(histogram, tagOf(get(v), get(n)), 2)),
        store32(get(pa), add(load32(get(pa)), i32(1))),
        inc(n),
      ),
      setField(Field.maxValue, get(maxValue)),
      get(to),
    ],
  };
}
