import { bipartition } from '../../graph/index.js';
import { hopcroftKarp } from './bipartiteMatching.js';
import { missableVerticesGeneral } from './generalMatching.js';
import type { Graph } from '../../graph/index.js';

const NONE = -1;

/** Which vertices some maximum matching leaves uncovered, with one maximum matching. */
export interface MatchingStructure {
  /** missable[v] = 1 iff some maximum matching misses v (v is not in every maximum matching). */
  missable: Uint8Array;
  /** A maximum matching: mate[v], or -1. */
  mate: Int32Array;
  /** Whether the graph was bipartite (Hopcroft–Karp) or needed blossoms (Edmonds). */
  bipartite: boolean;
}

/**
 * The vertices missed by some maximum matching. A vertex is missable iff an even-length alternating
 * path leads to it from an exposed vertex of one maximum matching M (swap along the path and it
 * becomes exposed; conversely the symmetric difference of M with a matching missing v holds such a
 * path). Bipartite graphs have no odd cycles, so a plain breadth-first search over
 * (non-matching edge, matching edge) steps finds them; other graphs go through blossoms.
 */
export function matchingStructure(graph: Graph): MatchingStructure {
  const side = bipartition(graph);
  if (side === null) return { ...missableVerticesGeneral(graph), bipartite: false };
  const mate = hopcroftKarp(graph, side);
  return { missable: missableVerticesBipartite(graph, mate), mate, bipartite: true };
}

/** The breadth-first search of `matchingStructure` for a bipartite graph and a maximum matching. */
export function missableVerticesBipartite(graph: Graph, mate: Int32Array): Uint8Array {
  const { n, offsets, targets } = graph;
  const missable = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] === NONE) {
      missable[v] = 1;
      queue[tail++] = v;
    }
  }
  for (let head = 0; head < tail; head++) {
    const x = queue[head];
    for (let e = offsets[x]; e < offsets[x + 1]; e++) {
      const partner = mate[targets[e]];
      // Every neighbour is matched (else M would not be maximum); its partner is an even step away.
      if (partner !== NONE && !missable[partner]) {
        missable[partner] = 1;
        queue[tail++] = partner;
      }
    }
  }
  return missable;
}
