import { breadthFirst, type Graph } from '../../graph/index.js';

/**
 * Heavy-first preorder numbering of a rooted tree, and lowest common ancestors by heavy-path
 * decomposition, all indexed by preorder position: sub(i) is positions i..lastAt[i], and every
 * heavy child comes right after its parent, so each heavy path is a contiguous run of positions.
 * Callers work on positions only, which keeps their hot loops sequential instead of hopping through
 * a random vertex numbering (cache misses dominate on random trees otherwise). An LCA query climbs
 * from path top to path top, O(log n) jumps.
 *
 * Set-up: one breadth-first search, after which everything is indexed by BFS index (children of a
 * vertex are a contiguous BFS range, parents come before children), so the size and numbering
 * passes read their arrays in order. Linear memory and time, no recursion, so paths of 4·10^5
 * vertices are fine.
 */
export class EulerTour {
  /** order[i] = the vertex at preorder position i. */
  readonly order: Int32Array;
  /** parentAt[i] = the position of the parent of the vertex at position i (-1 at the root). */
  readonly parentAt: Int32Array;
  /** lastAt[i] = the last position of the subtree of the vertex at position i. */
  readonly lastAt: Int32Array;
  /** pathTopAt[i] = the position of the top of the heavy path through position i. */
  private readonly pathTopAt: Int32Array;

  constructor(tree: Graph, root: number) {
    const { n } = tree;
    const { queue, up, firstChild } = breadthFirstIndexed(tree, root);
    // Subtree sizes by BFS index: children have larger indices than their parent.
    const size = new Int32Array(n).fill(1);
    for (let j = n - 1; j > 0; j--) size[up[j]] += size[j];

    const order = (this.order = new Int32Array(n));
    const parentAt = (this.parentAt = new Int32Array(n));
    const lastAt = (this.lastAt = new Int32Array(n));
    const pathTopAt = (this.pathTopAt = new Int32Array(n));
    // at[j] = the position of BFS index j. Each parent (placed before its children, in BFS order)
    // hands out the positions after its own: first the heavy child's subtree, then the others'.
    const at = new Int32Array(n);
    order[0] = root;
    parentAt[0] = -1;
    lastAt[0] = n - 1;
    pathTopAt[0] = 0;
    for (let j = 0; j < n; j++) {
      const from = firstChild[j];
      const to = firstChild[j + 1];
      if (from === to) continue;
      const i = at[j];
      let heavy = from;
      for (let c = from + 1; c < to; c++) if (size[c] > size[heavy]) heavy = c;
      // The heavy child continues its parent's heavy path; every other child starts its own.
      at[heavy] = i + 1;
      let next = i + 1 + size[heavy];
      for (let c = from; c < to; c++) {
        if (c === heavy) continue;
        at[c] = next;
        next += size[c];
      }
      for (let c = from; c < to; c++) {
        const position = at[c];
        order[position] = queue[c];
        parentAt[position] = i;
        lastAt[position] = position + size[c] - 1;
        pathTopAt[position] = c === heavy ? pathTopAt[i] : position;
      }
    }
  }

  /**
   * The position of the LCA of the vertices at positions a and b. Heavy paths are contiguous and a
   * path's top precedes everything hanging below the path, so the path whose top comes later in
   * preorder cannot hold the LCA unless both share it: climb from that one.
   */
  lcaAt(a: number, b: number): number {
    const { pathTopAt, parentAt } = this;
    let ta = pathTopAt[a];
    let tb = pathTopAt[b];
    while (ta !== tb) {
      if (ta > tb) {
        a = parentAt[ta];
        ta = pathTopAt[a];
      } else {
        b = parentAt[tb];
        tb = pathTopAt[b];
      }
    }
    return a < b ? a : b;
  }
}

/**
 * Breadth-first order of a tree from root, indexed: queue[j] = the vertex with BFS index j, up[j] =
 * the BFS index of its parent (-1 for the root), and the children of index j are the indices
 * firstChild[j]..firstChild[j + 1] - 1 (they are enqueued together when j is dequeued).
 */
function breadthFirstIndexed(tree: Graph, root: number): { queue: Int32Array; up: Int32Array; firstChild: Int32Array } {
  const n = tree.n;
  const { order: queue, parent } = breadthFirst(tree, root);
  const indexOf = new Int32Array(n);
  for (let j = 0; j < n; j++) indexOf[queue[j]] = j;
  const up = new Int32Array(n);
  const firstChild = new Int32Array(n + 1);
  up[0] = -1;
  let next = 1;
  for (let j = 0; j < n; j++) {
    firstChild[j] = next;
    while (next < n && indexOf[parent[queue[next]]] === j) up[next++] = j;
  }
  firstChild[n] = next;
  return { queue, up, firstChild };
}
