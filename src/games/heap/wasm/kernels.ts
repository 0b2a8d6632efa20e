import {
  add,
  and,
  anyTrue,
  bitmask8,
  eq32,
  narrowS16,
  narrowS32,
  popcnt,
  splat32,
  ne8,
  narrowU16,
  shrU,
  shrU8,
  shrU16,
  sub8,
  v128Store,
  vAnd,
  ctz,
  extractLaneU8,
  shuffle,
  swizzle,
  v128Const,
  v128Load,
  vOr,
  vXor,
  assembleModule,
  block,
  br,
  brIf,
  call,
  eq,
  eqz,
  geS,
  get,
  gtS,
  i32,
  inc,
  leU,
  load16u,
  load32,
  load8u,
  loop,
  ltS,
  ltU,
  ne,
  or,
  ret,
  set,
  shl,
  store16,
  store32,
  store8,
  sub,
  when,
  ifElse,
  whileLoop,
  xor,
  and64,
  ctz64,
  eqz64,
  extendU,
  i64,
  load64,
  ne64,
  or64,
  popcnt64,
  select,
  shl64,
  shrU64,
  extractLane64,
  store64,
  sub64,
  xor64,
  wrap,
  declareLocals,
  type Code,
  type FunctionDef,
  type Local,
} from './assembler.js';
import { Field, Status } from './layout.js';
import type { KernelVariant } from './variants.js';

/**
 * The plain and sparse kernels of plainKernel.ts / sparseKernel.ts in WebAssembly, one module per
 * variant (variants.ts: value width, value range, target tables). Same algorithms, same arena
 * layout; they read the array addresses from the header on entry. Splits walk two pointers
 * towards each other. With small values (below 64) the sparse kernel keeps a heap's option values
 * as the bits of an i64 instead of stamps, and works out what the two-heap moves leaving m mark
 * once per m (see its ring) rather than once per removal: same values, about half the time on
 * 0.1777. These modules are stored assembled in binaries.ts (`npm run kernels`).
 *
 * Function indices: 0 markMulti (imported from JS: moves leaving three or more heaps),
 * 1 markSimple, 2 plainRange, 3 findTargets, 4 sparseRange.
 */
const ZEROS = new Array<number>(16).fill(0);
/** Lane i takes lane 15 − i: g[b−15..b] loaded forwards becomes g[b], g[b−1], …. */
const REVERSE = Array.from({ length: 16 }, (_, i) => 15 - i);
/** One-hot bytes: LOW_BITS[v] = 1 << v for v < 8, HIGH_BITS[v] = 1 << (v − 8) for 8 ≤ v < 16. */
const LOW_BITS = Array.from({ length: 16 }, (_, v) => (v < 8 ? 1 << v : 0));
const HIGH_BITS = Array.from({ length: 16 }, (_, v) => (v >= 8 ? 1 << (v - 8) : 0));
/** For 2-byte lanes: g[b−7..b] loaded forwards becomes g[b], g[b−1], …, g[b−7]. */
const REVERSE16 = Array.from({ length: 16 }, (_, i) => 14 - 2 * (i >> 1) + (i & 1));
const SEVENS8 = new Array<number>(16).fill(7);
const SEVENS16 = Array.from({ length: 16 }, (_, i) => (i & 1 ? 0 : 7));
/** ONE_HOT[b] = 1 << b for a bit index b < 8. */
const ONE_HOT = Array.from({ length: 16 }, (_, b) => (b < 8 ? 1 << b : 0));
/**
 * Splits a = 1..PREFIX of every two-heap move are marked outright before the rare-value search:
 * most targets are reached there (small heaps pair with heaps near n), and a short straight loop
 * costs less than the search finding them one by one (about 10% on 0.1777; more hurts).
 */
const PREFIX = 16;
/**
 * With small values the prefix of each rest m is worked out once for all the two-heap moves that
 * leave m (see the ring) and 16 splits cost one vector, so with three removals or more (three
 * searches the prefix spares) it is twice as long: 0.1777 −17%; with one or two, 16 stays faster.
 */
const LONG_PREFIX = 32;
const LONG_PREFIX_FROM_REMOVALS = 3;
/** Sets kept per rest m by the small-value kernel (see its ring); a power of two. */
const RING = 64;
const TABLE_NAMES = ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'] as const;

/** A module of one function setting a v128 local: valid exactly where SIMD is supported (support.ts). */
export function simdProbeModule(): Uint8Array {
  const { counts, locals } = declareLocals([], [], ['v']);
  return assembleModule(
    [],
    [{ name: 'probe', locals: counts, results: 0, body: [set(locals.v, v128Const(new Array<number>(16).fill(0)))] }],
  );
}

export function kernelModule({ width, tables, smallValues: small }: KernelVariant): Uint8Array {
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

  // markSimple(n, stamp): take the whole heap, leave one heap, two equal heaps, more heaps (via JS).
  const markSimple = ((): FunctionDef => {
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
  })();

  /**
   * Visits the splits a + b = m, a = 1, 2, … while a ≤ b (strict: a < b), with pointers pa → g[a]
   * and pb → g[b]. `vector` (1-byte values only) first takes 16 splits per step while all 16 have
   * a < b, with x = the 16 XORs g[a+i] ^ g[b−i]; the scalar loop does the rest.
   */
  const splitLoop = (
    name: string,
    v: { pa: Local; pb: Local; m: Local; g: Local },
    strict: boolean,
    onEach: Code[],
    vector?: { x: Local; guard: Code; body: Code[] },
  ): Code[] => [
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

  /** Leaves the OR of the 16 byte lanes of vector local `v` (clobbering it). */
  const orOfLanes = (v: Local): Code[] => [
    set(v, vOr(get(v), shuffle(get(v), get(v), [8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15]))),
    set(v, vOr(get(v), shuffle(get(v), get(v), [4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7]))),
    set(v, vOr(get(v), shuffle(get(v), get(v), [2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3]))),
    set(v, vOr(get(v), shuffle(get(v), get(v), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]))),
  ];

  // plainRange(from, to) → first heap not stored. With 1-byte values below 16, the splits go 16 at
  // a time: every XOR is below 16, so one byte-table lookup (swizzle) per half turns it into a bit,
  // and the bits of all splits of heap n are ORed into lo (values 0–7) and hi (8–15), then marked.
  const plainRange = ((): FunctionDef => {
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
          ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, ...splitLoop('split', s, false, [markPair], vector)),
          ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...splitLoop('usplit', s, true, [markPair], vector)),
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
  })();

  // findTargets(n, stamp, limit, targets, first): walks the two-heap splits of n in order (for
  // the pairs from a = first: the prefix before it is marked); every value x < limit not marked
  // yet is a target (sparseKernel.ts), marked when reached; returns once `targets` have been marked. With `tables` > 0 the header's target bitmap holds the targets
  // (values < 128·tables) and 16 splits go per step: their XORs are looked up in the bitmap
  // (byte x >> 3 by swizzles over the bitmap's 16-byte tables, bit x & 7 by one more swizzle), and
  // only the splits of a step that hold a target are walked one by one (marked, their bits cleared).
  const findTargets = ((): FunctionDef => {
    const { counts, locals } = declareLocals(
      ['n', 'stamp', 'limit', 'targets', 'first'],
      ['i', 'count', 'list', 'm', 'pa', 'pb', 'x', 'g', 'seen', 'map', 'q', 'lane', 'byte'],
      ['vx', 'vy', 'index', 'bit', 'found', ...TABLE_NAMES.slice(0, Math.max(tables, 1))],
    );
    const { stamp, limit, targets, first, pa, pb, x, g, seen, map, q, lane, byte, vx, vy, index, bit, found } = locals;
    const l = locals;
    const table = (k: number): Local => locals[TABLE_NAMES[k]];
    const loadTables = Array.from({ length: tables }, (_, k) => set(table(k), v128Load(add(get(map), i32(16 * k)))));
    /**
     * Marks x when it is a target not yet reached; returns when it was the last. With small values
     * the bitmap alone says which targets are left (the caller reads it back): no stamps.
     */
    const reach = (xa: Code, xb: Code): Code[] => {
      const clearBit = store8(get(byte), and(load8u(get(byte)), xor(shl(i32(1), and(get(x), i32(7))), i32(-1))));
      const found = [set(targets, sub(get(targets), i32(1))), when(eqz(get(targets)), ret())];
      if (small) {
        return [
          set(x, xor(loadValue(xa), loadValue(xb))),
          set(byte, add(get(map), shrU(get(x), i32(3)))),
          when(and(load8u(get(byte)), shl(i32(1), and(get(x), i32(7)))), clearBit, ...found),
        ];
      }
      return [
        set(x, xor(loadValue(xa), loadValue(xb))),
        when(
          and(ltU(get(x), get(limit)), ne(load32(at(seen, get(x), 2)), get(stamp))),
          mark(seen, get(x), stamp),
          ...(tables > 0 ? [set(byte, add(get(map), shrU(get(x), i32(3)))), clearBit] : []),
          ...found,
        ),
      ];
    };
    const lookUp: Code[] =
      width === 1
        ? [
            set(vx, vXor(v128Load(get(pa)), shuffle(v128Load(sub(get(pb), i32(15))), v128Const(ZEROS), REVERSE))),
            set(index, shrU8(get(vx), i32(3))),
            set(bit, vAnd(get(vx), v128Const(SEVENS8))),
          ]
        : [
            set(vx, vXor(v128Load(get(pa)), shuffle(v128Load(sub(get(pb), i32(14))), v128Const(ZEROS), REVERSE16))),
            set(vy, vXor(v128Load(add(get(pa), i32(16))), shuffle(v128Load(sub(get(pb), i32(30))), v128Const(ZEROS), REVERSE16))),
            set(index, narrowU16(shrU16(get(vx), i32(3)), shrU16(get(vy), i32(3)))),
            set(bit, narrowU16(vAnd(get(vx), v128Const(SEVENS16)), vAnd(get(vy), v128Const(SEVENS16)))),
          ];
    let bytes: Code = swizzle(get(table(0)), get(index));
    for (let k = 1; k < tables; k++)
      bytes = vOr(bytes, swizzle(get(table(k)), sub8(get(index), v128Const(new Array<number>(16).fill(16 * k)))));
    const step = 16 * width;
    /** Splits a = start, start + 1, … (the pairs' prefix, a < first, was marked before the call). */
    const walk = (name: string, strict: boolean, start: Code): Code[] => [
      set(pa, at(g, start, shift)),
      set(pb, at(g, sub(get(l.m), start), shift)),
      ...(tables > 0
        ? [
            whileLoop(
              `${name}:16`,
              gtS(sub(get(pb), get(pa)), i32(30 * width)),
              ...lookUp,
              set(found, vAnd(bytes, swizzle(v128Const(ONE_HOT), get(bit)))),
              when(
                anyTrue(get(found)),
                set(q, bitmask8(ne8(get(found), v128Const(ZEROS)))),
                whileLoop(
                  `${name}:lanes`,
                  get(q),
                  set(lane, shl(ctz(get(q)), i32(width - 1))),
                  ...reach(add(get(pa), get(lane)), sub(get(pb), get(lane))),
                  set(q, and(get(q), sub(get(q), i32(1)))),
                ),
                ...loadTables,
              ),
              inc(pa, step),
              set(pb, sub(get(pb), i32(step))),
            ),
          ]
        : []),
      whileLoop(
        name,
        strict ? ltU(get(pa), get(pb)) : leU(get(pa), get(pb)),
        ...reach(get(pa), get(pb)),
        inc(pa, width),
        set(pb, sub(get(pb), i32(width))),
      ),
    ];
    return {
      name: 'findTargets',
      locals: counts,
      results: 0,
      exported: false,
      body: [
        set(g, field(Field.values)),
        set(seen, field(Field.seen)),
        set(map, field(Field.targets)),
        ...loadTables,
        ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, ...walk('split', false, get(first))),
        ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...walk('usplit', true, i32(1))),
      ],
    };
  })();

  // sparseRange(from, to) → first heap not stored.
  const sparseRange = ((): FunctionDef => {
    const { counts, locals } = declareLocals(
      ['from', 'to'],
      [
        'n',
        'stamp',
        'i',
        'm',
        'r',
        'a',
        'v',
        'g',
        'seen',
        'list',
        'count',
        'maxValue',
        'histogram',
        'rare',
        'rareCount',
        'rareCapacity',
        'rareTag',
        'isRare',
        'parity',
        'top',
        'targets',
        'map',
        'pa',
        'pb',
        'below',
        'p',
        'end',
        'rareBase',
        'marked',
        'rareLanes',
        'stop',
        'found',
        'ring',
        'ringMode',
        'nearest',
        'farthest',
        'prefixLength',
        'first',
      ],
      ['stamps', 'vector'],
      ['bits', 'split', 'free', 'rareEven', 'rareOdd', 'rareNow', 'topMask', 'left', 'lane'],
    );
    const {
      from,
      to,
      n,
      stamp,
      m,
      r,
      a,
      v,
      g,
      seen,
      maxValue,
      histogram,
      rare,
      rareCount,
      rareCapacity,
      rareTag,
      isRare,
      parity,
      top,
      targets,
      map,
      pa,
      pb,
      below,
      p,
      end,
      rareBase,
      marked,
      rareLanes,
      stop,
      found,
      stamps,
    } = locals;
    const {
      count,
      list,
      ring,
      ringMode,
      nearest,
      farthest,
      prefixLength,
      first,
      bits,
      split,
      free,
      rareEven,
      rareOdd,
      rareNow,
      topMask,
      left,
      lane,
      vector,
    } = locals;
    const l = locals;
    /**
     * Marks option value x: a stamp in `seen`, or with small values a bit of the i64 local `into`
     * (`bits`, the heap's set, or `split`, the set of one rest m); `long`: x is an i64 already.
     */
    const markValue = (x: Code, into: Local = bits, long = false): Code =>
      small ? set(into, or64(get(into), shl64(i64(1), long ? x : extendU(x)))) : mark(seen, x, stamp);
    // Marks G(a) ^ G(m − a) for every rare heap a < m. The rare list is sorted, so the heaps below
    // m are its first u entries (u found by walking back from the end: only heaps near n are
    // passed); they are walked four at a time with no test. With unequal heaps (strict) the split
    // a = m − a is not a move: when m/2 is itself a rare heap, the walk tests every entry instead.
    const rareLoop = (name: string, strict: boolean, into: Local = bits): Code[] => {
      const markAt = (heap: Code): Code[] => [set(a, heap), markValue(xor(valueOf(g, get(a)), valueOf(g, sub(get(m), get(a)))), into)];
      const tested = block(
        `${name}:exit`,
        set(r, i32(0)),
        loop(
          name,
          brIf(`${name}:exit`, eqz(ltS(get(r), get(below)))),
          set(a, int(rare, get(r))),
          when(ne(add(get(a), get(a)), get(m)), markValue(xor(valueOf(g, get(a)), valueOf(g, sub(get(m), get(a)))), into)),
          inc(r),
          br(name),
        ),
      );
      const untested = [
        set(p, get(rare)),
        set(end, at(rare, get(below), 2)),
        whileLoop(
          `${name}:4`,
          leU(add(get(p), i32(16)), get(end)),
          ...markAt(load32(get(p))),
          ...markAt(load32(add(get(p), i32(4)))),
          ...markAt(load32(add(get(p), i32(8)))),
          ...markAt(load32(add(get(p), i32(12)))),
          inc(p, 16),
        ),
        whileLoop(`${name}:1`, ltU(get(p), get(end)), ...markAt(load32(get(p))), inc(p, 4)),
      ];
      const half = shrU(get(m), i32(1));
      const halfBase = and(sub(i32(0), and(half, i32(1))), shl(get(top), i32(1)));
      const halfIsRare = and(eqz(and(get(m), i32(1))), load8u(add(add(get(rareTag), halfBase), valueOf(g, half))));
      return [
        set(below, get(rareCount)),
        whileLoop(
          `${name}:below`,
          and(gtS(get(below), i32(0)), geS(int(rare, sub(get(below), i32(1))), get(m))),
          set(below, sub(get(below), i32(1))),
        ),
        ...(strict ? [ifElse(halfIsRare, [tested], untested)] : untested),
      ];
    };
    /**
     * Splits a = 1..length of a two-heap move leaving m (a ≤ m − a), marked outright (see PREFIX):
     * length PREFIX, or with small values `prefixLength` (PREFIX or LONG_PREFIX).
     */
    const prefixOf = (name: string, into: Local = bits): Code[] => {
      const scalar = [
        set(pa, at(g, i32(1), shift)),
        set(pb, at(g, sub(get(m), i32(1)), shift)),
        set(r, small ? add(get(g), add(get(prefixLength), i32(1))) : at(g, i32(PREFIX + 1), shift)),
        whileLoop(
          name,
          and(leU(get(pa), get(pb)), ltU(get(pa), get(r))),
          markValue(xor(loadValue(get(pa)), loadValue(get(pb))), into),
          inc(pa, width),
          set(pb, sub(get(pb), i32(width))),
        ),
      ];
      if (!small) return scalar;
      // With small values, 16 at once where m leaves room for the whole prefix: a vector of XORs,
      // its 16 bytes (each below 64, so a shift count needs no mask) turned into bits.
      const markBytes = (word: Code): Code[] => [
        set(lane, word),
        ...Array.from({ length: 8 }, (_, k) => markValue(k === 0 ? get(lane) : shrU64(get(lane), i64(8 * k)), into, true)),
      ];
      // The vectors k = 0, 1, … of 16 splits each (a = 16k + 1 … 16k + 16), one loop.
      return [
        ifElse(
          geS(get(m), shl(get(prefixLength), i32(1))),
          [
            set(pa, add(get(g), i32(1))),
            set(pb, add(get(g), sub(get(m), i32(16)))),
            set(r, add(get(pa), get(prefixLength))),
            whileLoop(
              `${name}:16`,
              ltU(get(pa), get(r)),
              set(vector, vXor(v128Load(get(pa)), shuffle(v128Load(get(pb)), v128Const(ZEROS), REVERSE))),
              ...markBytes(extractLane64(get(vector), 0)),
              ...markBytes(extractLane64(get(vector), 1)),
              inc(pa, 16),
              set(pb, sub(get(pb), i32(16))),
            ),
          ],
          scalar,
        ),
      ];
    };
    const stopWith = (status: number): Code[] => [
      setField(Field.status, i32(status)),
      setField(Field.pendingValue, get(v)),
      setField(Field.rareCount, get(rareCount)),
      setField(Field.maxValue, get(maxValue)),
      ret(get(n)),
    ];
    const rareAt = (value: Code): Code => load8u(add(add(get(rareTag), get(rareBase)), value));
    /** Bit k: seen[v + k] = stamp, for k < 16. */
    const markedLanes = bitmask8(
      narrowS16(
        narrowS32(eq32(v128Load(at(seen, get(v), 2)), get(stamps)), eq32(v128Load(add(at(seen, get(v), 2), i32(16))), get(stamps))),
        narrowS32(
          eq32(v128Load(add(at(seen, get(v), 2), i32(32))), get(stamps)),
          eq32(v128Load(add(at(seen, get(v), 2), i32(48))), get(stamps)),
        ),
      ),
    );
    /** The bits 0..k-1 of an i64 (all 64 when k ≥ 64; a shift by 64 would be a shift by 0). */
    const lowBits = (k: Code): Code => select(i64(-1), sub64(shl64(i64(1), extendU(k)), i64(1)), geS(k, i32(64)));

    // --- The kernel with stamps (values of 64 and more) ---

    const stampMarks: Code[] = [
      call(1, get(n), get(stamp)),
      ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, ...rareLoop('rare', false)),
      ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...rareLoop('urare', true)),
      ...forEachRest('prefix', l, Field.pairs, Field.pairCount, 2, ...prefixOf('prefixSplits')),
    ];

    // c*: the least common value not marked, 16 values a step (top is a multiple of 16); the
    // rare values passed unmarked are the targets, their bits written into the bitmap. Then the
    // search for the targets, and the mex: the least value marked nowhere.
    const valueFromStamps: Code[] = [
      ...Array.from({ length: tables }, (_, k) => v128Store(add(get(map), i32(16 * k)), v128Const(ZEROS))),
      set(stamps, splat32(get(stamp))),
      set(v, i32(0)),
      set(targets, i32(0)),
      block(
        'common',
        loop(
          'candidates',
          set(marked, markedLanes),
          set(rareLanes, bitmask8(ne8(v128Load(add(add(get(rareTag), get(rareBase)), get(v))), v128Const(ZEROS)))),
          set(stop, xor(or(get(marked), get(rareLanes)), i32(0xffff))),
          set(found, and(get(rareLanes), xor(get(marked), i32(0xffff)))),
          when(get(stop), set(found, and(get(found), sub(shl(i32(1), ctz(get(stop))), i32(1))))),
          set(targets, add(get(targets), popcnt(get(found)))),
          ...(tables > 0 ? [store16(add(get(map), shrU(get(v), i32(3))), get(found))] : []),
          when(get(stop), set(v, add(get(v), ctz(get(stop)))), br('common')),
          inc(v, 16),
          brIf('common', geS(get(v), get(top))),
          br('candidates'),
        ),
      ),
      when(get(targets), call(3, get(n), get(stamp), get(v), get(targets), i32(PREFIX + 1))),
      set(v, i32(0)),
      block(
        'mex',
        loop(
          'unmarked',
          set(marked, markedLanes),
          when(ne(get(marked), i32(0xffff)), set(v, add(get(v), ctz(xor(get(marked), i32(0xffff))))), br('mex')),
          inc(v, 16),
          br('unmarked'),
        ),
      ),
    ];

    // --- The kernel with small values (below 64): the heap's option values in `bits` ---

    // The moves markSimple marks, inline.
    const simpleMarks: Code[] = [
      when(ltU(get(n), field(Field.exactCount)), when(load8u(add(field(Field.exact), get(n))), markValue(i32(0)))),
      ...forEachRest('singles', l, Field.singles, Field.singleCount, 1, markValue(valueOf(g, get(m)))),
      ...forEachRest('equal', l, Field.equal, Field.equalCount, 2, when(eqz(and(get(m), i32(1))), markValue(i32(0)))),
    ];
    // What the two-heap moves of heap n mark depends only on what they leave, m = n − j: the
    // values G(a) ^ G(m − a) over the rare heaps a < m and over the prefix a ≤ prefixLength. So
    // with removals j_1 < … < j_k less than RING apart ("ring mode"), that set is worked out once
    // per m, when m first appears (m = n − j_1), and kept in a ring of RING i64 sets for the heaps
    // up to n − j_1 + j_k that read it back: one rare walk per heap instead of one per removal.
    // The heaps loop starts j_k − j_1 heaps early to refill the ring (`n < from`: those heaps only
    // work out their set for j_1). Otherwise every removal works its set out.
    const ringAt = (rest: Code): Code => add(get(ring), shl(and(rest, i32(RING - 1)), i32(3)));
    const ringSetup: Code[] = [
      set(count, field(Field.pairCount)),
      set(list, field(Field.pairs)),
      set(prefixLength, select(i32(LONG_PREFIX), i32(PREFIX), geS(get(count), i32(LONG_PREFIX_FROM_REMOVALS)))),
      set(ring, field(Field.ring)),
      set(ringMode, i32(0)),
      set(nearest, i32(0)),
      when(
        get(count),
        set(nearest, load32(get(list))),
        set(farthest, int(list, sub(get(count), i32(1)))),
        set(ringMode, ltS(sub(get(farthest), get(nearest)), i32(RING))),
      ),
      set(first, select(sub(get(from), sub(get(farthest), get(nearest))), get(from), get(ringMode))),
      set(first, select(get(first), i32(0), geS(get(first), i32(0)))),
    ];
    const pairMarks = forEachRest(
      'pairs',
      l,
      Field.pairs,
      Field.pairCount,
      2,
      ifElse(
        or(eqz(get(ringMode)), eqz(get(l.i))),
        [
          set(split, i64(0)),
          ...rareLoop('rare', false, split),
          ...prefixOf('prefix', split),
          when(get(ringMode), store64(ringAt(get(m)), get(split))),
        ],
        [set(split, load64(ringAt(get(m))))],
      ),
      set(bits, or64(get(bits), get(split))),
      brIf('pairs:exit', ltS(get(n), get(from))),
    );
    const smallMarks: Code[] = [
      set(bits, i64(0)),
      when(geS(get(n), get(from)), ...simpleMarks),
      ...pairMarks,
      when(ltS(get(n), get(from)), inc(n), br('heaps')),
      ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...rareLoop('urare', true)),
    ];
    // c* is the least value below top neither marked nor rare (top when there is none); the
    // targets (`left`) are the rare values below c* not marked, handed to the search as the first
    // 8 bytes of the bitmap; the answer is the least target the search did not reach, else c*.
    const valueFromBits: Code[] = [
      set(rareNow, select(get(rareOdd), get(rareEven), get(parity))),
      set(free, and64(xor64(or64(get(bits), get(rareNow)), i64(-1)), get(topMask))),
      set(v, select(get(top), wrap(ctz64(get(free))), eqz64(get(free)))),
      set(left, and64(and64(get(rareNow), xor64(get(bits), i64(-1))), lowBits(get(v)))),
      when(
        ne64(get(left), i64(0)),
        store64(get(map), get(left)),
        store64(add(get(map), i32(8)), i64(0)),
        call(3, get(n), get(stamp), get(v), wrap(popcnt64(get(left))), add(get(prefixLength), i32(1))),
        set(left, load64(get(map))),
        when(ne64(get(left), i64(0)), set(v, wrap(ctz64(get(left))))),
      ),
    ];
    // The rare values of each heap parity as two sets, and the values below top.
    const smallSetup: Code[] = [
      set(rareEven, i64(0)),
      set(rareOdd, i64(0)),
      set(v, i32(0)),
      whileLoop(
        'rareSets',
        ltS(get(v), get(top)),
        when(load8u(add(get(rareTag), get(v))), set(rareEven, or64(get(rareEven), shl64(i64(1), extendU(get(v)))))),
        when(
          load8u(add(add(get(rareTag), shl(get(top), i32(1))), get(v))),
          set(rareOdd, or64(get(rareOdd), shl64(i64(1), extendU(get(v))))),
        ),
        inc(v),
      ),
      set(topMask, lowBits(get(top))),
      ...ringSetup,
    ];

    return {
      name: 'sparseRange',
      locals: counts,
      results: 1,
      body: [
        set(g, field(Field.values)),
        set(seen, field(Field.seen)),
        set(histogram, field(Field.histogram)),
        set(maxValue, field(Field.maxValue)),
        set(rare, field(Field.rare)),
        set(rareCount, field(Field.rareCount)),
        set(rareCapacity, field(Field.rareCapacity)),
        set(rareTag, field(Field.rareTag)),
        set(top, field(Field.top)),
        set(map, field(Field.targets)),
        setField(Field.status, i32(Status.done)),
        ...(small ? smallSetup : []),
        set(n, small ? get(first) : get(from)),
        whileLoop(
          'heaps',
          ltS(get(n), get(to)),
          set(stamp, add(get(n), i32(1))),
          set(parity, and(get(n), i32(1))),
          // parity · span (span = 2·top): where this parity's half of the rare table starts.
          set(rareBase, and(sub(i32(0), get(parity)), shl(get(top), i32(1)))),
          ...(small ? [...smallMarks, ...valueFromBits] : [...stampMarks, ...valueFromStamps]),
          ...newMaximum(v, maxValue, top, stopWith(Status.newMaximum)),
          set(isRare, rareAt(get(v))),
          when(and(get(isRare), eq(get(rareCount), get(rareCapacity))), ...stopWith(Status.rareListFull)),
          storeValue(at(g, get(n), shift), get(v)),
          set(a, at(histogram, tagOf(get(v), get(n)), 2)),
          store32(get(a), add(load32(get(a)), i32(1))),
          when(and(get(isRare), gtS(get(n), i32(0))), store32(at(rare, get(rareCount), 2), get(n)), inc(rareCount)),
          inc(n),
        ),
        setField(Field.rareCount, get(rareCount)),
        setField(Field.maxValue, get(maxValue)),
        get(to),
      ],
    };
  })();

  return assembleModule([{ module: 'env', name: 'markMulti', params: 2, results: 0 }], [markSimple, plainRange, findTargets, sparseRange]);
}
