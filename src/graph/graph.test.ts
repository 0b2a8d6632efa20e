import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bipartition,
  breadthFirst,
  breadthFirstForest,
  componentsWithout,
  findBridges,
  graphFromEdges,
  rootForestAtSmallest,
  rootTree,
  rootTreeFromEdges,
  spansAll,
} from './index.js';

/** Random multigraphs (loops and parallel edges included) as interleaved edge ends. */
const arbitraryGraph = fc
  .integer({ min: 1, max: 9 })
  .chain((n) =>
    fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 14 })),
  );

/** Component representative of every vertex by plain union–find, skipping the edges in `skip`. */
function componentsByUnionFind(n: number, edges: [number, number][], skip = new Set<number>()): number[] {
  const up = Array.from({ length: n }, (_, v) => v);
  const find = (v: number): number => (up[v] === v ? v : (up[v] = find(up[v])));
  edges.forEach(([u, v], e) => {
    if (!skip.has(e)) up[find(u)] = find(v);
  });
  return Array.from({ length: n }, (_, v) => find(v));
}

describe('the graph module', () => {
  it('breadth-first search: parents come first, each reached by an edge to its parent, exactly the component', () => {
    fc.assert(
      fc.property(arbitraryGraph, ([n, edges]) => {
        const { order, parent, parentEdge } = breadthFirst(graphFromEdges(n, edges.flat()), 0);
        const component = componentsByUnionFind(n, edges);
        expect([...order].sort()).toEqual(Array.from({ length: n }, (_, v) => v).filter((v) => component[v] === component[0]));
        const position = new Map([...order].map((v, i) => [v, i]));
        for (const v of order.subarray(1)) {
          expect(position.get(parent[v])!).toBeLessThan(position.get(v)!);
          const [a, b] = edges[parentEdge[v]];
          expect([a, b].sort()).toEqual([parent[v], v].sort());
        }
      }),
    );
  });

  it('rootTree gives the order and parents of the breadth-first search (−1 where not reached)', () => {
    fc.assert(
      fc.property(arbitraryGraph, fc.nat(), ([n, edges], pick) => {
        const graph = graphFromEdges(n, edges.flat());
        const root = pick % n;
        const search = breadthFirst(graph, root);
        const tree = rootTree(graph, root);
        expect([...tree.order]).toEqual([...search.order]);
        expect([...tree.parent]).toEqual([...search.parent]);
        expect(spansAll(tree)).toBe(search.order.length === n);
      }),
    );
  });

  it('the forest search starts each component at its smallest vertex and lists components in runs', () => {
    fc.assert(
      fc.property(arbitraryGraph, ([n, edges]) => {
        const { order, roots, componentStarts } = breadthFirstForest(graphFromEdges(n, edges.flat()));
        const component = componentsByUnionFind(n, edges);
        expect(order.length).toBe(n);
        expect([...roots]).toEqual(Array.from({ length: n }, (_, v) => v).filter((v) => component.indexOf(component[v]) === v));
        for (let c = 0; c < roots.length; c++) {
          for (const v of order.subarray(componentStarts[c], componentStarts[c + 1])) expect(component[v]).toBe(component[roots[c]]);
        }
      }),
    );
  });

  it('two-colouring exists iff no odd cycle (checked by trying every colouring; loops are dropped)', () => {
    fc.assert(
      fc.property(arbitraryGraph, ([n, withLoops]) => {
        const edges = withLoops.filter(([u, v]) => u !== v);
        const side = bipartition(graphFromEdges(n, edges.flat()));
        let colourable = false;
        for (let mask = 0; mask < 1 << n && !colourable; mask++)
          colourable = edges.every(([u, v]) => ((mask >> u) & 1) !== ((mask >> v) & 1));
        expect(side !== null).toBe(colourable);
        if (side) for (const [u, v] of edges) expect(side[u]).not.toBe(side[v]);
      }),
    );
  });

  it('an edge is a bridge iff removing it separates its ends; blocks are the components without bridges', () => {
    fc.assert(
      fc.property(arbitraryGraph, ([n, edges]) => {
        const graph = graphFromEdges(n, edges.flat(), 'keep');
        const { isBridge, discovery, order } = findBridges(graph, edges.length, 0);
        const reached = componentsByUnionFind(n, edges);
        edges.forEach(([u, v], e) => {
          if (reached[u] !== reached[0]) return;
          const without = componentsByUnionFind(n, edges, new Set([e]));
          expect(isBridge[e], `edge ${e}`).toBe(without[u] !== without[v] ? 1 : 0);
        });
        expect(discovery[0]).toBe(0);
        const bridges = new Set(edges.flatMap((_, e) => (isBridge[e] ? [e] : [])));
        const blocks = componentsByUnionFind(n, edges, bridges);
        const { label } = componentsWithout(graph, isBridge, order);
        for (const u of order) for (const v of order) expect(label[u] === label[v]).toBe(blocks[u] === blocks[v]);
      }),
    );
  });

  it('rooting: a tree spans all its vertices; a forest is rejected when it holds a cycle', () => {
    fc.assert(
      fc.property(arbitraryGraph, ([n, edges]) => {
        const from = edges.map((e) => e[0]);
        const to = edges.map((e) => e[1]);
        const component = componentsByUnionFind(n, edges);
        const componentCount = new Set(component).size;
        const isForest = edges.length === n - componentCount && edges.every(([u, v]) => u !== v);
        expect(rootForestAtSmallest(n, from, to) !== null).toBe(isForest);
        if (isForest) expect(spansAll(rootTreeFromEdges(n, from, to, 0))).toBe(componentCount === 1);
      }),
    );
  });

  it('a path of a million vertices is rooted without recursion', () => {
    const n = 1_000_000;
    const from = Int32Array.from({ length: n - 1 }, (_, i) => i);
    const to = Int32Array.from({ length: n - 1 }, (_, i) => i + 1);
    const tree = rootTreeFromEdges(n, from, to, 0);
    expect(tree.order[n - 1]).toBe(n - 1);
    expect(
      findBridges(
        graphFromEdges(
          n,
          Array.from(from).flatMap((u) => [u, u + 1]),
        ),
        n - 1,
        0,
      ).isBridge.every((b) => b === 1),
    ).toBe(true);
  });
});
