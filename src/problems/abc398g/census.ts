/** What the rule needs from the components: odd-size ones, lone vertices, and a's fixed parity. */
export interface ComponentCensus {
  oddComponents: number;
  isolated: number;
  /** Parity of the part sizes the even-size components put on one side (their sum's parity). */
  evenParity: number;
}

/**
 * The census of a graph on n vertices with edges (ends[2e], ends[2e+1]), by union–find with
 * parities (each vertex's side relative to its root), which also checks that the graph has no odd
 * cycle and no repeated edge. Returns what is wrong instead, as a sentence for the input error.
 * Linear apart from the inverse-Ackermann factor, with no adjacency lists: the edges are read once.
 */
export function componentCensus(n: number, ends: Int32Array): ComponentCensus | string {
  const sets = new ParitySets(n);
  const m = ends.length >> 1;
  // Edges joining two vertices already connected: a repeated edge is always one of them.
  const closing = new Int32Array(m);
  let closingCount = 0;
  for (let e = 0; e < m; e++) {
    const u = sets.find(ends[2 * e]);
    const v = sets.find(ends[2 * e + 1]);
    if (u >> 1 !== v >> 1) sets.join(u, v);
    else if ((u & 1) === (v & 1)) return 'the graph has an odd cycle';
    else closing[closingCount++] = e;
  }
  if (closingCount > 0) {
    const repeated = repeatedEdge(n, ends, closing.subarray(0, closingCount));
    if (repeated >= 0)
      return `the edge ${Math.min(ends[2 * repeated], ends[2 * repeated + 1]) + 1} ${Math.max(ends[2 * repeated], ends[2 * repeated + 1]) + 1} appears twice`;
  }
  return sets.census();
}

/**
 * Disjoint sets of vertices with, for each vertex, the parity of its path to its root (its side
 * of the two-colouring), and per root how many of its vertices share the root's side. A vertex's
 * link is parent · 2 + its parity relative to the parent (one word: one random access per step;
 * a root links to itself with parity 0). find returns root · 2 + parity, so no pair is allocated.
 */
class ParitySets {
  private readonly link: Int32Array;
  /** Per root, side by side (one cache line for both): its set's size and how many share its side. */
  private readonly counts: Int32Array;

  constructor(readonly n: number) {
    this.link = new Int32Array(n);
    for (let v = 0; v < n; v++) this.link[v] = v << 1;
    this.counts = new Int32Array(2 * n).fill(1);
  }

  /** root · 2 + the parity of v relative to it; halves the path on the way. */
  find(v: number): number {
    const link = this.link;
    let side = 0;
    for (;;) {
      const toParent = link[v];
      const parent = toParent >> 1;
      if (parent === v) return (v << 1) | side;
      const toGrand = link[parent];
      // Hang v from its grandparent: parities add along the path (a root's own parity is 0).
      const halved = (toGrand & ~1) | ((toParent ^ toGrand) & 1);
      link[v] = halved;
      side ^= halved & 1;
      v = halved >> 1;
    }
  }

  /** Joins the sets of two found vertices (root · 2 + parity each) so that they differ in side. */
  join(a: number, b: number): void {
    const counts = this.counts;
    let small = a >> 1;
    let large = b >> 1;
    if (counts[2 * small] > counts[2 * large]) {
      large = a >> 1;
      small = b >> 1;
    }
    const flip = (a ^ b ^ 1) & 1;
    this.link[small] = (large << 1) | flip;
    const smallSize = counts[2 * small];
    const smallSide = counts[2 * small + 1];
    // The small set's vertices on its root's side are on the large root's side unless flipped.
    counts[2 * large] += smallSize;
    counts[2 * large + 1] += flip === 0 ? smallSide : smallSize - smallSide;
  }

  census(): ComponentCensus {
    let oddComponents = 0;
    let isolated = 0;
    let evenParity = 0;
    for (let v = 0; v < this.n; v++) {
      if (this.link[v] >> 1 !== v) continue;
      const size = this.counts[2 * v];
      if (size % 2 === 1) {
        oddComponents++;
        if (size === 1) isolated++;
      } else {
        evenParity ^= this.counts[2 * v + 1] & 1;
      }
    }
    return { oddComponents, isolated, evenParity };
  }
}

/**
 * An edge whose two ends some other edge also joins, or −1. Only the closing edges can repeat an
 * earlier one, so they go into a small open-addressing table and every edge is looked up in it:
 * a closing edge's pair met twice is repeated.
 */
function repeatedEdge(n: number, ends: Int32Array, closing: Int32Array): number {
  let capacity = 4;
  while (capacity < 2 * closing.length) capacity *= 2;
  const mask = capacity - 1;
  const low = new Int32Array(capacity).fill(-1);
  const high = new Int32Array(capacity);
  const met = new Int32Array(capacity);
  const slotOf = (a: number, b: number): number => {
    let slot = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & mask;
    while (low[slot] !== -1 && (low[slot] !== a || high[slot] !== b)) slot = (slot + 1) & mask;
    return slot;
  };
  for (const e of closing) {
    const a = Math.min(ends[2 * e], ends[2 * e + 1]);
    const b = Math.max(ends[2 * e], ends[2 * e + 1]);
    const slot = slotOf(a, b);
    low[slot] = a;
    high[slot] = b;
  }
  for (let e = 0; e < ends.length >> 1; e++) {
    const a = Math.min(ends[2 * e], ends[2 * e + 1]);
    const b = Math.max(ends[2 * e], ends[2 * e + 1]);
    const slot = slotOf(a, b);
    if (low[slot] === a && ++met[slot] === 2) return e;
  }
  return -1;
}
