import type { Game } from '../../engine/core/game.js';
import { NimlabError } from '../../engine/core/errors.js';
import type { HackenbushGraph } from './graph.js';

/** Edge sets are bitmasks, so the brute-force model takes at most this many edges. */
export const MAX_RULES_EDGES = 30;

/**
 * Green Hackenbush as played, for the engine: a position is the set of edges still standing (bit
 * e = edge e of `graph`); a move deletes one edge, and every edge no longer connected to the
 * ground falls with it. No value formula is used: this is the brute-force truth.
 */
export function hackenbushGame(graph: HackenbushGraph): Game<number> {
  if (graph.edges.length > MAX_RULES_EDGES) {
    throw new NimlabError(`the Hackenbush rules model takes at most ${MAX_RULES_EDGES} edges, got ${graph.edges.length}`);
  }
  return {
    *moves(standing) {
      for (let e = 0; e < graph.edges.length; e++) {
        if (standing & (1 << e)) yield groundedEdges(graph, standing & ~(1 << e));
      }
    },
    key: (standing) => standing,
    format: (standing) =>
      graph.edges
        .filter((_, e) => standing & (1 << e))
        .map(([u, v]) => `${u + 1}-${v + 1}`)
        .join(' ') || '(no edges)',
  };
}

/** The starting position: every edge of the graph that is connected to the ground. */
export function startPosition(graph: HackenbushGraph): number {
  return groundedEdges(graph, graph.edges.length === 0 ? 0 : (2 ** graph.edges.length - 1) | 0);
}

/** The edges of `standing` that still reach the ground through standing edges. */
export function groundedEdges(graph: HackenbushGraph, standing: number): number {
  const reached = new Uint8Array(graph.vertexCount);
  for (const g of graph.ground) reached[g] = 1;
  let grown = true;
  while (grown) {
    grown = false;
    graph.edges.forEach(([u, v], e) => {
      if (!(standing & (1 << e)) || reached[u] === reached[v]) return;
      reached[u] = reached[v] = 1;
      grown = true;
    });
  }
  let kept = 0;
  graph.edges.forEach(([u], e) => {
    if (standing & (1 << e) && reached[u]) kept |= 1 << e;
  });
  return kept;
}
