import type { Graph } from './graph.js';

/** A depth-first search from one root, with the bridges it found. */
export interface BridgeSearch {
  /** Discovery time of each vertex, −1 when not reached from the root. */
  discovery: Int32Array;
  /** Reached vertices in discovery order. */
  order: Int32Array;
  /** The tree edge by which each vertex was discovered (−1 for the root). */
  parentEdge: Int32Array;
  /** 1 for edges (by id) that are bridges. */
  isBridge: Uint8Array;
}

/**
 * Bridges of the component of `root` by depth-first search with low-links, on an explicit stack.
 * The edge a vertex was discovered by is skipped by its id, not its far end, so a parallel edge
 * counts as a cycle; loops are never bridges.
 */
export function findBridges(graph: Graph, edgeCount: number, root: number): BridgeSearch {
  const { n, offsets, targets, edgeIds } = graph;
  const discovery = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const parentVertex = new Int32Array(n).fill(-1);
  const cursor = offsets.slice(0, n);
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
    if (cursor[v] < offsets[v + 1]) {
      const slot = cursor[v]++;
      const w = targets[slot];
      const e = edgeIds[slot];
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
