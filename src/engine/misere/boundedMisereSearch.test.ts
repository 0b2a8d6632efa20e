import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../core/game.js';
import { BoundedMisereSearch } from './boundedMisereSearch.js';
import { misereOutcome } from './misere.js';
import { MisereSearchLimitError } from './misereSearchLimitError.js';

const nimHeap: Game<number> = {
  *moves(n) {
    for (let k = 0; k < n; k++) yield k;
  },
  key: (n) => n,
};

/** Whole Nim positions (tuples of heaps) as one graph: no sums, the tuple is the position. */
const nimTuples = {
  key: (heaps: readonly number[]) => [...heaps].sort((a, b) => a - b).join(','),
  followers: (heaps: readonly number[]) =>
    heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => heaps.map((x, j) => (j === i ? k : x)))),
  describe: (heaps: readonly number[]) => heaps.join(' '),
};

describe('bounded misère search over a game graph', () => {
  it("agrees with the engine's MisereSolver on sums of Nim heaps", () => {
    const search = new BoundedMisereSearch(nimTuples, 100_000);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }), (heaps) => {
        expect(search.moverWins(heaps)).toBe(misereOutcome(nimHeap, heaps) === 'N');
      }),
      { numRuns: 200 },
    );
  });

  it('a chain of 200,000 positions is searched without recursion (no stack overflow)', () => {
    const chain = { key: (n: number) => n, followers: (n: number) => (n > 0 ? [n - 1] : []), describe: String };
    const search = new BoundedMisereSearch(chain, 300_000);
    // Position n: n moves remain; the mover makes the last one iff n is odd, and so loses.
    expect(search.moverWins(200_000)).toBe(true);
    expect(search.moverWins(199_999)).toBe(false);
  });

  it('a question past the limit throws the typed error with its number; what it learnt stays exact', () => {
    const chain = { key: (n: number) => n, followers: (n: number) => (n > 0 ? [n - 1] : []), describe: String };
    const search = new BoundedMisereSearch(chain, 100);
    const error = (() => {
      try {
        search.moverWins(1000);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MisereSearchLimitError);
    expect((error as MisereSearchLimitError).stateLimit).toBe(100);
    expect((error as Error).message).toBe('misère play of this position needs more than 100 positions searched');
    expect(search.moverWins(50)).toBe(true);
  });
});
