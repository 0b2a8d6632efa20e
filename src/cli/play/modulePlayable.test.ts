import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayGraph } from '../userGame/playGraph.js';
import { ModulePlayable } from './modulePlayable.js';

/** Nim heaps 0..size as a module's graph: heap n moves to any k < n; G(n) = n. */
function nimGraph(size: number, start: number[]): PlayGraph {
  const heaps = Array.from({ length: size + 1 }, (_, n) => n);
  return { texts: heaps.map(String), grundy: heaps, options: heaps.map((n) => heaps.slice(0, n).map((k) => [k])), start };
}

/**
 * Misère Nim by Bouton's rule (Winning Ways ch. 13): with every heap at most 1 the mover wins iff the
 * number of 1-heaps is even; otherwise iff the nim-sum is not 0.
 */
function misereNimWins(heaps: number[]): boolean {
  if (heaps.every((h) => h <= 1)) return heaps.filter((h) => h === 1).length % 2 === 0;
  return heaps.reduce((x, h) => x ^ h, 0) !== 0;
}

/** The definition, recursively: no move, the mover wins (misère) or loses (normal); else some move to a loss. */
function wins(heaps: number[], misere: boolean): boolean {
  const moves = heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => heaps.map((x, j) => (j === i ? k : x))));
  return moves.length === 0 ? misere : moves.some((next) => !wins(next, misere));
}

describe('a game module played from its graph', () => {
  it('normal and misère outcomes of Nim sums agree with the definition and Bouton', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 }), (heaps) => {
        const playable = new ModulePlayable(nimGraph(4, heaps));
        const position = playable.start();
        expect(playable.toMoveWins(position, false)).toBe(wins(heaps, false));
        expect(playable.toMoveWins(position, true)).toBe(wins(heaps, true));
        expect(playable.toMoveWins(position, true)).toBe(misereNimWins(heaps));
      }),
    );
  });

  it('lists each move once, labelled from:to, equal heaps standing for each other', () => {
    const playable = new ModulePlayable(nimGraph(3, [2, 2, 0]));
    expect(playable.format(playable.start())).toBe('0 + 2 + 2');
    expect(playable.moves(playable.start())).toEqual([
      { label: '2:0', to: [0, 0, 2] },
      { label: '2:1', to: [0, 1, 2] },
    ]);
  });

  it('a split into several components and a move to nothing (sum(), [] options)', () => {
    const graph: PlayGraph = { texts: ['a', 'b'], grundy: [1, 0], options: [[[1, 1], []], []], start: [0] };
    const playable = new ModulePlayable(graph);
    expect(playable.moves([0]).map((m) => [m.label, playable.format(m.to)])).toEqual([
      ['a:b+b', 'b + b'],
      ['a:0', '0'],
    ]);
    expect(playable.toMoveWins([0], false)).toBe(true);
    // Misère: a → (nothing) leaves the opponent no move, who then wins; a → b + b likewise.
    expect(playable.toMoveWins([0], true)).toBe(false);
  });
});
