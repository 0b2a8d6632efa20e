/**
 * A multigraph in compressed adjacency form: the neighbours of v sit at slots
 * start[v] .. start[v+1]-1 of `neighbour`, and `edge` names the edge each slot comes from.
 * A loop appears once at its vertex; any other edge once at each end.
 */
export interface Adjacency {
  start: Int32Array;
  neighbour: Int32Array;
  edge: Int32Array;
}

export function buildAdjacency(vertexCount: number, from: Int32Array, to: Int32Array): Adjacency {
  const edgeCount = from.length;
  const start = new Int32Array(vertexCount + 1);
  for (let e = 0; e < edgeCount; e++) {
    start[from[e] + 1]++;
    if (to[e] !== from[e]) start[to[e] + 1]++;
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1] += start[v];
  const fill = start.slice(0, vertexCount);
  const neighbour = new Int32Array(start[vertexCount]);
  const edge = new Int32Array(start[vertexCount]);
  for (let e = 0; e < edgeCount; e++) {
    const u = from[e];
    const v = to[e];
    neighbour[fill[u]] = v;
    edge[fill[u]++] = e;
    if (u !== v) {
      neighbour[fill[v]] = u;
      edge[fill[v]++] = e;
    }
  }
  return { start, neighbour, edge };
}
