import type { Graph } from '../../graph/index.js';

const NONE = -1;

/**
 * Edmonds' blossom algorithm on a general graph, with array state only. `grow` builds alternating
 * trees from a set of exposed roots: an outer vertex scans its edges; an edge to an unlabelled
 * matched vertex adds it (inner) and its mate (outer); an edge between two outer vertices of the
 * same tree closes an odd cycle, which is contracted into its base (`base[]`) and every vertex in
 * it becomes outer. An edge from an outer vertex to an exposed non-root vertex is an augmenting path.
 */
class BlossomSearch {
  readonly mate: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly outer: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly onPath: Uint8Array;
  private readonly queue: Int32Array;
  private head = 0;
  private tail = 0;

  constructor(private readonly graph: Graph) {
    const n = graph.n;
    this.mate = new Int32Array(n).fill(NONE);
    this.parent = new Int32Array(n);
    this.base = new Int32Array(n);
    this.outer = new Uint8Array(n);
    this.inBlossom = new Uint8Array(n);
    this.onPath = new Uint8Array(n);
    this.queue = new Int32Array(n);
  }

  /** Grows the forest from `roots`; returns the exposed vertex ending an augmenting path, or -1. */
  grow(roots: readonly number[] | Int32Array): number {
    const { n, offsets, targets } = this.graph;
    const { mate, parent, base, outer, queue } = this;
    parent.fill(NONE);
    outer.fill(0);
    for (let i = 0; i < n; i++) base[i] = i;
    this.head = 0;
    this.tail = 0;
    for (const root of roots) {
      outer[root] = 1;
      queue[this.tail++] = root;
    }
    while (this.head < this.tail) {
      const v = queue[this.head++];
      for (let e = offsets[v]; e < offsets[v + 1]; e++) {
        const to = targets[e];
        if (base[v] === base[to] || mate[v] === to) continue;
        if (outer[to]) {
          this.contract(v, to);
        } else if (parent[to] === NONE) {
          parent[to] = v;
          if (mate[to] === NONE) return to;
          outer[mate[to]] = 1;
          queue[this.tail++] = mate[to];
        }
      }
    }
    return NONE;
  }

  /** True for vertices labelled outer by the last `grow`. */
  isOuter(v: number): boolean {
    return this.outer[v] === 1;
  }

  /** Flips the augmenting path that `grow` found ending at the exposed vertex `end`. */
  augment(end: number): void {
    const { mate, parent } = this;
    let v = end;
    while (v !== NONE) {
      const previous = parent[v];
      const next = mate[previous];
      mate[v] = previous;
      mate[previous] = v;
      v = next;
    }
  }

  /** Contracts the odd cycle closed by the edge v–to (both outer, same tree). */
  private contract(v: number, to: number): void {
    const { n } = this.graph;
    const { base, outer, inBlossom, queue } = this;
    const top = this.commonBase(v, to);
    inBlossom.fill(0);
    this.markPath(v, top, to);
    this.markPath(to, top, v);
    for (let i = 0; i < n; i++) {
      if (!inBlossom[base[i]]) continue;
      base[i] = top;
      if (!outer[i]) {
        outer[i] = 1;
        queue[this.tail++] = i;
      }
    }
  }

  /** The base of the blossom where the tree paths of a and b meet (walking base → mate → parent). */
  private commonBase(a: number, b: number): number {
    const { mate, parent, base, onPath } = this;
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (mate[a] === NONE) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[mate[b]];
    }
  }

  /** Marks the blossom bases on the path from v down to `top` and points parents across the cycle. */
  private markPath(v: number, top: number, child: number): void {
    const { mate, parent, base, inBlossom } = this;
    while (base[v] !== top) {
      inBlossom[base[v]] = 1;
      inBlossom[base[mate[v]]] = 1;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }
}

/** A maximum matching of any graph by Edmonds' blossom algorithm; mate[v] = -1 when unmatched. */
export function maximumMatching(graph: Graph): Int32Array {
  const search = new BlossomSearch(graph);
  const { mate } = search;
  const { n, offsets, targets } = graph;
  for (let u = 0; u < n; u++) {
    if (mate[u] !== NONE) continue;
    for (let e = offsets[u]; e < offsets[u + 1]; e++) {
      const v = targets[e];
      if (mate[v] === NONE) {
        mate[u] = v;
        mate[v] = u;
        break;
      }
    }
  }
  for (let root = 0; root < n; root++) {
    if (mate[root] !== NONE) continue;
    const end = search.grow([root]);
    if (end !== NONE) search.augment(end);
  }
  return mate;
}

/**
 * Gallai–Edmonds: the vertices missed by some maximum matching are exactly those labelled outer
 * when alternating trees are grown from every exposed vertex of a maximum matching at once (no
 * augmenting path exists, so trees never meet). Returns flags and the matching used.
 */
export function missableVerticesGeneral(graph: Graph): { missable: Uint8Array; mate: Int32Array } {
  const mate = maximumMatching(graph);
  const search = new BlossomSearch(graph);
  search.mate.set(mate);
  const exposed: number[] = [];
  for (let v = 0; v < graph.n; v++) if (mate[v] === NONE) exposed.push(v);
  if (search.grow(exposed) !== NONE) throw new Error('blossom search found an augmenting path for a maximum matching');
  const missable = new Uint8Array(graph.n);
  for (let v = 0; v < graph.n; v++) missable[v] = search.isOuter(v) ? 1 : 0;
  return { missable, mate };
}
