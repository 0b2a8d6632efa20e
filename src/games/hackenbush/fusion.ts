import { buildAdjacency, type Adjacency } from './adjacency.js';
import type { HackenbushGraph } from './graph.js';

/**
 * A grounded graph cut into its 2-edge-connected blocks. By the fusion principle the vertices of
 * a cycle can be fused into one and the cycle's edges turned into loops without changing the
 * value; doing so for every cycle fuses each block into one vertex carrying its non-bridge edges
 * as loops. A loop is worth 1, so a block is worth (its edge count mod 2), and what is left is a
 * tree of blocks joined by bridges, valued by the colon principle. A tree is the case with no
 * cycle (every block one vertex); a cactus the case where every block is one cycle, so an odd
 * cycle counts as a loop (*1 at its top vertex) and an even cycle as nothing.
 */
export interface Fusion {
  /** Value of the whole position. */
  value: number;
  /** Block of each vertex, −1 for vertices not connected to the ground; block 0 holds the ground. */
  blockOf: Int32Array;
  blockCount: number;
  /** Non-bridge edges (loops included) inside each block. */
  blockEdges: Int32Array;
  /** The block above each block in the block tree (−1 for block 0). */
  blockParent: Int32Array;
  /** The bridge joining each block to its parent block (−1 for block 0). */
  blockBridge: Int32Array;
  /** Value of the part of the graph hanging from each block (block 0: the whole graph). */
  blockValue: Int32Array;
  /** 1 for edges that are bridges. */
  isBridge: Uint8Array;
  /** 1 for edges connected to the ground (the others have already fallen). */
  isGrounded: Uint8Array;
  /** Edge ends once every ground vertex is the first one (an edge between two grounds is a loop). */
  from: Int32Array;
  to: Int32Array;
}

/** The value of a grounded graph by the fusion principle. */
export function fusionValue(graph: HackenbushGraph): number {
  return fuse(graph).value;
}

export function fuse(graph: HackenbushGraph): Fusion {
  const n = graph.vertexCount;
  const m = graph.edges.length;
  // Every ground vertex is the one ground: send all of them to the first.
  const groundVertex = graph.ground[0];
  const isGround = new Uint8Array(n);
  for (const g of graph.ground) isGround[g] = 1;
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  graph.edges.forEach(([u, v], e) => {
    from[e] = isGround[u] ? groundVertex : u;
    to[e] = isGround[v] ? groundVertex : v;
  });
  const adjacency = buildAdjacency(n, from, to);
  const search = findBridges(n, m, adjacency, groundVertex);
  const { discovery, isBridge, parentEdge } = search;

  const isGrounded = new Uint8Array(m);
  for (let e = 0; e < m; e++) isGrounded[e] = discovery[from[e]] >= 0 ? 1 : 0;

  // Blocks numbered in discovery order, so a block's parent block always has a smaller number.
  const blockOf = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let blockCount = 0;
  for (const start of search.order) {
    if (blockOf[start] >= 0) continue;
    const block = blockCount++;
    let tail = 0;
    queue[tail++] = start;
    blockOf[start] = block;
    for (let head = 0; head < tail; head++) {
      const v = queue[head];
      for (let slot = adjacency.start[v]; slot < adjacency.start[v + 1]; slot++) {
        const w = adjacency.neighbour[slot];
        if (isBridge[adjacency.edge[slot]] || blockOf[w] >= 0) continue;
        blockOf[w] = block;
        queue[tail++] = w;
      }
    }
  }

  for (const g of graph.ground) blockOf[g] = blockOf[groundVertex];

  const blockEdges = new Int32Array(blockCount);
  const blockParent = new Int32Array(blockCount).fill(-1);
  const blockBridge = new Int32Array(blockCount).fill(-1);
  for (let e = 0; e < m; e++) {
    if (isGrounded[e] && !isBridge[e]) blockEdges[blockOf[from[e]]]++;
  }
  for (const v of search.order) {
    const e = parentEdge[v];
    if (e < 0 || !isBridge[e]) continue;
    const above = from[e] === v ? to[e] : from[e];
    blockParent[blockOf[v]] = blockOf[above];
    blockBridge[blockOf[v]] = e;
  }

  // Colon principle on the block tree, children (larger numbers) first.
  const blockValue = new Int32Array(blockCount);
  for (let b = blockCount - 1; b >= 0; b--) {
    blockValue[b] ^= blockEdges[b] & 1;
    if (b > 0) blockValue[blockParent[b]] ^= blockValue[b] + 1;
  }
  return {
    value: blockCount > 0 ? blockValue[0] : 0,
    blockOf,
    blockCount,
    blockEdges,
    blockParent,
    blockBridge,
    blockValue,
    isBridge,
    isGrounded,
    from,
    to,
  };
}

interface BridgeSearch {
  /** Discovery time of each vertex, −1 when not reached from the root. */
  discovery: Int32Array;
  /** Reached vertices in discovery order. */
  order: Int32Array;
  /** The tree edge by which each vertex was discovered (−1 for the root). */
  parentEdge: Int32Array;
  isBridge: Uint8Array;
}

/**
 * Bridges by depth-first search with low-links, on an explicit stack. The edge a vertex was
 * discovered by is skipped by its id, not its far end, so a parallel edge counts as a cycle.
 */
function findBridges(n: number, edgeCount: number, adjacency: Adjacency, root: number): BridgeSearch {
  const { start, neighbour, edge } = adjacency;
  const discovery = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const parentVertex = new Int32Array(n).fill(-1);
  const cursor = start.slice(0, n);
  const order = new Int32Array(n);
  const stack = new Int32Array(n);
  const isBridge = new Uint8Array(edgeCount);
  let time = 0;
  let depth = 0;
  stack[depth++] = root;
  discovery[root] = low[root] = time;
  order[time++] = root;
  while (depth > 0) {
    const v = stack[depth - 1];
    if (cursor[v] < start[v + 1]) {
      const slot = cursor[v]++;
      const w = neighbour[slot];
      const e = edge[slot];
      if (e === parentEdge[v] || w === v) continue;
      if (discovery[w] < 0) {
        discovery[w] = low[w] = time;
        order[time++] = w;
        parentEdge[w] = e;
        parentVertex[w] = v;
        stack[depth++] = w;
      } else if (discovery[w] < low[v]) {
        low[v] = discovery[w];
      }
      continue;
    }
    depth--;
    const p = parentVertex[v];
    if (p < 0) continue;
    if (low[v] < low[p]) low[p] = low[v];
    if (low[v] > discovery[p]) isBridge[parentEdge[v]] = 1;
  }
  return { discovery, order: order.subarray(0, time), parentEdge, isBridge };
}
