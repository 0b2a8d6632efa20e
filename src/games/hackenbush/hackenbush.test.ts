import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { fuse, fusionValue } from './fusion.js';
import { rootedAt0, type Edge, type HackenbushGraph } from './graph.js';
import { pinnedPrefixValues } from './pinned.js';
import { groundedEdges, hackenbushGame, startPosition } from './rules.js';
import { rootTreeFromEdges, spansAll } from '../../graph/index.js';
import { colonValues } from './colon.js';
import { winningEdges } from './winningMoves.js';

/** The brute-force value: exhaustive search over the edge sets of the real game. */
function bruteValue(graph: HackenbushGraph): number {
  return new GrundySolver(hackenbushGame(graph)).grundy(startPosition(graph));
}

/** Edges whose deletion leaves a position of value 0, by exhaustive search. */
function bruteWinningEdges(graph: HackenbushGraph): number[] {
  const solver = new GrundySolver(hackenbushGame(graph));
  const start = startPosition(graph);
  const winning: number[] = [];
  graph.edges.forEach((_, e) => {
    if (start & (1 << e) && solver.grundy(groundedEdges(graph, start & ~(1 << e))) === 0) winning.push(e);
  });
  return winning;
}

function typed(edges: readonly Edge[]): [Int32Array, Int32Array] {
  return [Int32Array.from(edges, (e) => e[0]), Int32Array.from(edges, (e) => e[1])];
}

/** A random tree on 1..10 vertices, rooted at vertex 0, with its other labels shuffled. */
const arbitraryTree = fc
  .integer({ min: 1, max: 10 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.array(fc.nat(), { minLength: n - 1, maxLength: n - 1 }),
      fc.shuffledSubarray(
        Array.from({ length: n - 1 }, (_, i) => i + 1),
        { minLength: n - 1, maxLength: n - 1 },
      ),
    ),
  )
  .map(([n, parents, labels]) => {
    const label = [0, ...labels];
    const edges: Edge[] = parents.map((p, i) => [label[p % (i + 1)], label[i + 1]] as const);
    return rootedAt0(n, edges);
  });

/** A random multigraph: loops, parallel edges and edges away from the ground included. */
const arbitraryGraph = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.record({
    vertexCount: fc.constant(n),
    edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 10 }),
    ground: fc.uniqueArray(fc.nat(n - 1), { minLength: 1, maxLength: 2 }),
  }),
);

/** A random cactus: pendant edges and cycles of length 1 (a loop) to 4 hung on existing vertices. */
const arbitraryCactus = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 4 })), { maxLength: 6 }).map((steps) => {
  let n = 1;
  const edges: Edge[] = [];
  for (const [at, length] of steps) {
    if (edges.length + Math.max(length, 1) > 12) break;
    const v = at % n;
    if (length === 0) {
      edges.push([v, n++]);
    } else {
      const cycle = [v, ...Array.from({ length: length - 1 }, () => n++)];
      cycle.forEach((a, i) => edges.push([a, cycle[(i + 1) % cycle.length]]));
    }
  }
  return rootedAt0(n, edges);
});

describe('green Hackenbush', () => {
  it('colon principle on trees equals exhaustive search', () => {
    fc.assert(
      fc.property(arbitraryTree, (graph) => {
        const tree = rootTreeFromEdges(graph.vertexCount, ...typed(graph.edges), 0);
        expect(spansAll(tree)).toBe(true);
        expect(colonValues(tree)[0]).toBe(bruteValue(graph));
        expect(fusionValue(graph)).toBe(bruteValue(graph));
      }),
      { numRuns: 200 },
    );
  });

  it('fusion principle on random multigraphs (loops, parallel edges, several grounds) equals exhaustive search', () => {
    fc.assert(
      fc.property(arbitraryGraph, (graph) => {
        expect(fusionValue(graph)).toBe(bruteValue(graph));
      }),
      { numRuns: 200 },
    );
  });

  it('cactus graphs: each cycle is worth its length mod 2, as exhaustive search finds', () => {
    fc.assert(
      fc.property(arbitraryCactus, (graph) => {
        expect(fusionValue(graph)).toBe(bruteValue(graph));
      }),
      { numRuns: 200 },
    );
  });

  it('winning moves are exactly the deletions exhaustive search finds', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryTree, arbitraryGraph, arbitraryCactus), (graph) => {
        expect(winningEdges(graph)).toEqual(bruteWinningEdges(graph));
      }),
      { numRuns: 200 },
    );
  });

  it('pinned vertices (cf1610i): the value for every prefix of pins equals exhaustive search', () => {
    fc.assert(
      fc.property(arbitraryTree, fc.nat(), (graph, seed) => {
        const n = graph.vertexCount;
        const others = Array.from({ length: n - 1 }, (_, i) => i + 1);
        for (let i = others.length - 1; i > 0; i--) {
          const j = (seed * (i + 7)) % (i + 1);
          [others[i], others[j]] = [others[j], others[i]];
        }
        const order = Int32Array.from([0, ...others]);
        const tree = rootTreeFromEdges(n, ...typed(graph.edges), 0);
        const fast = Array.from(pinnedPrefixValues(tree, order));
        const brute = fast.map((_, k) => bruteValue({ ...graph, ground: Array.from(order.subarray(0, k + 1)) }));
        expect(fast).toEqual(brute);
      }),
      { numRuns: 100 },
    );
  });

  it('pinned vertices on larger trees: the prefix formula equals the fusion principle with several grounds', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (parents) => {
        const n = parents.length + 1;
        const edges: Edge[] = parents.map((p, i) => [p % (i + 1), i + 1] as const);
        const tree = rootTreeFromEdges(n, ...typed(edges), 0);
        const order = Int32Array.from({ length: n }, (_, v) => v);
        const fast = pinnedPrefixValues(tree, order);
        for (let k = 1; k <= n; k++) {
          expect(fast[k - 1]).toBe(fusionValue({ vertexCount: n, edges, ground: Array.from({ length: k }, (_, v) => v) }));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('hand-checked values', () => {
    const value = (n: number, edges: Edge[]) => fusionValue(rootedAt0(n, edges));
    expect(value(1, [])).toBe(0);
    expect(
      value(4, [
        [0, 1],
        [1, 2],
        [2, 3],
      ]),
    ).toBe(3); // a stalk of 3 edges is *3
    expect(value(1, [[0, 0]])).toBe(1); // a loop at the ground is *1
    expect(
      value(2, [
        [0, 1],
        [0, 1],
      ]),
    ).toBe(0); // two parallel edges: a cycle of 2, even
    expect(
      value(3, [
        [0, 1],
        [1, 2],
        [2, 0],
      ]),
    ).toBe(1); // a triangle on the ground: odd cycle
    expect(
      value(4, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 1],
      ]),
    ).toBe(2); // stalk then a triangle: 1 + *1 = *2
    // The colon principle: a vertex with branches *1 and *2 above one edge is worth (1 ⊕ 2) + 1 = 4.
    expect(
      value(5, [
        [0, 1],
        [1, 2],
        [1, 3],
        [3, 4],
      ]),
    ).toBe(4);
    expect(value(3, [[1, 2]])).toBe(0); // nothing reaches the ground
  });

  it('deep paths do not overflow: a path of 10^6 vertices (colon) and 10^5 (fusion)', () => {
    const n = 1_000_000;
    const from = new Int32Array(n - 1).map((_, i) => i);
    const to = new Int32Array(n - 1).map((_, i) => i + 1);
    expect(colonValues(rootTreeFromEdges(n, from, to, 0))[0]).toBe(n - 1);
    const m = 100_000;
    const path: Edge[] = Array.from({ length: m - 1 }, (_, i) => [i, i + 1] as const);
    expect(fusionValue(rootedAt0(m, path))).toBe(m - 1);
    // Close the path into one cycle of m edges: it fuses to m loops, worth m mod 2; one more
    // edge on the cycle's far end makes it odd.
    expect(fuse(rootedAt0(m, [...path, [m - 1, 0]])).value).toBe(0);
    expect(fuse(rootedAt0(m, [...path, [m - 1, 0], [m - 1, m - 2]])).value).toBe(1);
  });
});
