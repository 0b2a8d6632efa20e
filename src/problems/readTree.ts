import { breadthFirst, graphFromEdges, type Graph } from '../graph/index.js';
import type { InputReader } from './input.js';

/**
 * Reads n − 1 edges `u v` (1-based) and checks they form a tree on n vertices; the graph is
 * 0-based. n − 1 edges that connect everything are a tree, so one breadth-first search suffices.
 */
export function readTree(input: InputReader, n: number): Graph {
  const ends = new Int32Array(2 * (n - 1));
  for (let e = 0; e < n - 1; e++) {
    const u = input.int('u', 1, n);
    const v = input.int('v', 1, n);
    if (u === v) input.fail(`edge ${e + 1} is a loop at vertex ${u}`);
    ends[2 * e] = u - 1;
    ends[2 * e + 1] = v - 1;
  }
  const tree = graphFromEdges(n, ends);
  if (breadthFirst(tree, 0).order.length !== n) input.fail(`the ${n - 1} edges do not form a tree on ${n} vertices`);
  return tree;
}
