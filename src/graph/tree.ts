import { graphFromEdgeLists, type Graph } from './graph.js';
import { breadthFirstForest } from './traversal.js';

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

const UNSEEN = -2;

/**
 * The breadth-first search of breadthFirst, cut down to what a rooted tree needs: the parent
 * array doubles as the visited mark and no edge ids are kept, so each vertex costs one random
 * write instead of three (this search is most of the work of reading a large tree).
 */
export function rootTree(graph: Graph, root = 0): RootedTree {
  const { n, offsets, targets } = graph;
  const parent = new Int32Array(n).fill(UNSEEN);
  const order = new Int32Array(n);
  parent[root] = -1;
  order[0] = root;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const u = order[head];
    for (let slot = offsets[u]; slot < offsets[u + 1]; slot++) {
      const v = targets[slot];
      if (parent[v] !== UNSEEN) continue;
      parent[v] = u;
      order[tail++] = v;
    }
  }
  if (tail < n) for (let v = 0; v < n; v++) if (parent[v] === UNSEEN) parent[v] = -1;
  return { vertexCount: n, root, order: tail === n ? order : order.slice(0, tail), parent };
}

/** A tree given by its edge list (0-based ends), hung from `root`. */
export function rootTreeFromEdges(vertexCount: number, from: ArrayLike<number>, to: ArrayLike<number>, root: number): RootedTree {
  return rootTree(graphFromEdgeLists(vertexCount, from, to), root);
}

/** True when the search reached every vertex, i.e. n − 1 edges formed a tree. */
export function spansAll(tree: RootedTree): boolean {
  return tree.order.length === tree.vertexCount;
}

/** The tree's edges (parent, child), for rules models. */
export function treeEdges(tree: RootedTree): [number, number][] {
  return Array.from(tree.order.subarray(1), (v) => [tree.parent[v], v]);
}

/** A rooted forest on 0..n-1 in BFS order (parents before children); roots have parent −1. */
export interface RootedForest {
  vertexCount: number;
  order: Int32Array;
  parent: Int32Array;
  roots: Int32Array;
}

/**
 * Roots each tree of a forest at its smallest vertex. Returns null when the edges hold a cycle
 * (a forest with c trees has exactly n − c edges; more means a cycle or a repeated edge).
 */
export function rootForestAtSmallest(vertexCount: number, from: ArrayLike<number>, to: ArrayLike<number>): RootedForest | null {
  const { order, parent, roots } = breadthFirstForest(graphFromEdgeLists(vertexCount, from, to, 'keep'));
  if (from.length !== vertexCount - roots.length) return null;
  return { vertexCount, order, parent, roots };
}
