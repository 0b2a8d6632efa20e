import { buildAdjacency, type Adjacency } from './adjacency.js';

/**
 * A tree hung from a root by breadth-first search: `order` lists the reached vertices, every
 * parent before its children, so a reverse pass over `order` is a bottom-up pass with no
 * recursion, whatever the depth (a path of a million vertices is fine).
 */
export interface RootedTree {
  vertexCount: number;
  root: number;
  /** Reached vertices in BFS order; shorter than vertexCount when the graph is not connected. */
  order: Int32Array;
  /** parent[v], or -1 for the root and for vertices not reached. */
  parent: Int32Array;
}

export function rootTree(vertexCount: number, adjacency: Adjacency, root: number): RootedTree {
  const { start, neighbour } = adjacency;
  const parent = new Int32Array(vertexCount).fill(-1);
  const seen = new Uint8Array(vertexCount);
  const queue = new Int32Array(vertexCount);
  let tail = 0;
  queue[tail++] = root;
  seen[root] = 1;
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    for (let slot = start[v]; slot < start[v + 1]; slot++) {
      const w = neighbour[slot];
      if (seen[w]) continue;
      seen[w] = 1;
      parent[w] = v;
      queue[tail++] = w;
    }
  }
  return { vertexCount, root, order: queue.subarray(0, tail), parent };
}

/** A tree given by its edge list (0-based ends), hung from `root`. */
export function rootTreeFromEdges(vertexCount: number, from: Int32Array, to: Int32Array, root: number): RootedTree {
  return rootTree(vertexCount, buildAdjacency(vertexCount, from, to), root);
}

/** True when the BFS reached every vertex, i.e. n−1 edges formed a tree. */
export function spansAll(tree: RootedTree): boolean {
  return tree.order.length === tree.vertexCount;
}

/**
 * Green Hackenbush values of every subtree by the colon principle: a vertex with children c has
 * value ⊕ (value(c) + 1), since the edge to c above c's subtree is a stalk of value(c) + 1.
 * value[root] is the value of the whole tree.
 */
export function colonValues(tree: RootedTree): Int32Array {
  const value = new Int32Array(tree.vertexCount);
  const { order, parent } = tree;
  for (let i = order.length - 1; i > 0; i--) {
    const v = order[i];
    value[parent[v]] ^= value[v] + 1;
  }
  return value;
}

/** The tree's edges (parent, child), for the rules model. */
export function treeEdges(tree: RootedTree): [number, number][] {
  return Array.from(tree.order.subarray(1), (v) => [tree.parent[v], v]);
}
