import type { Graph } from './graph.js';

/**
 * A breadth-first search: the reached vertices in `order` (every parent before its children, so a
 * reverse pass is bottom-up with no recursion), each vertex's `parent` and the edge it was reached
 * by (`parentEdge`), −1 for roots and vertices not reached; `roots` in the order they started.
 */
export interface BreadthFirst {
  order: Int32Array;
  parent: Int32Array;
  parentEdge: Int32Array;
  roots: Int32Array;
  /** Component c is order[componentStarts[c] .. componentStarts[c + 1]), starting at roots[c]. */
  componentStarts: Int32Array;
}

/** Breadth-first search of the component of `root`. Iterative: a path of 10^6 vertices is fine. */
export function breadthFirst(graph: Graph, root: number): BreadthFirst {
  return search(graph, [root]);
}

/**
 * Breadth-first search of every component, each started from its smallest vertex (vertices are
 * scanned in increasing order, and the first one not reached yet is the smallest of its component).
 */
export function breadthFirstForest(graph: Graph): BreadthFirst {
  return search(graph, null);
}

function search(graph: Graph, startAt: number[] | null): BreadthFirst {
  const { n, offsets, targets, edgeIds } = graph;
  const parent = new Int32Array(n).fill(-1);
  const parentEdge = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  const order = new Int32Array(n);
  const roots: number[] = [];
  const componentStarts: number[] = [];
  let tail = 0;
  const startCount = startAt === null ? n : startAt.length;
  for (let k = 0; k < startCount; k++) {
    const root = startAt === null ? k : startAt[k];
    if (seen[root]) continue;
    roots.push(root);
    componentStarts.push(tail);
    seen[root] = 1;
    order[tail++] = root;
    for (let head = tail - 1; head < tail; head++) {
      const u = order[head];
      for (let slot = offsets[u]; slot < offsets[u + 1]; slot++) {
        const v = targets[slot];
        if (seen[v]) continue;
        seen[v] = 1;
        parent[v] = u;
        parentEdge[v] = edgeIds[slot];
        order[tail++] = v;
      }
    }
  }
  componentStarts.push(tail);
  return {
    order: tail === n ? order : order.slice(0, tail),
    parent,
    parentEdge,
    roots: Int32Array.from(roots),
    componentStarts: Int32Array.from(componentStarts),
  };
}

/**
 * A two-colouring of the graph (side 0 or 1 per vertex, the smallest vertex of each component on
 * side 0), or null when an edge joins two vertices of one side (an odd cycle).
 */
export function bipartition(graph: Graph): Uint8Array | null {
  const { order, parent } = breadthFirstForest(graph);
  const side = new Uint8Array(graph.n);
  for (const v of order) if (parent[v] >= 0) side[v] = side[parent[v]] ^ 1;
  const { offsets, targets } = graph;
  for (let u = 0; u < graph.n; u++) {
    for (let slot = offsets[u]; slot < offsets[u + 1]; slot++) if (side[targets[slot]] === side[u]) return null;
  }
  return side;
}

/**
 * Connected components of the graph without the edges flagged in `cut` (by edge id), for the
 * vertices of `starts` and what they reach: label[v] is the component's number (−1 if not
 * reached), numbered in the order `starts` first meets them.
 */
export function componentsWithout(graph: Graph, cut: Uint8Array, starts: ArrayLike<number>): { label: Int32Array; count: number } {
  const { n, offsets, targets, edgeIds } = graph;
  const label = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i];
    if (label[start] >= 0) continue;
    const component = count++;
    let tail = 0;
    queue[tail++] = start;
    label[start] = component;
    for (let head = 0; head < tail; head++) {
      const v = queue[head];
      for (let slot = offsets[v]; slot < offsets[v + 1]; slot++) {
        const w = targets[slot];
        if (cut[edgeIds[slot]] || label[w] >= 0) continue;
        label[w] = component;
        queue[tail++] = w;
      }
    }
  }
  return { label, count };
}
