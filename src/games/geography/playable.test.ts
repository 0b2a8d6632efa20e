import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlayable } from '../testing/playableChecks.js';
import { geographyFamily } from './definition.js';
import { playableGeography } from './playable.js';

/** Small graphs `n m u v … start=s`. */
const graphs = fc
  .integer({ min: 1, max: 7 })
  .chain((n) =>
    fc
      .tuple(
        fc.array(fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })), { maxLength: 10 }),
        fc.integer({ min: 1, max: n }),
      )
      .map(([edges, start]) => [String(n), String(edges.length), ...edges.flat().map(String), `start=${start}`]),
  );

describe('vertex geography played move by move', () => {
  it('toMoveWins (the matching theorem on what is left) agrees with brute force over the moves', () => {
    checkPlayable(playableGeography, graphs, { numRuns: 100 });
  });

  it('moves go to unvisited neighbours', () => {
    const start = playableGeography.parse('4 3 1 2 2 3 3 4 start=2'.split(' '));
    expect(playableGeography.moves(start, false).map((m) => m.label)).toEqual(['v1', 'v3']);
    expect(playableGeography.toMoveWins(start, false)).toBe(true);
    expect(() => playableGeography.parse('2 1 1 2'.split(' '))).toThrow('start=v');
    expect(geographyFamily.create(undefined).playable).toBe(playableGeography);
  });
});
