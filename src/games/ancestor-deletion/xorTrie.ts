// A node's four fields side by side in one Int32Array (one cache line holds four nodes): its
// children for bit 0 and bit 1, its pending XOR tag and how many elements lie below it.
const ZERO = 0;
const ONE = 1;
const TAG = 2;
const COUNT = 3;
const FIELDS = 4;

/**
 * Sets of integers in 0..2^bits−1 as binary tries in one pool of typed arrays, with the three
 * operations the ancestor-deletion values need: XOR every element by a constant (a lazy tag, O(1)),
 * merge two sets (destroys both, amortised O(bits) per element ever inserted), and the mex.
 * Node 0 is the empty set; a node is its index times FIELDS. Recursion only follows the bits
 * (depth ≤ bits), never the input.
 */
export class XorTriePool {
  private readonly nodes: Int32Array;
  private used = FIELDS;

  /** Room for `capacity` calls of `single`. */
  constructor(
    readonly bits: number,
    capacity: number,
  ) {
    this.nodes = new Int32Array((1 + capacity * (bits + 1)) * FIELDS);
  }

  /** The set {value}. */
  single(value: number): number {
    const nodes = this.nodes;
    const root = this.used;
    let node = root;
    for (let level = this.bits; level > 0; level--) {
      const child = node + FIELDS;
      nodes[node + COUNT] = 1;
      nodes[node + ((value >> (level - 1)) & 1)] = child;
      node = child;
    }
    nodes[node + COUNT] = 1;
    this.used = node + FIELDS;
    return root;
  }

  /** The set {x ⊕ value : x in set}, in place. */
  xorAll(set: number, value: number): number {
    if (set !== 0) this.nodes[set + TAG] ^= value;
    return set;
  }

  /** The union of two sets; both arguments are consumed. */
  merge(a: number, b: number): number {
    return this.mergeAt(a, b, this.bits);
  }

  private mergeAt(a: number, b: number, level: number): number {
    if (a === 0) return b;
    if (b === 0 || level === 0) return a;
    const nodes = this.nodes;
    this.push(a, level);
    this.push(b, level);
    const zero = this.mergeAt(nodes[a + ZERO], nodes[b + ZERO], level - 1);
    const one = this.mergeAt(nodes[a + ONE], nodes[b + ONE], level - 1);
    nodes[a + ZERO] = zero;
    nodes[a + ONE] = one;
    nodes[a + COUNT] = nodes[zero + COUNT] + nodes[one + COUNT];
    return a;
  }

  /** The least non-negative integer not in the set (the set must not be full). */
  mex(set: number): number {
    const nodes = this.nodes;
    let value = 0;
    let node = set;
    for (let level = this.bits; level > 0 && node !== 0; level--) {
      this.push(node, level);
      const low = nodes[node + ZERO];
      // A full lower half holds 2^(level−1) values (shifts, not **, which is far slower here).
      if (nodes[low + COUNT] === 1 << (level - 1)) {
        value |= 1 << (level - 1);
        node = nodes[node + ONE];
      } else {
        node = low;
      }
    }
    return value;
  }

  /** Applies a node's pending XOR to its children: bit level−1 swaps them. */
  private push(node: number, level: number): void {
    const nodes = this.nodes;
    const t = nodes[node + TAG];
    if (t === 0) return;
    if ((t >> (level - 1)) & 1) {
      const z = nodes[node + ZERO];
      nodes[node + ZERO] = nodes[node + ONE];
      nodes[node + ONE] = z;
    }
    if (level > 1) {
      const zero = nodes[node + ZERO];
      const one = nodes[node + ONE];
      if (zero !== 0) nodes[zero + TAG] ^= t;
      if (one !== 0) nodes[one + TAG] ^= t;
    }
    nodes[node + TAG] = 0;
  }
}
