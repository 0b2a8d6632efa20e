import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../normal/analysis.js';
import { everySgOutcome, RemotenessSolver } from './everySg.js';
import type { Game } from '../core/game.js';

const subtraction12: Game<number> = {
  *moves(n) {
    for (const s of [1, 2]) if (s <= n) yield n - s;
  },
  key: (n) => n,
};

describe('Every-SG', () => {
  it('remoteness of S(1,2) by hand: 0,1,1,2,3,3,4', () => {
    const solver = new RemotenessSolver(subtraction12);
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => solver.remoteness(n))).toEqual([0, 1, 1, 2, 3, 3, 4]);
  });

  it('the longest component decides, as a brute force over whole tuples confirms', () => {
    // The Every-SG sum as one game: a move moves in every component that still has a move.
    const tupleGame: Game<number[]> = {
      *moves(heaps) {
        const live = heaps.map((h) => Array.from(subtraction12.moves(h)) as number[]);
        if (live.every((options) => options.length === 0)) return;
        const choices = live.map((options, i) => (options.length === 0 ? [heaps[i]] : options));
        const product = (i: number, acc: number[]): number[][] =>
          i === choices.length ? [acc] : choices[i].flatMap((c) => product(i + 1, [...acc, c]));
        yield* product(0, []);
      },
      key: (heaps) => heaps.join(','),
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }), (heaps) => {
        expect(everySgOutcome(subtraction12, heaps)).toBe(analyze(tupleGame, heaps).outcome);
      }),
      { numRuns: 150 },
    );
  });
});
