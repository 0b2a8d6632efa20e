import {
  add,
  and,
  anyTrue,
  bitmask8,
  ne8,
  narrowU16,
  shrU,
  shrU8,
  shrU16,
  sub8,
  vAnd,
  ctz,
  shuffle,
  swizzle,
  v128Const,
  v128Load,
  vOr,
  vXor,
  eqz,
  get,
  gtS,
  i32,
  inc,
  leU,
  load32,
  load8u,
  ltU,
  ne,
  ret,
  set,
  shl,
  store8,
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
import { Field } from './layout.js';

/**
 * The sparse kernel's search (sparseKernel.ts is the JavaScript reference): the two-heap splits
 * walked until every target value has been reached.
 */

/** For 2-byte lanes: g[b−7..b] loaded forwards becomes g[b], g[b−1], …, g[b−7]. */
const REVERSE16 = Array.from({ length: 16 }, (_, i) => 14 - 2 * (i >> 1) + (i & 1));
const SEVENS8 = new Array<number>(16).fill(7);
const SEVENS16 = Array.from({ length: 16 }, (_, i) => (i & 1 ? 0 : 7));
/** ONE_HOT[b] = 1 << b for a bit index b < 8. */
const ONE_HOT = Array.from({ length: 16 }, (_, b) => (b < 8 ? 1 << b : 0));
const TABLE_NAMES = ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'] as const;

// findTargets(n, stamp, limit, targets, first): walks the two-heap splits of n in order (for
// the pairs from a = first: the prefix before it is marked); every value x < limit not marked
// yet is a target (sparseKernel.ts), marked when reached; returns once `targets` have been marked. With `tables` > 0 the header's target bitmap holds the targets
// (values < 128·tables) and 16 splits go per step: their XORs are looked up in the bitmap
// (byte x >> 3 by swizzles over the bitmap's 16-byte tables, bit x & 7 by one more swizzle), and
// only the splits of a step that hold a target are walked one by one (marked, their bits cleared).
export function findTargets(code: KernelCode): FunctionDef {
  const { width, tables, small, shift, field, at, loadValue, mark, forEachRest } = code;
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
}
