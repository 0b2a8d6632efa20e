import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perfectMove } from '../playable.js';
import { checkPlayable } from '../testing/playableChecks.js';
import { hackenbushFamily } from './definition.js';
import { createPlayableHackenbush } from './playable.js';

const playableHackenbush = createPlayableHackenbush();

/** Small graphs grounded at vertex 1, with loops and parallel edges: `n u v u v …`. */
const graphs = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc
      .array(fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })), { maxLength: 6 })
      .map((edges) => [String(n), ...edges.flat().map(String)]),
  );

describe('Green Hackenbush played move by move', () => {
  it('toMoveWins (fusion and colon principles) agrees with brute force over the moves', () => {
    checkPlayable(playableHackenbush, graphs, { numRuns: 100 });
  });

  it('deleting an edge drops what no longer reaches the ground; parallel edges get their own labels', () => {
    const start = playableHackenbush.parse('4 1 2 2 3 2 4 3 4 3 4'.split(' '));
    expect(playableHackenbush.moves(start, false).map((m) => `${m.label}→${playableHackenbush.format(m.to)}`)).toEqual([
      '1-2→(no edges)',
      '2-3→1-2 2-4 3-4 3-4',
      '2-4→1-2 2-3 3-4 3-4',
      '3-4→1-2 2-3 2-4 3-4',
      '3-4#2→1-2 2-3 2-4 3-4',
    ]);
    expect(playableHackenbush.board!(start)).toEqual(['ground 1', '└─ 2', '   ├─ 3', '   └─ 4', 'also: 3-4, 3-4']);
    // A stalk of 2 plus a stalk of 1: value 2 ⊕ 1 = 3; the winning move cuts the stalk of 2 to 1.
    const stalks = playableHackenbush.parse('4 1 2 2 3 1 4'.split(' '));
    expect(perfectMove(playableHackenbush, stalks, false)!.label).toBe('2-3');
    // Each definition has its own playable (its misère memo is the definition's, not the module's), playing the same moves.
    const created = hackenbushFamily.create(undefined).playable!;
    expect(created).not.toBe(playableHackenbush);
    expect(created.moves(stalks, false).map((m) => `${m.label}→${created.format(m.to)}`)).toEqual(
      playableHackenbush.moves(stalks, false).map((m) => `${m.label}→${playableHackenbush.format(m.to)}`),
    );
  });

  it('drops edges that do not reach the ground from the start', () => {
    expect(playableHackenbush.format(playableHackenbush.parse('3 2 3'.split(' ')))).toBe('(no edges)');
  });
});
