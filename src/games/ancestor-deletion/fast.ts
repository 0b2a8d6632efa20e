import type { RootedForest } from '../../graph/index.js';
import { XorTriePool } from './xorTrie.js';

/**
 * Grundy values of every subtree for "delete a vertex and all its ancestors". Deleting v inside
 * the tree of u removes the path u..v and leaves the subtrees hanging off that path, so with
 * X(u) = ⊕ over children c of G(c), the option values of u form the set
 *   S(u) = {X(u)} ∪ ⋃_c ( S(c) ⊕ X(u) ⊕ G(c) ),      G(u) = mex S(u).
 * The sets live in XOR tries merged bottom-up (lazy XOR tags), so the whole forest costs
 * O(n log n). Returns G for every vertex; the forest's value is the XOR over its roots.
 */
export function ancestorDeletionValues(forest: RootedForest): Int32Array {
  const n = forest.vertexCount;
  // Values never exceed n < 2^bits, so XORs of them stay below 2^bits, and a set of at most n
  // option values never fills all 2^bits slots (the mex always exists inside the trie).
  const bits = 32 - Math.clz32(n);
  const pool = new XorTriePool(bits, n);
  const grundy = new Int32Array(n);
  const childXor = new Int32Array(n);
  const options = new Int32Array(n);
  const { order, parent } = forest;
  for (let i = n - 1; i >= 0; i--) {
    const u = order[i];
    // The children's sets were shifted by their own G(c) already; X(u) is complete now.
    const set = pool.merge(pool.xorAll(options[u], childXor[u]), pool.single(childXor[u]));
    grundy[u] = pool.mex(set);
    const p = parent[u];
    if (p < 0) continue;
    childXor[p] ^= grundy[u];
    // Shift S(u) by G(u) now; the shift by X(p) waits until every child of p is in.
    options[p] = pool.merge(options[p], pool.xorAll(set, grundy[u]));
  }
  return grundy;
}

/** The value of the whole forest: the XOR of its trees' values. */
export function ancestorDeletionForestValue(forest: RootedForest): number {
  const grundy = ancestorDeletionValues(forest);
  let value = 0;
  for (const root of forest.roots) value ^= grundy[root];
  return value;
}
