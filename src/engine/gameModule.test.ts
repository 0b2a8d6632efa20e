import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from './errors.js';
import { Sum } from './game.js';
import { checkGameModule, gameFromModule, moduleHeapValues, parseModulePosition } from './gameModule.js';
import { GrundySolver } from './grundy.js';

/** Kayles in the module format: one pin, or two adjacent pins, from a row. */
const kaylesModule = {
  name: 'kayles',
  moves(n: unknown) {
    const options: { sum: number[] }[] = [];
    for (const take of [1, 2]) for (let left = 0; left + take <= (n as number); left++) options.push({ sum: [left, (n as number) - take - left] });
    return options;
  },
};

/** Kayles straight from its definition, on rows as counts: a plain recursive mex (no sums). */
function kaylesByDefinition(n: number, memo = new Map<number, number>()): number {
  const grundyOfRows = (a: number, b: number) => kaylesByDefinition(a, memo) ^ kaylesByDefinition(b, memo);
  if (memo.has(n)) return memo.get(n)!;
  const seen = new Set<number>();
  for (const take of [1, 2]) for (let left = 0; left + take <= n; left++) seen.add(grundyOfRows(left, n - take - left));
  let mex = 0;
  while (seen.has(mex)) mex++;
  memo.set(n, mex);
  return mex;
}

describe('the game-module format', () => {
  it('accepts named exports or a default export, and rejects what is not the format', () => {
    expect(checkGameModule({ moves: () => [] }, 'm').moves).toBeTypeOf('function');
    expect(checkGameModule({ default: { moves: () => [] } }, 'm').moves).toBeTypeOf('function');
    expect(() => checkGameModule({}, 'm.js')).toThrow("m.js: the module must export a function 'moves(position)'");
    expect(() => checkGameModule(null, 'm.js')).toThrow(NimlabError);
    expect(() => checkGameModule({ moves: () => [], key: 3 }, 'm.js')).toThrow("the export 'key' must be a function");
    expect(() => checkGameModule({ moves: () => [], name: 3 }, 'm.js')).toThrow("the export 'name' must be a string");
  });

  it('reads { sum: [a, b] } as a sum and anything else as a position', () => {
    const game = gameFromModule(checkGameModule({ moves: () => [{ sum: [1, 2] }, 3, [4, 5], { sum: [6], other: 1 }] }, 'm'), 'm');
    const options = [...game.moves(9)];
    expect(options[0]).toBeInstanceOf(Sum);
    expect((options[0] as Sum<number>).components).toEqual([1, 2]);
    expect(options.slice(1)).toEqual([3, [4, 5], { sum: [6], other: 1 }]);
  });

  it('names the module and the call when user code fails', () => {
    const game = gameFromModule(checkGameModule({ moves: () => { throw new Error('boom'); } }, 'm.js'), 'm.js');
    expect(() => [...game.moves(3)]).toThrow('m.js: moves(3) threw: boom');
    const notIterable = gameFromModule(checkGameModule({ moves: () => 5 }, 'm.js'), 'm.js');
    expect(() => [...notIterable.moves(3)]).toThrow('m.js: moves(3) must return an array (or iterable) of options');
  });

  it('parses positions: integers by default, the module parse when given', () => {
    const plain = checkGameModule({ moves: () => [] }, 'm');
    expect(parseModulePosition(plain, ['3', '4'], 'm')).toEqual([3, 4]);
    expect(() => parseModulePosition(plain, ['x'], 'm')).toThrow("position 'x' is not a non-negative integer");
    const parsing = checkGameModule({ moves: () => [], parse: (words: string[]) => words.join('-') }, 'm');
    expect(parseModulePosition(parsing, ['a', 'b'], 'm')).toEqual(['a-b']);
  });

  it('tabulates Kayles as its definition does, for random lengths', () => {
    const game = gameFromModule(checkGameModule(kaylesModule, 'k'), 'k');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (to) => {
        const values = moduleHeapValues(game, 'k', to);
        expect(Array.from(values)).toEqual(Array.from({ length: to + 1 }, (_, n) => kaylesByDefinition(n)));
      }),
      { numRuns: 20 },
    );
  });

  it('a module may also write its moves into a buffer: the same table for random subtraction sets, failures named', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 3000 }), (set, to) => {
        const moves = (n: unknown) => set.filter((s) => s <= (n as number)).map((s) => (n as number) - s);
        const writeMoves = (n: unknown, out: Int32Array) => {
          let count = 0;
          for (const s of set) if (s <= (n as number)) out[count++] = (n as number) - s;
          return count;
        };
        const plain = moduleHeapValues(gameFromModule(checkGameModule({ moves }, 'm'), 'm'), 'm', to);
        const written = moduleHeapValues(gameFromModule(checkGameModule({ moves, writeMoves }, 'm'), 'm'), 'm', to);
        expect(Array.from(written)).toEqual(Array.from(plain));
        const solver = new GrundySolver(gameFromModule(checkGameModule({ moves }, 'm'), 'm'));
        expect(written[to]).toBe(solver.grundy(to));
      }),
      { numRuns: 30 },
    );
    const moves = (n: unknown) => ((n as number) > 0 ? [(n as number) - 1] : []);
    expect(() => checkGameModule({ moves, writeMoves: 1 }, 'm')).toThrow("the export 'writeMoves' must be a function");
    const throwing = gameFromModule(checkGameModule({ moves, writeMoves: () => { throw new Error('boom'); } }, 'm'), 'm');
    expect(() => moduleHeapValues(throwing, 'm', 3)).toThrow('m: writeMoves(0) threw: boom');
    const noCount = gameFromModule(checkGameModule({ moves, writeMoves: () => 'two' }, 'm'), 'm');
    expect(() => moduleHeapValues(noCount, 'm', 3)).toThrow('m: writeMoves(0) must return the number of options it wrote, got two');
  });

  it('a table needs heap sizes: another option is named', () => {
    const game = gameFromModule(checkGameModule({ moves: (n: number) => (n > 0 ? ['a'] : []) }, 'm'), 'm');
    expect(() => moduleHeapValues(game, 'm', 3)).toThrow(`m: moves(1) gave "a": a table needs heap sizes`);
  });

  it('a module whose moves go round in a cycle gets a message', () => {
    const game = gameFromModule(checkGameModule({ moves: (n: number) => (n === 1 ? [2] : n === 2 ? [1] : []) }, 'm'), 'm');
    expect(() => moduleHeapValues(game, 'm', 3)).toThrow(/cycles/);
  });

  it('the engine solves a module position like any game: Kayles 5 and 7 have values 4 and 2', () => {
    const solver = new GrundySolver(gameFromModule(checkGameModule(kaylesModule, 'k'), 'k'));
    expect([solver.grundy(5), solver.grundy(7)]).toEqual([4, 2]);
  });
});
