import { componentsWithout, findBridges, graphFromEdgeLists } from '../../graph/index.js';
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
  const adjacency = graphFromEdgeLists(n, from, to, 'keep');
  const search = findBridges(adjacency, m, groundVertex);
  const { discovery, isBridge, parentEdge } = search;

  const isGrounded = new Uint8Array(m);
  for (let e = 0; e < m; e++) isGrounded[e] = discovery[from[e]] >= 0 ? 1 : 0;

  // Blocks numbered in discovery order, so a block's parent block always has a smaller number.
  const { label: blockOf, count: blockCount } = componentsWithout(adjacency, isBridge, search.order);

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
