import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CycleError, NimlabError } from '../core/errors.js';
import { sum, type Game } from '../core/game.js';
import { gameSetQuotient } from './gameSetQuotient.js';
import { MisereSolver } from '../misere/misere.js';
import { quotientElement } from './misereQuotient.js';

/** A random game on nodes 0..n−1: node i's options are sums of at most two nodes below i. */
const sumDag = fc
  .array(fc.array(fc.array(fc.nat(), { maxLength: 2 }), { maxLength: 3 }), { minLength: 1, maxLength: 6 })
  .map((lists) => lists.map((options, i) => (i === 0 ? [] : options.map((o) => o.map((c) => c % i)))));

function sumDagGame(d: number[][][]): Game<number> {
  return { moves: (n) => d[n].map((o) => (o.length === 1 ? o[0] : sum(...o))), key: (n) => n };
}

describe('gameSetQuotient', () => {
  it('the quotient of the closure predicts the misère outcome of random sums of its positions (exhaustive search)', () => {
    fc.assert(
      fc.property(
        sumDag,
        fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }),
        fc.array(fc.array(fc.nat(), { maxLength: 5 }), { maxLength: 6 }),
        (d, startsRaw, sums) => {
          const game = sumDagGame(d);
          const starts = startsRaw.map((s) => s.map((n) => n % d.length));
          // Small limits keep every run short: a random game whose quotient needs the slow rebuild past
          // them stops with the reason (the case is then skipped, not counted as a pass).
          const result = gameSetQuotient(game, starts, { limits: { maxOrder: 64, maxPositions: 20_000, maxCheckStates: 50_000 } });
          fc.pre(result.stopped === null);
          const q = result.quotient;
          const exhaustive = new MisereSolver(game);
          const generatorOf = new Map(result.positions.map((p, g) => [p, g]));
          for (const start of starts) {
            const element = result.startElements[starts.indexOf(start)]!;
            expect(q.losing[element], `start ${start.join('+')}`).toBe(exhaustive.outcome(start) === 'P');
          }
          for (const s of sums) {
            const components = s.map((i) => result.positions[i % result.positions.length]);
            const x = quotientElement(
              q,
              components.map((p) => generatorOf.get(p)!).filter((g) => d[result.positions[g]].length > 0),
            );
            expect(q.losing[x], components.join('+')).toBe(exhaustive.outcome(components) === 'P');
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the closure lists options before the positions they come from', () => {
    const game: Game<number> = { moves: (n) => (n === 0 ? [] : n === 3 ? [sum(1, 1), 2] : [n - 1]), key: (n) => n };
    expect(gameSetQuotient(game, [[3]]).positions).toEqual([0, 1, 2, 3]);
  });

  it('a game with a cycle is a CycleError naming a position on it', () => {
    const game: Game<number> = { moves: (n) => [(n + 1) % 3], key: (n) => n };
    expect(() => gameSetQuotient(game, [[0]])).toThrow(CycleError);
  });

  it('a closure past the limit is one clear error', () => {
    const game: Game<number> = { moves: (n) => (n === 0 ? [] : [n - 1]), key: (n) => n };
    expect(() => gameSetQuotient(game, [[50]], { maxPositions: 10 })).toThrow(
      new NimlabError('the closure of the start positions has more than 10 positions (does every line of play end?)'),
    );
  });

  it('a game that never ends (n → n + 1 → …) meets the closure limit on its way down', () => {
    const game: Game<number> = { moves: (n) => [n + 1], key: (n) => n };
    expect(() => gameSetQuotient(game, [[0]], { maxPositions: 1000 })).toThrow(
      /more than 1000 positions \(does every line of play end\?\)/,
    );
  });

  it('a time limit met while growing returns the quotient reached and says so', () => {
    const game: Game<number> = { moves: (n) => Array.from({ length: n }, (_, i) => i), key: (n) => n };
    const result = gameSetQuotient(game, [[5]], { timeLimitMs: 0 });
    expect(result.stopped).toBe('stopped after 1 of 6 positions: the time limit of 0 s was reached');
    expect(result.startElements).toEqual([null]);
  });

  it('an interruption between positions returns the quotient reached and says so', () => {
    const game: Game<number> = { moves: (n) => Array.from({ length: n }, (_, i) => i), key: (n) => n };
    let covered = 0;
    const result = gameSetQuotient(game, [[5]], { onProgress: (n) => (covered = n), interrupted: () => covered >= 2 });
    expect(result.stopped).toBe('interrupted after 2 of 6 positions');
    expect(result.covered).toBe(2);
  });
});
