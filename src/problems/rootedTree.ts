import { breadthFirst, type Graph } from '../games/geography/graph.js';
import type { RootedTree } from '../games/hackenbush/tree.js';

/** A tree read by readTree, hung from `root` (BFS order, parents before children). */
export function hangTree(graph: Graph, root = 0): RootedTree {
  const { order, parent } = breadthFirst(graph, root);
  return { vertexCount: graph.n, root, order, parent };
}
