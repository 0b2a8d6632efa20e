import type { Graph } from '../../graph/index.js';

const NONE = -1;
/** Layer of a vertex not reached by the breadth-first search, or found dead in this phase. */
const UNREACHED = 0x7fffffff;

/**
 * A maximum matching of a bipartite graph by Hopcroft–Karp: breadth-first layers from the free
 * side-0 vertices, then vertex-disjoint shortest augmenting paths found by an explicit-stack
 * depth-first search (O(E √V), no recursion). Returns mate[v] (-1 when v is unmatched).
 */
export function hopcroftKarp(graph: Graph, side: Uint8Array): Int32Array {
  const { n, offsets, targets } = graph;
  const mate = new Int32Array(n).fill(NONE);
  const layer = new Int32Array(n);
  const queue = new Int32Array(n);
  const cursor = new Int32Array(n);
  const stack = new Int32Array(n);
  greedyStart(graph, side, mate);
  for (;;) {
    // Layers of side-0 vertices: free ones at 0, then along (non-matching edge, matching edge).
    let tail = 0;
    for (let u = 0; u < n; u++) {
      if (side[u] === 0 && mate[u] === NONE) {
        layer[u] = 0;
        queue[tail++] = u;
      } else {
        layer[u] = UNREACHED;
      }
    }
    let freeLayer = UNREACHED;
    for (let head = 0; head < tail; head++) {
      const u = queue[head];
      if (layer[u] >= freeLayer) continue;
      for (let e = offsets[u]; e < offsets[u + 1]; e++) {
        const w = mate[targets[e]];
        if (w === NONE) {
          if (freeLayer === UNREACHED) freeLayer = layer[u] + 1;
        } else if (layer[w] === UNREACHED) {
          layer[w] = layer[u] + 1;
          queue[tail++] = w;
        }
      }
    }
    if (freeLayer === UNREACHED) return mate;
    for (let u = 0; u < n; u++) cursor[u] = offsets[u];
    let augmented = 0;
    for (let root = 0; root < n; root++) {
      if (side[root] !== 0 || mate[root] !== NONE) continue;
      if (augmentFrom(root, graph, mate, layer, cursor, stack, freeLayer)) augmented++;
    }
    if (augmented === 0) return mate;
  }
}

/**
 * Depth-first search for one shortest augmenting path from the free side-0 vertex `root` through
 * the layers; flips it when found. stack holds the side-0 vertices of the current path.
 */
function augmentFrom(
  root: number,
  graph: Graph,
  mate: Int32Array,
  layer: Int32Array,
  cursor: Int32Array,
  stack: Int32Array,
  freeLayer: number,
): boolean {
  const { offsets, targets } = graph;
  let depth = 0;
  stack[depth++] = root;
  while (depth > 0) {
    const u = stack[depth - 1];
    if (cursor[u] === offsets[u + 1]) {
      layer[u] = UNREACHED; // no augmenting path through u in this phase
      depth--;
      continue;
    }
    const v = targets[cursor[u]++];
    const w = mate[v];
    if (w === NONE) {
      if (layer[u] + 1 !== freeLayer) continue;
      // Flip the path root … u, v: each side-0 vertex on the stack takes the vertex after it.
      let right = v;
      for (let i = depth - 1; i >= 0; i--) {
        const left = stack[i];
        const previous = mate[left];
        mate[left] = right;
        mate[right] = left;
        right = previous;
      }
      return true;
    }
    // The edge to v is already consumed: if w turns out dead, u goes on with its next edge.
    if (layer[w] === layer[u] + 1) stack[depth++] = w;
  }
  return false;
}

/** Matches every side-0 vertex to a free neighbour where one exists: a cheap head start. */
function greedyStart(graph: Graph, side: Uint8Array, mate: Int32Array): void {
  const { n, offsets, targets } = graph;
  for (let u = 0; u < n; u++) {
    if (side[u] !== 0) continue;
    for (let e = offsets[u]; e < offsets[u + 1]; e++) {
      const v = targets[e];
      if (mate[v] === NONE) {
        mate[u] = v;
        mate[v] = u;
        break;
      }
    }
  }
}

/** Number of edges in a matching given as mate[]. */
export function matchingSize(mate: Int32Array): number {
  let matched = 0;
  for (let v = 0; v < mate.length; v++) if (mate[v] !== NONE) matched++;
  return matched / 2;
}
