import type { Graph } from '../../games/geography/graph.js';

/**
 * Preorder numbering of a rooted tree (sub(v) = positions tin[v]..tout[v]) and lowest common
 * ancestors by heavy-path decomposition: each vertex knows the top of its heavy path, and an LCA
 * query climbs from path top to path top, O(log n) jumps. Linear memory and set-up, explicit
 * stacks only, so paths of 4·10^5 vertices are fine.
 */
export class EulerTour {
  readonly tin: Int32Array;
  readonly tout: Int32Array;
  /** order[i] = the vertex at preorder position i. */
  readonly order: Int32Array;
  readonly parent: Int32Array;
  private readonly depth: Int32Array;
  private readonly pathTop: Int32Array;

  constructor(tree: Graph, root: number) {
    const { n, offsets, targets } = tree;
    this.tin = new Int32Array(n);
    this.tout = new Int32Array(n);
    this.order = new Int32Array(n);
    this.parent = new Int32Array(n).fill(-1);
    this.depth = new Int32Array(n);
    const stack = new Int32Array(n);
    let top = 0;
    let time = 0;
    stack[top++] = root;
    while (top > 0) {
      const v = stack[--top];
      this.tin[v] = time;
      this.order[time++] = v;
      for (let e = offsets[v]; e < offsets[v + 1]; e++) {
        const c = targets[e];
        if (c === this.parent[v]) continue;
        this.parent[c] = v;
        this.depth[c] = this.depth[v] + 1;
        stack[top++] = c;
      }
    }
    // Subtree sizes in reverse preorder give each subtree's last position and the heavy child.
    const size = new Int32Array(n).fill(1);
    const heavy = new Int32Array(n).fill(-1);
    for (let i = n - 1; i > 0; i--) {
      const v = this.order[i];
      const p = this.parent[v];
      size[p] += size[v];
      if (heavy[p] < 0 || size[v] > size[heavy[p]]) heavy[p] = v;
    }
    for (let v = 0; v < n; v++) this.tout[v] = this.tin[v] + size[v] - 1;
    this.pathTop = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const v = this.order[i];
      const p = this.parent[v];
      this.pathTop[v] = p >= 0 && heavy[p] === v ? this.pathTop[p] : v;
    }
  }

  lca(a: number, b: number): number {
    const { pathTop, parent, depth } = this;
    while (pathTop[a] !== pathTop[b]) {
      if (depth[pathTop[a]] > depth[pathTop[b]]) a = parent[pathTop[a]];
      else b = parent[pathTop[b]];
    }
    return depth[a] < depth[b] ? a : b;
  }
}
