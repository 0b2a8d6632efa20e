import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../normal/analysis.js';
import type { Game } from '../core/game.js';
import { analyzeLoopy, compress, DRAW, LOSE, solveRetrograde, WIN, type LoopyGame } from './retrograde.js';
import { resultsByRounds } from '../testing/resultsByRounds.js';

describe('retrograde analysis', () => {
  it('hand-checked graph with a cycle and a draw', () => {
    // 0→1, 1→0, 1→2, 2 has no move; 3↔4 only loop.
    const solution = solveRetrograde(compress([[1], [0, 2], [], [4], [3]]));
    expect(Array.from(solution.result)).toEqual([LOSE, WIN, LOSE, DRAW, DRAW]);
    expect(Array.from(solution.moves)).toEqual([2, 1, 0, -1, -1]);
  });

  it('the loser delays: a lost position takes its longest line', () => {
    // 0 → {1, 2}; 1 → 3 (terminal); 2 → 4 → 5 → 6 (terminal): 1 wins in 1, 2 wins in 3, so 0 loses in 4.
    const solution = solveRetrograde(compress([[1, 2], [3], [4], [], [5], [6], []]));
    expect(solution.result[0]).toBe(LOSE);
    expect(solution.moves[0]).toBe(4);
  });

  it('terminal results can be given: a position where the mover has already won', () => {
    const game: LoopyGame<number> = {
      moves: (n) => [(n + 1) % 4],
      key: (n) => n,
      terminal: (n) => (n === 3 ? 'win' : undefined),
    };
    const analysis = analyzeLoopy(game, [0]);
    expect(analysis.resultOf(2)).toEqual({ result: 'lose', moves: 1 });
    expect(analysis.resultOf(1)).toEqual({ result: 'win', moves: 2 });
  });

  it('on acyclic games it agrees with Sprague–Grundy outcomes and with a direct move-count search', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(), { maxLength: 4 }), { minLength: 1, maxLength: 25 }), (raw) => {
        // Edges only to higher-numbered states keep the random graph acyclic.
        const adjacency = raw.map((targets, s) =>
          [...new Set(targets.map((t) => s + 1 + (t % Math.max(1, raw.length - s - 1))))].filter((t) => t < raw.length),
        );
        const game: Game<number> = { moves: (s) => adjacency[s], key: (s) => s };
        const solution = solveRetrograde(compress(adjacency));
        const length = new Map<number, number>();
        for (let s = raw.length - 1; s >= 0; s--) {
          const wins = analyze(game, s).outcome === 'N';
          expect(solution.result[s]).toBe(wins ? WIN : LOSE);
          const options = adjacency[s].map((t) => ({ t, wins: analyze(game, t).outcome === 'N' }));
          const expected =
            options.length === 0
              ? 0
              : wins
                ? 1 + Math.min(...options.filter((o) => !o.wins).map((o) => length.get(o.t)!))
                : 1 + Math.max(...options.map((o) => length.get(o.t)!));
          length.set(s, expected);
          expect(solution.moves[s]).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('on graphs with cycles and declared results it agrees with a plain fixed-point iteration of the definition', () => {
    const graphs = fc
      .integer({ min: 1, max: 12 })
      .chain((n) =>
        fc.tuple(
          fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }), { minLength: n, maxLength: n }),
          fc.array(fc.constantFrom(DRAW, DRAW, DRAW, WIN, LOSE), { minLength: n, maxLength: n }),
        ),
      );
    fc.assert(
      fc.property(graphs, ([adjacency, terminal]) => {
        const solution = solveRetrograde(compress(adjacency), Uint8Array.from(terminal));
        const expected = resultsByRounds(adjacency, terminal);
        expect(Array.from(solution.result)).toEqual(expected.result);
        expect(Array.from(solution.moves)).toEqual(expected.moves);
      }),
      { numRuns: 500 },
    );
    // The iteration itself on the hand-checked graph: a cycle with an exit and a pure cycle.
    expect(resultsByRounds([[1], [0, 2], [], [4], [3]])).toEqual({ result: [LOSE, WIN, LOSE, DRAW, DRAW], moves: [2, 1, 0, -1, -1] });
  });
});
