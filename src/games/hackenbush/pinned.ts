import type { RootedTree } from '../../graph/index.js';
import { colonValues } from './colon.js';

/**
 * Tree Hackenbush with several pinned vertices (cf1610i): a move deletes an edge and every
 * component without a pinned vertex. Pinned vertices are ground, and all ground is one vertex,
 * so the tree spanned by the pinned vertices lies on cycles through the ground: by the fusion
 * principle its edges become loops at the ground (worth 1 each), and each subtree hanging from
 * it adds (its colon value + 1). With S the spanned tree and h the colon values from the root,
 *   value(S) = |E(S)| mod 2  ⊕  ⊕_{c ∉ S, parent(c) ∈ S} (h(c) + 1)
 *            = h(root) ⊕ ⊕_{u ∈ S, u ≠ root} (1 ⊕ h(u) ⊕ (h(u) + 1)),
 * since taking u into S adds its edge, removes its own hanging term and hangs its children.
 *
 * Returns value[k−1] for the pinned set {order of pinning}[0..k−1], the first pinned vertex
 * being the tree's root; each vertex enters S once, so the whole run is linear.
 */
export function pinnedPrefixValues(tree: RootedTree, pinningOrder: Int32Array): Int32Array {
  const h = colonValues(tree);
  const inSpan = new Uint8Array(tree.vertexCount);
  const values = new Int32Array(pinningOrder.length);
  inSpan[tree.root] = 1;
  let value = h[tree.root];
  for (let k = 0; k < pinningOrder.length; k++) {
    for (let u = pinningOrder[k]; !inSpan[u]; u = tree.parent[u]) {
      inSpan[u] = 1;
      value ^= 1 ^ h[u] ^ (h[u] + 1);
    }
    values[k] = value;
  }
  return values;
}
