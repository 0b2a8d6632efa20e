/**
 * A simple undirected graph on vertices 0..n-1 in compressed adjacency form: the neighbours of v
 * are targets[offsets[v]..offsets[v+1]). Typed arrays only, so grids of 10^4 cells and trees of
 * 10^5 vertices cost a few megabytes and no per-vertex objects.
 */
export interface Graph {
  n: number;
  offsets: Int32Array;
  targets: Int32Array;
}

/**
 * Builds a graph from an edge list (ends[2i], ends[2i+1]) by counting sort. Self-loops are dropped
 * (a token can never move onto its own vertex) and parallel edges are kept (harmless for every
 * algorithm here: a second copy of an edge changes neither reachability nor matchings).
 */
export function graphFromEdges(n: number, ends: ArrayLike<number>): Graph {
  const offsets = new Int32Array(n + 1);
  const edgeCount = ends.length >> 1;
  for (let e = 0; e < edgeCount; e++) {
    const u = ends[2 * e];
    const v = ends[2 * e + 1];
    if (u === v) continue;
    offsets[u + 1]++;
    offsets[v + 1]++;
  }
  for (let v = 0; v < n; v++) offsets[v + 1] += offsets[v];
  const fill = offsets.slice(0, n);
  const targets = new Int32Array(offsets[n]);
  for (let e = 0; e < edgeCount; e++) {
    const u = ends[2 * e];
    const v = ends[2 * e + 1];
    if (u === v) continue;
    targets[fill[u]++] = v;
    targets[fill[v]++] = u;
  }
  return { n, offsets, targets };
}

export function degree(graph: Graph, v: number): number {
  return graph.offsets[v + 1] - graph.offsets[v];
}

/** Neighbours of v as a fresh array (for small graphs and reports; hot loops index `targets`). */
export function neighbours(graph: Graph, v: number): number[] {
  return Array.from(graph.targets.subarray(graph.offsets[v], graph.offsets[v + 1]));
}

/** The graph with the vertices flagged in `removed` deleted (they stay, isolated, so ids keep). */
export function withoutVertices(graph: Graph, removed: Uint8Array): Graph {
  const ends: number[] = [];
  for (let u = 0; u < graph.n; u++) {
    if (removed[u]) continue;
    for (let e = graph.offsets[u]; e < graph.offsets[u + 1]; e++) {
      const v = graph.targets[e];
      if (u < v && !removed[v]) ends.push(u, v);
    }
  }
  return graphFromEdges(graph.n, ends);
}

/**
 * A breadth-first order of the component of `root` with each vertex's parent (-1 for the root and
 * for vertices not reached). Iterative, so a path of 10^6 vertices is fine.
 */
export function breadthFirst(graph: Graph, root: number): { order: Int32Array; parent: Int32Array } {
  const { n, offsets, targets } = graph;
  const parent = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  const order = new Int32Array(n);
  let tail = 0;
  order[tail++] = root;
  seen[root] = 1;
  for (let head = 0; head < tail; head++) {
    const u = order[head];
    for (let e = offsets[u]; e < offsets[u + 1]; e++) {
      const v = targets[e];
      if (seen[v]) continue;
      seen[v] = 1;
      parent[v] = u;
      order[tail++] = v;
    }
  }
  return { order: order.slice(0, tail), parent };
}
