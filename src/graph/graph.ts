/**
 * An undirected (multi)graph on vertices 0..n-1 in compressed adjacency form: the neighbours of v
 * are targets[offsets[v]..offsets[v+1]), and edgeIds says which input edge each slot comes from.
 * Typed arrays only, so grids of 10^4 cells and trees of 10^6 vertices cost a few megabytes and no
 * per-vertex objects. Every family and problem that needs a graph or a tree builds this one.
 */
export interface Graph {
  n: number;
  offsets: Int32Array;
  targets: Int32Array;
  edgeIds: Int32Array;
}

/**
 * What to do with an edge from a vertex to itself: drop it (a token never moves onto its own
 * vertex), or keep it once at its vertex (a Hackenbush loop is an edge that can be cut).
 */
export type LoopPolicy = 'drop' | 'keep';

/**
 * Builds a graph from an edge list (ends[2e], ends[2e+1]) by counting sort. Parallel edges are
 * kept (a second copy changes neither reachability nor matchings, and Hackenbush counts it).
 */
export function graphFromEdges(n: number, ends: ArrayLike<number>, loops: LoopPolicy = 'drop'): Graph {
  const offsets = new Int32Array(n + 1);
  const edgeCount = ends.length >> 1;
  for (let e = 0; e < edgeCount; e++) {
    const u = ends[2 * e];
    const v = ends[2 * e + 1];
    if (u === v) {
      if (loops === 'keep') offsets[u + 1]++;
      continue;
    }
    offsets[u + 1]++;
    offsets[v + 1]++;
  }
  for (let v = 0; v < n; v++) offsets[v + 1] += offsets[v];
  const fill = offsets.slice(0, n);
  const targets = new Int32Array(offsets[n]);
  const edgeIds = new Int32Array(offsets[n]);
  for (let e = 0; e < edgeCount; e++) {
    const u = ends[2 * e];
    const v = ends[2 * e + 1];
    if (u === v && loops === 'drop') continue;
    edgeIds[fill[u]] = e;
    targets[fill[u]++] = v;
    if (u === v) continue;
    edgeIds[fill[v]] = e;
    targets[fill[v]++] = u;
  }
  return { n, offsets, targets, edgeIds };
}

/** The same, from two arrays of edge ends (edge e joins from[e] and to[e]). */
export function graphFromEdgeLists(n: number, from: ArrayLike<number>, to: ArrayLike<number>, loops: LoopPolicy = 'drop'): Graph {
  const ends = new Int32Array(2 * from.length);
  for (let e = 0; e < from.length; e++) {
    ends[2 * e] = from[e];
    ends[2 * e + 1] = to[e];
  }
  return graphFromEdges(n, ends, loops);
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
