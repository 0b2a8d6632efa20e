/**
 * Sets of integers in 0..2^bits−1 as binary tries in one pool of typed arrays, with the three
 * operations the ancestor-deletion values need: XOR every element by a constant (a lazy tag, O(1)),
 * merge two sets (destroys both, amortised O(bits) per element ever inserted), and the mex.
 * Node 0 is the empty set. Recursion only follows the bits (depth ≤ bits), never the input.
 */
export class XorTriePool {
  private readonly zero: Int32Array;
  private readonly one: Int32Array;
  private readonly tag: Int32Array;
  /** Number of distinct elements below each node. */
  private readonly count: Int32Array;
  private used = 1;

  constructor(
    readonly bits: number,
    capacity: number,
  ) {
    const nodes = 1 + capacity * (bits + 1);
    this.zero = new Int32Array(nodes);
    this.one = new Int32Array(nodes);
    this.tag = new Int32Array(nodes);
    this.count = new Int32Array(nodes);
  }

  /** The set {value}. */
  single(value: number): number {
    const root = this.used;
    let node = this.used++;
    for (let level = this.bits; level > 0; level--) {
      this.count[node] = 1;
      const child = this.used++;
      if ((value >> (level - 1)) & 1) this.one[node] = child;
      else this.zero[node] = child;
      node = child;
    }
    this.count[node] = 1;
    return root;
  }

  /** The set {x ⊕ value : x in set}, in place. */
  xorAll(set: number, value: number): number {
    if (set !== 0) this.tag[set] ^= value;
    return set;
  }

  /** The union of two sets; both arguments are consumed. */
  merge(a: number, b: number): number {
    return this.mergeAt(a, b, this.bits);
  }

  private mergeAt(a: number, b: number, level: number): number {
    if (a === 0) return b;
    if (b === 0) return a;
    if (level === 0) return a;
    this.push(a, level);
    this.push(b, level);
    this.zero[a] = this.mergeAt(this.zero[a], this.zero[b], level - 1);
    this.one[a] = this.mergeAt(this.one[a], this.one[b], level - 1);
    this.count[a] = this.count[this.zero[a]] + this.count[this.one[a]];
    return a;
  }

  /** The least non-negative integer not in the set (the set must not be full). */
  mex(set: number): number {
    let value = 0;
    let node = set;
    for (let level = this.bits; level > 0 && node !== 0; level--) {
      this.push(node, level);
      const low = this.zero[node];
      // A full lower half holds 2^(level−1) values (shifts, not **, which is far slower here).
      if (this.count[low] === 1 << (level - 1)) {
        value |= 1 << (level - 1);
        node = this.one[node];
      } else {
        node = low;
      }
    }
    return value;
  }

  /** Applies a node's pending XOR to its children: bit level−1 swaps them. */
  private push(node: number, level: number): void {
    const t = this.tag[node];
    if (t === 0) return;
    if ((t >> (level - 1)) & 1) {
      const z = this.zero[node];
      this.zero[node] = this.one[node];
      this.one[node] = z;
    }
    if (level > 1) {
      if (this.zero[node] !== 0) this.tag[this.zero[node]] ^= t;
      if (this.one[node] !== 0) this.tag[this.one[node]] ^= t;
    }
    this.tag[node] = 0;
  }
}
