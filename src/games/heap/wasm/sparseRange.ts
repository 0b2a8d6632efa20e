import {
  add,
  and,
  bitmask8,
  eq32,
  narrowS16,
  narrowS32,
  popcnt,
  splat32,
  ne8,
  shrU,
  v128Store,
  ctz,
  shuffle,
  v128Const,
  v128Load,
  vXor,
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
import { ZEROS, REVERSE, type KernelCode } from './kernelCode.js';
import { Field, Status } from './layout.js';

/**
 * The sparse kernel in WebAssembly (sparseKernel.ts is the JavaScript reference): the options
 * through rare heaps and a prefix of splits, then the targets left to findTargets.ts. With small
 * values (below 64) a heap's option values are the bits of an i64 and the two-heap moves leaving a
 * rest m are worked out once per m (see its ring).
 */

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

// sparseRange(from, to) → first heap not stored.
export function sparseRange(code: KernelCode): FunctionDef {
  const { width, tables, small, tagOf, shift, field, setField, at, loadValue, storeValue, valueOf, mark, int, forEachRest, newMaximum } =
    code;
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
      when(load8u(add(add(get(rareTag), shl(get(top), i32(1))), get(v))), set(rareOdd, or64(get(rareOdd), shl64(i64(1), extendU(get(v)))))),
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
}
