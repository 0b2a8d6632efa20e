import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from './core/errors.js';
import { Sum } from './core/game.js';
import { checkGameModule, gameFromModule, moduleHeapValues, moduleSolver, parseModulePosition } from './gameModule.js';
import { GrundySolver } from './normal/grundy.js';

/** Kayles in the module format: one pin, or two adjacent pins, from a row. */
const kaylesModule = {
  name: 'kayles',
  moves(n: unknown) {
    const options: { sum: number[] }[] = [];
    for (const take of [1, 2])
      for (let left = 0; left + take <= (n as number); left++) options.push({ sum: [left, (n as number) - take - left] });
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

/**
 * A random game on states that are tuples of 1..4 entries below SIDE. Each rule subtracts a vector
 * (total at least 1) and then keeps the state, drops its last entry, appends a 0, or splits it into
 * a sum of two halves or of the state and a one-entry tuple (so [1, 2], [1, 2, 0] and [1] all
 * occur). Every move lowers 5·total + length, so the game is acyclic.
 */
interface TupleRule {
  delta: number[];
  then: 'keep' | 'drop' | 'append' | 'halves' | 'withTotal';
}
const SIDE = 6;
const LONGEST = 4;
const ruleArb: fc.Arbitrary<TupleRule> = fc.record({
  delta: fc.array(fc.nat({ max: 2 }), { minLength: LONGEST, maxLength: LONGEST }).filter((d) => d.some((x) => x > 0)),
  then: fc.constantFrom('keep', 'drop', 'append', 'halves', 'withTotal'),
});

/** The options of a state by the rules: states, or sums of two states. */
function tupleOptions(state: readonly number[], rules: readonly TupleRule[]): (number[] | { sum: number[][] })[] {
  const options: (number[] | { sum: number[][] })[] = [];
  for (const { delta, then } of rules) {
    const next = state.map((x, i) => x - delta[i]);
    if (next.some((x) => x < 0) || delta.slice(0, state.length).every((x) => x === 0)) continue;
    if (then === 'keep') options.push(next);
    else if (then === 'drop' && next.length > 1) options.push(next.slice(0, -1));
    else if (then === 'append' && next.length < LONGEST) options.push([...next, 0]);
    else if (then === 'halves') options.push({ sum: [next.map((x) => x >> 1), next.map((x) => x - (x >> 1))] });
    else if (then === 'withTotal') options.push({ sum: [next, [next.reduce((a, b) => a + b, 0) % SIDE]] });
  }
  return options;
}

/**
 * How a state is written as a position, chosen per state by `forms` (a seed): a plain array (packs),
 * an array of entries offset by 2^40 (too large to pack: by JSON key), a string, an object, or a
 * number (below the direct range, above it, or negative). Every form reads back to its state.
 */
const FORMS = 7;
const BIG = 2 ** 40;
/** A state as one integer: its length − 1 in the top digit, then its entries, base SIDE. */
const codeOf = (state: readonly number[]) => (state.length - 1) * SIDE ** LONGEST + state.reduce((code, x) => code * SIDE + x, 0);
/** The state of a code (any integer reads as one, so a bottom-up fill may ask any). */
function stateOfCode(code: number): number[] {
  const length = Math.min(LONGEST, Math.floor(code / SIDE ** LONGEST) + 1);
  const state: number[] = [];
  for (let i = 0, rest = code % SIDE ** LONGEST; i < length; i++, rest = Math.floor(rest / SIDE)) state.unshift(rest % SIDE);
  return state;
}
function writeState(state: readonly number[], forms: readonly number[]): unknown {
  const code = codeOf(state);
  switch (forms[code % forms.length] % FORMS) {
    case 0:
      return [...state];
    case 1:
      return state.map((x) => x + BIG);
    case 2:
      return `s${state.join(',')}`;
    case 3:
      return { state: [...state] };
    case 4:
      return code;
    case 5:
      return BIG + code;
    default:
      return -1 - code;
  }
}
function readState(position: unknown): number[] {
  if (typeof position === 'number') return stateOfCode(position < 0 ? -1 - position : position >= BIG ? position - BIG : position);
  if (typeof position === 'string') return position.slice(1).split(',').map(Number);
  if (Array.isArray(position)) return position.map((x: number) => (x >= BIG ? x - BIG : x));
  return (position as { state: number[] }).state;
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
    const game = gameFromModule(
      checkGameModule(
        {
          moves: () => {
            throw new Error('boom');
          },
        },
        'm.js',
      ),
      'm.js',
    );
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
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 3000 }),
        (set, to) => {
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
        },
      ),
      { numRuns: 30 },
    );
    const moves = (n: unknown) => ((n as number) > 0 ? [(n as number) - 1] : []);
    expect(() => checkGameModule({ moves, writeMoves: 1 }, 'm')).toThrow("the export 'writeMoves' must be a function");
    const throwing = gameFromModule(
      checkGameModule(
        {
          moves,
          writeMoves: () => {
            throw new Error('boom');
          },
        },
        'm',
      ),
      'm',
    );
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

  it('moduleSolver on random tuple games, with sums and positions of every kind mixed, gives the values of the plain engine', () => {
    const gameArb = fc.record({
      rules: fc.array(ruleArb, { minLength: 1, maxLength: 6 }),
      forms: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
      roots: fc.array(fc.array(fc.nat({ max: SIDE - 1 }), { minLength: 1, maxLength: LONGEST }), { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(gameArb, ({ rules, forms, roots }) => {
        const moves = (position: unknown) =>
          tupleOptions(readState(position), rules).map((option) =>
            Array.isArray(option) ? writeState(option, forms) : { sum: option.sum.map((s) => writeState(s, forms)) },
          );
        const module = checkGameModule({ moves }, 'm');
        const game = gameFromModule(module, 'm');
        const positions = roots.map((root) => writeState(root, forms));
        // An integer root makes the integers up to it direct slots, valued bottom-up when asked.
        const fast = moduleSolver(module, game, [...positions, codeOf([SIDE - 1, SIDE - 1])]);
        const plain = new GrundySolver(game);
        for (const position of positions) expect(fast.grundy(position)).toBe(plain.grundy(position));
        for (const option of game.moves(positions[0])) expect(fast.optionValue(option)).toBe(plain.optionValue(option));
        expect(fast.grundyOfSum(positions)).toBe(plain.grundyOfSum(positions));
      }),
      { numRuns: 300 },
    );
  });

  it('moduleSolver on pair positions without key: the same values as a solver keyed by JSON, in any order of questions', () => {
    const pairs = {
      moves: ([a, b]: number[]) =>
        [1, 2, 3].flatMap((k) => [
          ...(k <= a ? [[a - k, b]] : []),
          ...(k <= b ? [[a, b - k]] : []),
          ...(k <= a && k <= b ? [[a - k, b - k]] : []),
        ]),
    };
    const module = checkGameModule(pairs, 'pairs');
    const game = gameFromModule(module, 'pairs');
    const plain = new GrundySolver(game);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 40 }), fc.nat({ max: 40 })), { minLength: 1, maxLength: 20 }), (questions) => {
        const fast = moduleSolver(module, game, [questions[0]]);
        for (const pair of questions) expect(fast.grundy(pair)).toBe(plain.grundy(pair));
      }),
      { numRuns: 50 },
    );
  });
});
