import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { touch, type Pattern } from '../components/touch';
import { builtInGames, type Playable } from '../library';
import { patternsOf, touchMatcher } from './touchPatterns';

/** The selection a player builds by touching each part of a pattern in turn. */
const touched = (pattern: Pattern) => [...pattern].reduce((s, [part, amount]) => touch(s, part, amount), new Map() as Pattern);

/** Games whose every move the picture must offer by touch, and random small starts for each. */
const GAMES: { game: string; start: fc.Arbitrary<number[]> }[] = [
  { game: 'nim', start: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }) },
  { game: 'kayles', start: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }) },
  { game: 'grundy', start: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 3 }) },
  { game: 'lasker', start: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }) },
  { game: 'gen-wythoff:2', start: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => [a, b]) },
  { game: 'mem', start: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 })).map(([a, b]) => [a, b]) },
  { game: 'genmem:j!=m', start: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 })).map(([a, b]) => [a, b]) },
  { game: 'staircase', start: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 4 }) },
];

describe('every move of a heap picture can be made by touch', () => {
  for (const { game, start } of GAMES) {
    const playable = builtInGames.resolve(game).playable! as Playable<unknown>;
    it(`${game}: touching a move's stones leaves that move among the exact choices, and every exact choice changes the touched heaps as touched`, () => {
      fc.assert(
        fc.property(start, (heaps) => {
          const position = playable.parse(heaps.map(String));
          const moves = playable.moves(position, false);
          const matcher = touchMatcher(playable, position, moves)!;
          expect(matcher).not.toBeNull();
          moves.forEach((move, index) => {
            const patterns = patternsOf(playable, position, move);
            expect(patterns.length, `${game} ${heaps.join(' ')}: move ${move.label}`).toBeGreaterThan(0);
            for (const pattern of patterns) {
              const match = matcher(touched(pattern));
              expect(match.exact, `${game} ${heaps.join(' ')}: move ${move.label}`).toContain(index);
              // Whatever else is offered is touched the same way.
              for (const other of match.exact)
                expect(
                  patternsOf(playable, position, moves[other]).some(
                    (p) => touched(p).size === pattern.size && [...pattern].every(([k, v]) => p.get(k) === v),
                  ),
                ).toBe(true);
            }
          });
        }),
        { numRuns: 60 },
      );
    });
  }

  it("Grundy's game 7: one touch on a stone splits off it and the stones above it, either part", () => {
    const grundy = builtInGames.resolve('grundy').playable! as Playable<unknown>;
    const moves = grundy.moves([7], false);
    const matcher = touchMatcher(grundy, [7], moves)!;
    for (const [amount, to] of [
      [1, [6, 1]],
      [6, [6, 1]],
      [3, [4, 3]],
    ] as const) {
      const { exact, candidates } = matcher(new Map([['h1', amount]]));
      expect(candidates).toEqual(exact);
      expect(exact.map((i) => moves[i].to)).toEqual([to]);
    }
  });

  it("Lasker's Nim 4: one touch offers both taking and splitting", () => {
    const lasker = builtInGames.resolve('lasker').playable! as Playable<unknown>;
    const moves = lasker.moves([4], false);
    const { exact } = touchMatcher(lasker, [4], moves)!(new Map([['h1', 1]]));
    expect(exact.map((i) => moves[i].to)).toEqual(expect.arrayContaining([[3], [1, 3]]));
    expect(exact.length).toBe(2);
  });

  it('Mem: the last take is no heap to touch', () => {
    const mem = builtInGames.resolve('mem').playable! as Playable<unknown>;
    const moves = mem.moves([10, 3], false);
    const matcher = touchMatcher(mem, [10, 3], moves)!;
    expect(matcher(new Map([['h2', 1]])).candidates).toEqual([]);
    expect(moves[matcher(new Map([['h1', 4]])).exact[0]].to).toEqual([6, 4]);
  });
});
