import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { bipartition } from '../../graph/index.js';
import { hopcroftKarp, matchingSize } from './bipartiteMatching.js';
import { geographyWinningMoves, solveGeography } from './fast.js';
import { maximumMatching, missableVerticesGeneral } from './generalMatching.js';
import { graphFromEdges, type Graph } from '../../graph/index.js';
import { matchingStructure } from './missable.js';
import { geographyGame, geographyStart, geographyWinnersBySearch, type GeographyPosition } from './rules.js';

/** A random graph: n vertices, each pair joined with probability `density`; bipartite if asked. */
const randomGraph = (bipartite: boolean) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 10 }),
      density: fc.double({ min: 0.1, max: 0.8, noNaN: true }),
      seed: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 60, maxLength: 60 }),
    })
    .map(({ n, density, seed }) => {
      const side = Array.from({ length: n }, (_, v) => (seed[v] < 0.5 ? 0 : 1));
      const ends: number[] = [];
      let k = 10;
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          const r = seed[k++ % seed.length] * 0.999 + (u * 7 + v * 13) * 1e-4;
          if (r % 1 < density && (!bipartite || side[u] !== side[v])) ends.push(u, v);
        }
      }
      return graphFromEdges(n, ends);
    });

/** Maximum matching size by trying every edge subset's greedy completion: a DP over vertex sets. */
function maximumMatchingBySearch(graph: Graph): number {
  const best = new Map<number, number>();
  const solve = (free: number): number => {
    if (free === 0) return 0;
    const known = best.get(free);
    if (known !== undefined) return known;
    const u = 31 - Math.clz32(free & -free);
    let result = solve(free & ~(1 << u));
    for (let e = graph.offsets[u]; e < graph.offsets[u + 1]; e++) {
      const v = graph.targets[e];
      if (free & (1 << v)) result = Math.max(result, 1 + solve(free & ~(1 << u) & ~(1 << v)));
    }
    best.set(free, result);
    return result;
  };
  return solve((1 << graph.n) - 1);
}

function edges(graph: Graph): number[] {
  const list: number[] = [];
  for (let u = 0; u < graph.n; u++) for (let e = graph.offsets[u]; e < graph.offsets[u + 1]; e++) list.push(u, graph.targets[e]);
  return list;
}

describe('undirected vertex geography', () => {
  for (const bipartite of [true, false]) {
    const kind = bipartite ? 'bipartite' : 'general';
    it(`${kind} graphs: the matching criterion equals exhaustive search for every start`, () => {
      fc.assert(
        fc.property(randomGraph(bipartite), (graph) => {
          const fast = solveGeography(graph);
          expect(Array.from(fast.firstWins)).toEqual(Array.from(geographyWinnersBySearch(graph)));
          if (bipartite) expect(fast.bipartite).toBe(true);
        }),
        { numRuns: 250 },
      );
    });

    it(`${kind} graphs: winning moves equal those of exhaustive search, and the matching move wins`, () => {
      fc.assert(
        fc.property(randomGraph(bipartite), (graph) => {
          const game = geographyGame(graph);
          const solver = new GrundySolver(game);
          const fast = solveGeography(graph);
          for (let v = 0; v < graph.n; v++) {
            const start = geographyStart(v);
            const brute = ([...game.moves(start)] as GeographyPosition[]).filter((p) => solver.grundy(p) === 0).map((p) => p.vertex);
            const moves = geographyWinningMoves(graph, v);
            expect(moves).toEqual([...new Set(brute)].sort((a, b) => a - b));
            if (fast.firstWins[v]) expect(moves).toContain(fast.winningMove[v]);
          }
        }),
        { numRuns: 120 },
      );
    });
  }

  it('Hopcroft–Karp and the blossom algorithm find maximum matchings (checked by search)', () => {
    fc.assert(
      fc.property(randomGraph(true), randomGraph(false), (bip, general) => {
        const side = bipartition(bip)!;
        const mate = hopcroftKarp(bip, side);
        expectValidMatching(bip, mate);
        expect(matchingSize(mate)).toBe(maximumMatchingBySearch(bip));
        const generalMate = maximumMatching(general);
        expectValidMatching(general, generalMate);
        expect(matchingSize(generalMate)).toBe(maximumMatchingBySearch(general));
      }),
      { numRuns: 200 },
    );
  });

  it('on larger bipartite graphs both matching algorithms agree, and so do the missable sets', () => {
    for (let trial = 0; trial < 20; trial++) {
      let state = trial * 7919 + 1;
      const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
      const n = 40 + Math.floor(next() * 80);
      const ends: number[] = [];
      for (let i = 0; i < n * 2; i++) {
        const u = Math.floor(next() * n);
        const v = Math.floor(next() * n);
        if ((u & 1) !== (v & 1)) ends.push(u, v);
      }
      const graph = graphFromEdges(n, ends);
      const bip = matchingStructure(graph);
      expect(bip.bipartite).toBe(true);
      // The same graph through Edmonds' algorithm, as if it were not bipartite.
      const general = missableVerticesGeneral(graph);
      expect(matchingSize(general.mate)).toBe(matchingSize(bip.mate));
      expect(Array.from(general.missable)).toEqual(Array.from(bip.missable));
    }
  });

  it('hand-checked facts', () => {
    const path3 = graphFromEdges(3, [0, 1, 1, 2]);
    expect(Array.from(solveGeography(path3).firstWins)).toEqual([0, 1, 0]);
    const c4 = graphFromEdges(4, [0, 1, 1, 2, 2, 3, 3, 0]);
    expect(Array.from(solveGeography(c4).firstWins)).toEqual([1, 1, 1, 1]);
    const c5 = graphFromEdges(5, [0, 1, 1, 2, 2, 3, 3, 4, 4, 0]);
    const odd = solveGeography(c5);
    expect(odd.bipartite).toBe(false);
    expect(Array.from(odd.firstWins)).toEqual([0, 0, 0, 0, 0]);
    // A triangle with a pendant vertex 3 on vertex 0: {0-3, 1-2} is the only maximum matching.
    const pendant = graphFromEdges(4, [0, 1, 1, 2, 2, 0, 0, 3]);
    expect(Array.from(solveGeography(pendant).firstWins)).toEqual([1, 1, 1, 1]);
    expect(geographyWinningMoves(pendant, 0)).toEqual([3]);
    expect(Array.from(solveGeography(graphFromEdges(1, [])).firstWins)).toEqual([0]);
  });
});

function expectValidMatching(graph: Graph, mate: Int32Array): void {
  const adjacent = new Set<string>();
  const list = edges(graph);
  for (let i = 0; i < list.length; i += 2) adjacent.add(`${list[i]},${list[i + 1]}`);
  for (let v = 0; v < graph.n; v++) {
    if (mate[v] === -1) continue;
    expect(mate[mate[v]]).toBe(v);
    expect(adjacent.has(`${v},${mate[v]}`)).toBe(true);
  }
}
