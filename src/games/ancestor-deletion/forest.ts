/**
 * A rooted forest on 0..n-1 in BFS order: every parent before its children, so one reverse pass
 * over `order` is a bottom-up pass with no recursion. Roots have parent −1.
 */
export interface RootedForest {
  vertexCount: number;
  order: Int32Array;
  parent: Int32Array;
  roots: Int32Array;
}

/**
 * Roots each tree of a forest at its smallest vertex: scanning vertices in increasing order, the
 * first one of a tree not reached yet is its smallest. Returns null when the edges hold a cycle
 * (then the graph has more than n − components edges).
 */
export function rootForestAtSmallest(vertexCount: number, from: Int32Array, to: Int32Array): RootedForest | null {
  const start = new Int32Array(vertexCount + 1);
  for (let e = 0; e < from.length; e++) {
    start[from[e] + 1]++;
    start[to[e] + 1]++;
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1] += start[v];
  const fill = start.slice(0, vertexCount);
  const neighbour = new Int32Array(start[vertexCount]);
  for (let e = 0; e < from.length; e++) {
    neighbour[fill[from[e]]++] = to[e];
    neighbour[fill[to[e]]++] = from[e];
  }
  const parent = new Int32Array(vertexCount).fill(-1);
  const seen = new Uint8Array(vertexCount);
  const order = new Int32Array(vertexCount);
  const roots: number[] = [];
  let tail = 0;
  for (let root = 0; root < vertexCount; root++) {
    if (seen[root]) continue;
    roots.push(root);
    seen[root] = 1;
    order[tail++] = root;
    for (let head = tail - 1; head < tail; head++) {
      const v = order[head];
      for (let slot = start[v]; slot < start[v + 1]; slot++) {
        const w = neighbour[slot];
        if (seen[w]) continue;
        seen[w] = 1;
        parent[w] = v;
        order[tail++] = w;
      }
    }
  }
  // A forest with c trees has exactly n − c edges; more means a cycle (or a repeated edge).
  if (from.length !== vertexCount - roots.length) return null;
  return { vertexCount, order, parent, roots: Int32Array.from(roots) };
}
