import { graphFromEdges, rootTree, spansAll, type Graph, type RootedTree } from '../graph/index.js';
import type { InputReader } from './input.js';

/**
 * Reads n − 1 edges `u v` (1-based) and checks they form a tree on n vertices; the graph is
 * 0-based. n − 1 edges that connect everything are a tree, so one breadth-first search suffices.
 */
export function readTree(input: InputReader, n: number): Graph {
  const tree = readEdges(input, n);
  if (!spansAll(rootTree(tree, 0))) notATree(input, n);
  return tree;
}

/** The same tree hung from `root`, from the one breadth-first search that checks it. */
export function readRootedTree(input: InputReader, n: number, root = 0): RootedTree {
  const tree = rootTree(readEdges(input, n), root);
  if (!spansAll(tree)) notATree(input, n);
  return tree;
}

function notATree(input: InputReader, n: number): never {
  return input.fail(`the ${n - 1} edges do not form a tree on ${n} vertices`);
}

/** n − 1 edges `u v` (1-based, no loops) as a 0-based graph. */
function readEdges(input: InputReader, n: number): Graph {
  const ends = new Int32Array(2 * (n - 1));
  for (let e = 0; e < n - 1; e++) {
    const u = input.int('u', 1, n);
    const v = input.int('v', 1, n);
    if (u === v) input.fail(`edge ${e + 1} is a loop at vertex ${u}`);
    ends[2 * e] = u - 1;
    ends[2 * e + 1] = v - 1;
  }
  return graphFromEdges(n, ends);
}
