import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MisereSearchLimitError } from '../../engine/misere/misereSearchLimitError.js';
import type { Playable } from '../playable.js';
import { checkPlayable } from '../testing/playableChecks.js';
import type { HackenbushGraph } from './graph.js';
import { HackenbushMisereSolver, positionKey } from './misere.js';
import { createPlayableHackenbush } from './playable.js';

/** Random small graphs: up to 5 vertices, up to 6 edges (loops and parallel edges allowed), ground 1. */
const graphWords = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc
      .array(fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })), { maxLength: 6 })
      .map((edges) => [String(n), ...edges.flat().map(String)]),
  );

/** The definition of misère play by plain recursion over the playable's move list. */
function bruteMisere(game: Playable<HackenbushGraph>): (graph: HackenbushGraph) => boolean {
  const memo = new Map<string, boolean>();
  const moverWins = (graph: HackenbushGraph): boolean => {
    const key = game.format(graph);
    let wins = memo.get(key);
    if (wins === undefined) {
      const moves = game.moves(graph, true);
      wins = moves.length === 0 || moves.some((m) => !moverWins(m.to));
      memo.set(key, wins);
    }
    return wins;
  };
  return moverWins;
}

/** Misère Nim (Bouton): with every heap at most 1 the mover wins iff the count of 1s is even; else iff the XOR is non-zero. */
function misereNimMoverWins(heaps: readonly number[]): boolean {
  const live = heaps.filter((h) => h > 0);
  if (live.every((h) => h === 1)) return live.length % 2 === 0;
  return live.reduce((x, h) => x ^ h, 0) !== 0;
}

describe('misère Green Hackenbush (cutting the last edge loses)', () => {
  it('agrees with misère minimax over the moves on random small graphs', () => {
    const game = createPlayableHackenbush();
    const brute = bruteMisere(game);
    fc.assert(
      fc.property(graphWords, (words) => {
        const graph = game.parse(words);
        expect(game.toMoveWins(graph, true)).toBe(brute(graph));
      }),
      { numRuns: 300 },
    );
  });

  it('passes the playable checks in misère play (retrograde analysis and the perfect opponent)', () => {
    expect(createPlayableHackenbush().supportsMisere).toBe(true);
    checkPlayable(createPlayableHackenbush(), graphWords, { misere: true, numRuns: 80 });
  });

  it('stalks on the ground are Nim heaps: their misère outcome is misère Nim (Bouton)', () => {
    const game = createPlayableHackenbush();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }), (heights) => {
        // Stalk k: vertices chained from the ground 1 upwards.
        const edges: number[] = [];
        let next = 2;
        for (const height of heights) {
          let below = 1;
          for (let i = 0; i < height; i++) {
            edges.push(below, next);
            below = next++;
          }
        }
        const graph = game.parse([String(next - 1), ...edges.map(String)]);
        expect(game.toMoveWins(graph, true)).toBe(misereNimMoverWins(heights));
      }),
      { numRuns: 150 },
    );
  });

  it('hand-checked: one edge loses, a V of two edges wins, the gallery tree 4 1 2 2 3 2 4', () => {
    const game = createPlayableHackenbush();
    const at = (text: string) => game.toMoveWins(game.parse(text.split(' ')), true);
    expect(at('2 1 2')).toBe(false);
    expect(at('3 1 2 1 3')).toBe(true);
    // The tree 1-2, 2-3, 2-4 is *1 : (*1 + *1) = *1 in normal play, a win. In misère play: cutting
    // 1-2 is the last move and loses; cutting a top edge leaves a stalk of 2, from which the
    // opponent cuts the top and leaves one edge, which the mover must cut last. So it loses.
    expect(game.toMoveWins(game.parse('4 1 2 2 3 2 4'.split(' ')), false)).toBe(true);
    expect(at('4 1 2 2 3 2 4')).toBe(false);
    // A loop on the ground is a single move, like one edge.
    expect(at('1 1 1')).toBe(false);
  });

  it('a position too large to search says so with a typed limit error', () => {
    const solver = new HackenbushMisereSolver(500);
    const game = createPlayableHackenbush();
    // Stalks of heights 1..7 on the ground: 8! = 40,320 positions, no two pieces alike; the limit of 500 is met.
    const edges: string[] = [];
    let next = 2;
    for (let height = 1; height <= 7; height++) {
      let below = 1;
      for (let i = 0; i < height; i++) {
        edges.push(String(below), String(next));
        below = next++;
      }
    }
    const stalks = game.parse([String(next - 1), ...edges]);
    expect(() => solver.moverWins(stalks)).toThrow(MisereSearchLimitError);
    expect(() => solver.moverWins(stalks)).toThrow('more than 500 positions');
  });

  it('isomorphic pieces share one memo entry: twelve edges on the ground are 13 positions, not 4,096', () => {
    const solver = new HackenbushMisereSolver(20);
    const game = createPlayableHackenbush();
    const star = game.parse(['13', ...Array.from({ length: 12 }, (_, i) => ['1', String(i + 2)]).flat()]);
    // Misère Nim with twelve heaps of 1: an even count, so the mover wins.
    expect(solver.moverWins(star)).toBe(true);
  });

  it('the key of a forest does not depend on how its vertices are numbered or its edges listed', () => {
    const trees = fc.integer({ min: 1, max: 9 }).chain((n) =>
      fc.tuple(
        fc.array(fc.nat(), { minLength: n, maxLength: n }),
        fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => i + 1),
          { minLength: n, maxLength: n },
        ),
        fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => i),
          { minLength: n, maxLength: n },
        ),
      ),
    );
    fc.assert(
      fc.property(trees, ([parents, labels, order]) => {
        // Vertex v (1..n) hangs from a vertex below it (0..v-1): a forest grounded at 0.
        const edges = parents.map((p, i): [number, number] => [p % (i + 1), i + 1]);
        const renamed = (v: number) => (v === 0 ? 0 : labels[v - 1]);
        const shuffled = order.map((e): [number, number] => [renamed(edges[e][1]), renamed(edges[e][0])]);
        const n = parents.length + 1;
        expect(positionKey({ vertexCount: n, edges: shuffled, ground: [0] })).toBe(positionKey({ vertexCount: n, edges, ground: [0] }));
      }),
      { numRuns: 200 },
    );
  });
});
