import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { ancestorDeletionForestValue, ancestorDeletionValues } from './fast.js';
import { rootForestAtSmallest } from '../../graph/index.js';
import { ancestorDeletionGame, wholeForest } from './rules.js';
import { XorTriePool } from './xorTrie.js';

/** A random forest on n ≤ 11 vertices: each vertex after the first joins an earlier one, or not. */
const arbitraryForest = fc
  .integer({ min: 1, max: 11 })
  .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: n - 1, maxLength: n - 1 }), fc.nat()))
  .map(([n, links, seed]) => {
    // Shuffle labels so trees are not rooted at their first-built vertex.
    const label = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = (seed + i * 7919) % (i + 1);
      [label[i], label[j]] = [label[j], label[i]];
    }
    const edges = links.flatMap(([p, joined], i) => (joined ? [[label[p % (i + 1)], label[i + 1]]] : []));
    const forest = rootForestAtSmallest(
      n,
      Int32Array.from(edges, (e) => e[0]),
      Int32Array.from(edges, (e) => e[1]),
    );
    if (forest === null) throw new Error('generated a cycle');
    return forest;
  });

describe('deleting a vertex and its ancestors', () => {
  it('the trie-merge values equal exhaustive search over the real game', () => {
    fc.assert(
      fc.property(arbitraryForest, (forest) => {
        const parent = Array.from(forest.parent);
        const brute = new GrundySolver(ancestorDeletionGame(parent)).grundy(wholeForest(forest.vertexCount));
        expect(ancestorDeletionForestValue(forest)).toBe(brute);
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked: a single vertex is *1, a path of two is *2, a star of 3 leaves is *2', () => {
    const forest = (n: number, edges: [number, number][]) =>
      rootForestAtSmallest(
        n,
        Int32Array.from(edges, (e) => e[0]),
        Int32Array.from(edges, (e) => e[1]),
      )!;
    expect(ancestorDeletionForestValue(forest(1, []))).toBe(1);
    expect(ancestorDeletionForestValue(forest(2, [[0, 1]]))).toBe(2);
    // Star: deleting the centre leaves three leaves, *1 ⊕ *1 ⊕ *1 = *1; a leaf with the centre
    // leaves two, *1 ⊕ *1 = 0: mex {1, 0} = 2.
    expect(
      ancestorDeletionForestValue(
        forest(4, [
          [0, 1],
          [0, 2],
          [0, 3],
        ]),
      ),
    ).toBe(2);
    // Two trees: the sample's second test, two paths of two vertices, *2 ⊕ *2 = 0.
    expect(
      ancestorDeletionForestValue(
        forest(4, [
          [2, 3],
          [1, 0],
        ]),
      ),
    ).toBe(0);
    expect(rootForestAtSmallest(3, Int32Array.from([0, 1, 2]), Int32Array.from([1, 2, 0]))).toBeNull();
  });

  it('a path of 10^5 vertices is fine (no recursion) and worth n', () => {
    // On a path every move deletes a top segment: the options of a path of n are paths of 0..n−1.
    const n = 100_000;
    const from = new Int32Array(n - 1).map((_, i) => i);
    const to = new Int32Array(n - 1).map((_, i) => i + 1);
    const values = ancestorDeletionValues(rootForestAtSmallest(n, from, to)!);
    expect(values[0]).toBe(n);
  });

  it('xor trie: mex after shifts and merges', () => {
    const pool = new XorTriePool(4, 8);
    let set = pool.merge(pool.single(0), pool.single(1));
    expect(pool.mex(set)).toBe(2);
    set = pool.xorAll(set, 2); // {2, 3}
    expect(pool.mex(set)).toBe(0);
    set = pool.merge(set, pool.merge(pool.single(0), pool.single(1))); // {0, 1, 2, 3}
    expect(pool.mex(set)).toBe(4);
    set = pool.xorAll(set, 4); // {4, 5, 6, 7}
    expect(pool.mex(pool.merge(set, pool.single(0)))).toBe(1);
  });
});
