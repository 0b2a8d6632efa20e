import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';

/** Graphs up to this many vertices keep their edge set in one 32-bit mask (28 pairs). */
export const EDGE_GAME_MAX_VERTICES = 8;

/**
 * The edge-adding game of abc398g as the engine sees it: a position is the edge set of a graph on
 * n vertices as a bitmask over the pairs u < v; a move adds one missing edge such that the graph
 * still has no odd cycle. Exhaustive search, so tiny graphs only.
 */
export function bipartiteEdgeGame(n: number): Game<number> {
  if (n > EDGE_GAME_MAX_VERTICES)
    throw new NimlabError(`the exhaustive edge game takes at most ${EDGE_GAME_MAX_VERTICES} vertices, got ${n}`);
  const pairs: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
  return {
    *moves(edges) {
      // Two-colour the current graph once; the edge u–v keeps it free of odd cycles iff u and v
      // lie in different components or on opposite sides of the same one.
      const { component, colour } = twoColouring(n, pairs, edges);
      for (let i = 0; i < pairs.length; i++) {
        if (edges & (1 << i)) continue;
        const [u, v] = pairs[i];
        if (component[u] !== component[v] || colour[u] !== colour[v]) yield edges | (1 << i);
      }
    },
    key: (edges) => edges,
    format: (edges) =>
      pairs
        .filter((_, i) => edges & (1 << i))
        .map(([u, v]) => `${u + 1}-${v + 1}`)
        .join(' '),
  };
}

/** The bitmask of an edge list (0-based ends) in the pair order of `bipartiteEdgeGame`. */
export function edgeMask(n: number, ends: ArrayLike<number>): number {
  let mask = 0;
  for (let e = 0; e < ends.length; e += 2) {
    const u = Math.min(ends[e], ends[e + 1]);
    const v = Math.max(ends[e], ends[e + 1]);
    mask |= 1 << (u * n - (u * (u + 1)) / 2 + (v - u - 1));
  }
  return mask;
}

/** Components and a two-colouring of a graph without odd cycles, by depth-first search over bitmasks. */
function twoColouring(n: number, pairs: readonly [number, number][], edges: number): { component: Int8Array; colour: Int8Array } {
  const neighbours = new Int32Array(n);
  for (let i = 0; i < pairs.length; i++) {
    if ((edges & (1 << i)) === 0) continue;
    const [u, v] = pairs[i];
    neighbours[u] |= 1 << v;
    neighbours[v] |= 1 << u;
  }
  const component = new Int8Array(n).fill(-1);
  const colour = new Int8Array(n);
  for (let start = 0; start < n; start++) {
    if (component[start] >= 0) continue;
    component[start] = start;
    const stack = [start];
    while (stack.length > 0) {
      const u = stack.pop()!;
      for (let w = 0; w < n; w++) {
        if ((neighbours[u] & (1 << w)) === 0 || component[w] >= 0) continue;
        component[w] = start;
        colour[w] = colour[u] ^ 1;
        stack.push(w);
      }
    }
  }
  return { component, colour };
}
