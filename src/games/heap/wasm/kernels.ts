import {
  add,
  and,
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
  ret,
  set,
  shl,
  store16,
  store32,
  store8,
  sub,
  when,
  whileLoop,
  xor,
  type Code,
  type FunctionDef,
} from './assembler.js';
import { Field, Status } from './layout.js';

/**
 * The plain and sparse kernels of plainKernel.ts / sparseKernel.ts in WebAssembly, for values
 * stored `width` bytes each (one module per width). Same algorithms, same arena layout; they read
 * the array addresses from the header on entry. Splits walk two pointers towards each other.
 *
 * Function indices: 0 markMulti (imported from JS: moves leaving three or more heaps),
 * 1 markSimple, 2 plainRange, 3 findSplit, 4 sparseRange.
 */
export function kernelModule(width: 1 | 2 | 4): Uint8Array {
  const shift = width === 1 ? 0 : width === 2 ? 1 : 2;
  const field = (f: number): Code => load32(i32(4 * f));
  const setField = (f: number, value: Code): Code => store32(i32(4 * f), value);
  const at = (base: number, index: Code, elementShift: number): Code =>
    add(get(base), elementShift === 0 ? index : shl(index, i32(elementShift)));
  const loadValue = (address: Code): Code => (width === 1 ? load8u(address) : width === 2 ? load16u(address) : load32(address));
  const storeValue = (address: Code, value: Code): Code =>
    width === 1 ? store8(address, value) : width === 2 ? store16(address, value) : store32(address, value);
  const valueOf = (g: number, index: Code): Code => loadValue(at(g, index, shift));
  const mark = (seen: number, value: Code, stamp: number): Code => store32(at(seen, value, 2), get(stamp));
  const int = (list: number, index: Code): Code => load32(at(list, index, 2));

  /** for each i < count: m = n − list[i]; stop when m < minimum; then body. */
  const forEachRest = (name: string, l: { i: number; count: number; list: number; m: number; n: number }, listField: number, countField: number, minimum: number, ...body: Code[]): Code[] => [
    set(l.list, field(listField)),
    set(l.count, field(countField)),
    set(l.i, i32(0)),
    whileLoop(name, ltS(get(l.i), get(l.count)),
      set(l.m, sub(get(l.n), int(l.list, get(l.i)))),
      brIf(`${name}:exit`, ltS(get(l.m), i32(minimum))),
      ...body,
      inc(l.i)),
  ];

  // markSimple(n, stamp): take the whole heap, leave one heap, two equal heaps, more heaps (via JS).
  const markSimple = ((): FunctionDef => {
    const [n, stamp, i, count, list, m, seen, g] = [0, 1, 2, 3, 4, 5, 6, 7];
    const l = { i, count, list, m, n };
    return {
      name: 'markSimple', params: 2, results: 0, locals: 6, exported: false,
      body: [
        set(seen, field(Field.seen)),
        set(g, field(Field.values)),
        when(ltU(get(n), field(Field.exactCount)),
          when(load8u(add(field(Field.exact), get(n))), mark(seen, i32(0), stamp))),
        ...forEachRest('singles', l, Field.singles, Field.singleCount, 1,
          mark(seen, valueOf(g, get(m)), stamp)),
        ...forEachRest('equal', l, Field.equal, Field.equalCount, 2,
          when(eqz(and(get(m), i32(1))), mark(seen, i32(0), stamp))),
        when(field(Field.hasMulti), call(0, get(n), get(stamp))),
      ],
    };
  })();

  /** Marks g[a] ^ g[m − a] for a = 1, 2, … while a ≤ m − a (strict: a < m − a). */
  const splitLoop = (name: string, v: { pa: number; pb: number; m: number; g: number; seen: number; stamp: number }, strict: boolean, ...onEach: Code[]): Code[] => [
    set(v.pa, at(v.g, i32(1), shift)),
    set(v.pb, at(v.g, sub(get(v.m), i32(1)), shift)),
    whileLoop(name, strict ? ltU(get(v.pa), get(v.pb)) : leU(get(v.pa), get(v.pb)),
      ...onEach,
      set(v.pa, add(get(v.pa), i32(width))),
      set(v.pb, sub(get(v.pb), i32(width)))),
  ];

  // plainRange(from, to) → first heap not stored.
  const plainRange = ((): FunctionDef => {
    const [from, to, n, stamp, i, m, pa, pb, v, g, seen, list, count, maxValue, histogram] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
    const l = { i, count, list, m, n };
    const s = { pa, pb, m, g, seen, stamp };
    const markPair = mark(seen, xor(loadValue(get(pa)), loadValue(get(pb))), stamp);
    return {
      name: 'plainRange', params: 2, results: 1, locals: 13,
      body: [
        set(g, field(Field.values)),
        set(seen, field(Field.seen)),
        set(histogram, field(Field.histogram)),
        set(maxValue, field(Field.maxValue)),
        setField(Field.status, i32(Status.done)),
        set(n, get(from)),
        whileLoop('heaps', ltS(get(n), get(to)),
          set(stamp, add(get(n), i32(1))),
          call(1, get(n), get(stamp)),
          ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, ...splitLoop('split', s, false, markPair)),
          ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...splitLoop('usplit', s, true, markPair)),
          set(v, i32(0)),
          whileLoop('mex', eq(load32(at(seen, get(v), 2)), get(stamp)), inc(v)),
          when(gtS(get(v), get(maxValue)),
            setField(Field.status, i32(Status.newMaximum)),
            setField(Field.pendingValue, get(v)),
            ret(get(n))),
          storeValue(at(g, get(n), shift), get(v)),
          set(pa, at(histogram, get(v), 2)),
          store32(get(pa), add(load32(get(pa)), i32(1))),
          inc(n)),
        get(to),
      ],
    };
  })();

  // findSplit(n, stamp, target) → 1 when some two-heap split of n has value target (marking on the way).
  const findSplit = ((): FunctionDef => {
    const [n, stamp, target, i, count, list, m, pa, pb, x, g, seen] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const l = { i, count, list, m, n };
    const s = { pa, pb, m, g, seen, stamp };
    const check = [
      set(x, xor(loadValue(get(pa)), loadValue(get(pb)))),
      mark(seen, get(x), stamp),
      when(eq(get(x), get(target)), ret(i32(1))),
    ];
    return {
      name: 'findSplit', params: 3, results: 1, locals: 9, exported: false,
      body: [
        set(g, field(Field.values)),
        set(seen, field(Field.seen)),
        ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, ...splitLoop('split', s, false, ...check)),
        ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, ...splitLoop('usplit', s, true, ...check)),
        i32(0),
      ],
    };
  })();

  // sparseRange(from, to) → first heap not stored.
  const sparseRange = ((): FunctionDef => {
    const [from, to, n, stamp, i, m, r, a, v, g, seen, list, count, maxValue, histogram, rare, rareCount, rareCapacity, rareValue, isRare] =
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    const l = { i, count, list, m, n };
    const rareLoop = (name: string, strict: boolean): Code => {
      const markRare = mark(seen, xor(valueOf(g, get(a)), valueOf(g, sub(get(m), get(a)))), stamp);
      return block(`${name}:exit`, ...[
        set(r, i32(0)),
        loop(name,
          brIf(`${name}:exit`, eqz(ltS(get(r), get(rareCount)))),
          set(a, int(rare, get(r))),
          brIf(`${name}:exit`, geS(get(a), get(m))),
          strict ? when(ne(add(get(a), get(a)), get(m)), markRare) : markRare,
          inc(r),
          br(name)),
      ]);
    };
    const stopWith = (status: number): Code[] => [
      setField(Field.status, i32(status)),
      setField(Field.pendingValue, get(v)),
      setField(Field.rareCount, get(rareCount)),
      ret(get(n)),
    ];
    return {
      name: 'sparseRange', params: 2, results: 1, locals: 18,
      body: [
        set(g, field(Field.values)),
        set(seen, field(Field.seen)),
        set(histogram, field(Field.histogram)),
        set(maxValue, field(Field.maxValue)),
        set(rare, field(Field.rare)),
        set(rareCount, field(Field.rareCount)),
        set(rareCapacity, field(Field.rareCapacity)),
        set(rareValue, field(Field.rareValue)),
        setField(Field.status, i32(Status.done)),
        set(n, get(from)),
        whileLoop('heaps', ltS(get(n), get(to)),
          set(stamp, add(get(n), i32(1))),
          call(1, get(n), get(stamp)),
          ...forEachRest('pairs', l, Field.pairs, Field.pairCount, 2, rareLoop('rare', false)),
          ...forEachRest('unequal', l, Field.unequal, Field.unequalCount, 3, rareLoop('urare', true)),
          set(v, i32(0)),
          block('mex',
            loop('candidates',
              when(eq(load32(at(seen, get(v), 2)), get(stamp)), inc(v), br('candidates')),
              brIf('mex', eqz(load8u(add(get(rareValue), get(v))))),
              brIf('mex', eqz(call(3, get(n), get(stamp), get(v)))),
              inc(v),
              br('candidates'))),
          when(gtS(get(v), get(maxValue)), ...stopWith(Status.newMaximum)),
          set(isRare, load8u(add(get(rareValue), get(v)))),
          when(and(get(isRare), eq(get(rareCount), get(rareCapacity))), ...stopWith(Status.rareListFull)),
          storeValue(at(g, get(n), shift), get(v)),
          set(a, at(histogram, get(v), 2)),
          store32(get(a), add(load32(get(a)), i32(1))),
          when(and(get(isRare), gtS(get(n), i32(0))),
            store32(at(rare, get(rareCount), 2), get(n)),
            inc(rareCount)),
          inc(n)),
        setField(Field.rareCount, get(rareCount)),
        get(to),
      ],
    };
  })();

  return assembleModule(
    [{ module: 'env', name: 'markMulti', params: 2, results: 0 }],
    [markSimple, plainRange, findSplit, sparseRange],
  );
}
