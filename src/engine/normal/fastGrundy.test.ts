import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CycleError } from '../core/errors.js';
import { fastSolver, grundyTable, integerSolver } from './integerGame.js';
import { FastGrundySolver } from './fastGrundy.js';
import { sum, type Game, type Option } from '../core/game.js';
import { GrundySolver } from './grundy.js';
import { IntegerFirstSlots, KeyedSlots, PackedSlots } from '../slots/slotIndex.js';

/**
 * A random acyclic game on 0..size-1: position n's options are positions below n and sums of
 * them (some positions also get options above them, still acyclic because every move lowers the
 * rank in a random order), as an array or as a generator.
 */
interface RandomGame {
  size: number;
  /** options[n]: plain options (numbers) and sums (arrays of numbers). */
  options: (number | number[])[][];
  generator: boolean;
}

const randomGameArb: fc.Arbitrary<RandomGame> = fc
  .record({
    size: fc.integer({ min: 1, max: 60 }),
    seed: fc.array(fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 9 })), { maxLength: 7 }), {
      minLength: 60,
      maxLength: 60,
    }),
    order: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
    generator: fc.boolean(),
  })
  .map(({ size, seed, order, generator }) => {
    // rank: a random permutation; moves go to positions of lower rank only.
    const byRank = Array.from({ length: size }, (_, i) => i).sort((x, y) => order[x] - order[y] || x - y);
    const rank = new Array<number>(size);
    byRank.forEach((position, r) => (rank[position] = r));
    const options = Array.from({ length: size }, (_, n) => {
      const lower = byRank.slice(0, rank[n]);
      if (lower.length === 0) return [];
      return seed[n].map(([x, y, z, kind]) => {
        const pick = (v: number) => lower[v % lower.length];
        if (kind === 0) return [] as number[];
        if (kind === 1) return [pick(x), pick(y)];
        if (kind === 2) return [pick(x), pick(y), pick(z)];
        return pick(x);
      });
    });
    return { size, options, generator };
  });

function asGame(g: RandomGame): Game<number> {
  const toOption = (o: number | number[]): Option<number> => (Array.isArray(o) ? sum(...o) : o);
  return {
    moves: g.generator
      ? function* (n) {
          for (const o of g.options[n]) yield toOption(o);
        }
      : (n) => g.options[n].map(toOption),
    key: (n) => n,
  };
}

/** The same game with positions as pairs [n, n mod 3], packed or keyed. */
function asPairGame(g: RandomGame, pack: ((p: readonly [number, number]) => number) | null): Game<readonly [number, number]> {
  const pair = (n: number) => [n, n % 3] as const;
  const toOption = (o: number | number[]): Option<readonly [number, number]> => (Array.isArray(o) ? sum(...o.map(pair)) : pair(o));
  return {
    moves: ([n]) => g.options[n].map(toOption),
    key: ([n, r]) => `${n},${r}`,
    ...(pack ? { pack } : {}),
  };
}

function plainValues(g: RandomGame): number[] {
  const solver = new GrundySolver(asGame(g));
  return Array.from({ length: g.size }, (_, n) => solver.grundy(n));
}

describe('fast Grundy paths equal the plain engine on random games', () => {
  it('integer positions: depth first (queried in random order) and the bottom-up table', () => {
    fc.assert(
      fc.property(randomGameArb, fc.array(fc.nat(), { maxLength: 30 }), (g, queries) => {
        const expected = plainValues(g);
        expect(Array.from(grundyTable(asGame(g), g.size))).toEqual(expected);
        const solver = integerSolver(asGame(g), g.size);
        for (const q of queries) expect(solver.grundy(q % g.size)).toBe(expected[q % g.size]);
        expect(Array.from({ length: g.size }, (_, n) => solver.grundy(n))).toEqual(expected);
        expect(solver.evaluated).toBe(g.size);
      }),
      { numRuns: 300 },
    );
  });

  it('tuple positions: packed densely, packed sparsely (hashed), and by key', () => {
    const packs: (((p: readonly [number, number]) => number) | null)[] = [
      ([n, r]) => 3 * n + r,
      ([n, r]) => n * 2 ** 40 + r * 2 ** 23 + 7,
      null,
    ];
    fc.assert(
      fc.property(randomGameArb, fc.constantFrom(0, 1, 2), (g, which) => {
        const expected = plainValues(g);
        const solver = fastSolver(asPairGame(g, packs[which]));
        const values = Array.from({ length: g.size }, (_, n) => solver.grundy([n, n % 3]));
        expect(values).toEqual(expected);
        expect(solver.optionValue(sum([0, 0], [g.size - 1, (g.size - 1) % 3]))).toBe(expected[0] ^ expected[g.size - 1]);
      }),
      { numRuns: 300 },
    );
  });

  it('mixed positions (integers by direct index, others by key), as a user module without key has them', () => {
    fc.assert(
      fc.property(randomGameArb, fc.integer({ min: 2, max: 5 }), fc.constantFrom(0, 7, 30, 61), (g, every, direct) => {
        const expected = plainValues(g);
        // Every `every`-th position is a string, the rest integers (some of them large).
        const position = (n: number): number | string => (n % every === 0 ? `p${n}` : n % 7 === 1 ? 5_000_000 + n : n);
        const number = (p: number | string) => (typeof p === 'string' ? Number(p.slice(1)) : p >= 5_000_000 ? p - 5_000_000 : p);
        const toOption = (o: number | number[]): Option<number | string> => (Array.isArray(o) ? sum(...o.map(position)) : position(o));
        const game: Game<number | string> = {
          moves: (p) => g.options[number(p)].map(toOption),
          key: (p) => (typeof p === 'number' ? p : JSON.stringify(p)),
        };
        const solver = new FastGrundySolver(game, new IntegerFirstSlots(game, direct));
        expect(Array.from({ length: g.size }, (_, n) => solver.grundy(position(n)))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('deep random games with sums: the option buffer grows at every boundary without losing an entry', () => {
    // Position n moves to a few positions just below it and to sums of them, so a depth-first
    // search from the top holds thousands of frames and sums straddle every growth of the buffer.
    const deepArb = fc.record({
      size: fc.integer({ min: 100, max: 2500 }),
      shape: fc.array(fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 6 }), {
        minLength: 1,
        maxLength: 50,
      }),
    });
    fc.assert(
      fc.property(deepArb, ({ size, shape }) => {
        const moves = (n: number): Option<number>[] =>
          shape[n % shape.length]
            .filter(([step]) => step <= n)
            .map(([step, parts]) => (parts === 0 ? n - step : sum(...Array.from({ length: parts }, (_, k) => Math.max(0, n - step - k)))));
        const game: Game<number> = { moves, key: (n) => n };
        const plain = new GrundySolver(game);
        const expected = Array.from({ length: size }, (_, n) => plain.grundy(n));
        const keyed = new FastGrundySolver(game, new KeyedSlots(game));
        expect(keyed.grundy(size - 1)).toBe(expected[size - 1]);
        expect(Array.from({ length: size }, (_, n) => keyed.grundy(n))).toEqual(expected);
        expect(Array.from(grundyTable(game, size))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('games that write their moves into a buffer: the same values, the buffer grows, a wrong writer is caught', () => {
    fc.assert(
      fc.property(randomGameArb, fc.array(fc.nat(), { maxLength: 20 }), (g, queries) => {
        // Each sum replaced by its first component (none when empty): writers give integers only.
        const plainOptions = g.options.map((list) => list.flatMap((o) => (Array.isArray(o) ? o.slice(0, 1) : [o])));
        const moves = (n: number) => plainOptions[n];
        const game: Game<number> = {
          moves,
          key: (n) => n,
          // In reverse order: any order will do.
          writeMoves(n, out) {
            const list = plainOptions[n];
            for (let i = 0; i < list.length; i++) out[i] = list[list.length - 1 - i];
            return list.length;
          },
        };
        const plain = new GrundySolver<number>({ moves, key: (n) => n });
        const expected = Array.from({ length: g.size }, (_, n) => plain.grundy(n));
        expect(Array.from(grundyTable(game, g.size))).toEqual(expected);
        const solver = integerSolver(game, g.size);
        for (const q of queries) expect(solver.grundy(q % g.size)).toBe(expected[q % g.size]);
      }),
      { numRuns: 200 },
    );
    // Nim: heap n has n options, more than the first buffer holds.
    const nim: Game<number> = {
      moves: (n) => Array.from({ length: n }, (_, k) => k),
      key: (n) => n,
      writeMoves(n, out) {
        for (let k = 0; k < n && k < out.length; k++) out[k] = k;
        return n;
      },
    };
    expect(Array.from(grundyTable(nim, 300))).toEqual(Array.from({ length: 300 }, (_, n) => n));
    const wrong: Game<number> = {
      moves: (n) => (n > 0 ? [n - 1] : []),
      key: (n) => n,
      writeMoves: (n, out) => ((out[0] = Math.max(0, n - 2)), n > 0 ? 1 : 0),
    };
    expect(() => grundyTable(wrong, 10)).toThrow('writeMoves(2) writes [0] but moves(2) gives [1]');
  });

  it('packed slots: every key gets one slot of its own, across the switch from direct to hashed', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat({ max: 5000 }), fc.nat({ max: 2 ** 53 - 1 })), { maxLength: 400 }), (keys) => {
        const slots = new PackedSlots((k: number) => k);
        const first = new Map<number, number>();
        const owner = new Map<number, number>();
        for (const key of keys) {
          const slot = slots.slotOf(key);
          if (first.has(key)) {
            expect(slot).toBe(first.get(key));
          } else {
            // A new key: a slot no other key has, below the size the index reports.
            expect(owner.has(slot)).toBe(false);
            first.set(key, slot);
            owner.set(slot, key);
          }
          expect(slot).toBeLessThan(slots.size);
        }
        for (const [key, slot] of first) expect(slots.slotOf(key)).toBe(slot);
        // Small keys met before the first large one are their own slots.
        const firstLarge = keys.findIndex((k) => k >= 2 ** 22);
        for (const key of firstLarge < 0 ? keys : keys.slice(0, firstLarge)) expect(first.get(key)).toBe(key);
      }),
      { numRuns: 200 },
    );
    expect(() => new PackedSlots((k: number) => k).slotOf(-1)).toThrow(RangeError);
    expect(() => new PackedSlots((k: number) => k).slotOf(2 ** 53)).toThrow(RangeError);
  });

  it('deep chains, options above the position, cycles and out-of-range positions', () => {
    const chain: Game<number> = { moves: (n) => (n > 0 ? [n - 1] : []), key: (n) => n };
    expect(integerSolver(chain, 300_001).grundy(300_000)).toBe(0);
    // Options above the position: the table falls back to depth first for them.
    const upward: Game<number> = { moves: (n) => (n < 9 ? [n + 1] : []), key: (n) => n };
    expect(Array.from(grundyTable(upward, 10))).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    const loop: Game<number> = { moves: (n) => [(n + 1) % 3], key: (n) => n };
    expect(() => integerSolver(loop, 3).grundy(0)).toThrow(CycleError);
    expect(() => grundyTable(loop, 3)).toThrow(CycleError);
    expect(() => new FastGrundySolver(loop, new KeyedSlots(loop)).grundy(0)).toThrow(/reached from itself/);
    expect(() => integerSolver(chain, 10).grundy(10)).toThrow(RangeError);
    // Options beyond the table's limit are valued too.
    const escapes: Game<number> = { moves: (n) => (n < 10 ? [n + 100, sum(n + 200, n + 300)] : []), key: (n) => n };
    expect(Array.from(grundyTable(escapes, 10))).toEqual(new Array(10).fill(1));
  });
});
