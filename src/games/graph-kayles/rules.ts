/**
 * Node Kayles and Arc Kayles on any graph of up to 30 vertices. A position is the set of vertices
 * still in play (a bit mask; edges are those of the graph between them). Node Kayles: a move picks
 * a vertex and removes it with its neighbours. Arc Kayles: a move picks an edge and removes both
 * ends. These are the rules as the engine plays them: whole positions, nothing assumed.
 */
import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';

export const MAX_KAYLES_VERTICES = 30;

export type KaylesVariant = 'node' | 'arc';

/** A graph as neighbour masks: adjacency[v] has bit u set when u and v are joined. */
export interface KaylesGraph {
  /** Vertex names as the user wrote them, by index. */
  names: string[];
  adjacency: number[];
}

export function kaylesGraph(names: string[], edges: readonly (readonly [number, number])[]): KaylesGraph {
  if (names.length > MAX_KAYLES_VERTICES)
    throw new NimlabError(`Kayles on graphs: at most ${MAX_KAYLES_VERTICES} vertices, got ${names.length}`);
  const adjacency = new Array<number>(names.length).fill(0);
  for (const [u, v] of edges) {
    if (u === v) continue;
    adjacency[u] |= 1 << v;
    adjacency[v] |= 1 << u;
  }
  return { names, adjacency };
}

/** Every vertex of the graph, as a position. */
export function wholeGraph(graph: KaylesGraph): number {
  return graph.names.length === 0 ? 0 : (2 ** graph.names.length - 1) | 0;
}

/** The positions one move leads to, each with the vertices the move names (one, or an edge's two). */
export function* kaylesMoves(graph: KaylesGraph, variant: KaylesVariant, position: number): Generator<{ picked: number[]; to: number }> {
  const { adjacency } = graph;
  for (let v = 0; v < adjacency.length; v++) {
    if (((position >>> v) & 1) === 0) continue;
    if (variant === 'node') {
      yield { picked: [v], to: position & ~(adjacency[v] | (1 << v)) };
      continue;
    }
    for (let u = v + 1; u < adjacency.length; u++) {
      if ((position >>> u) & 1 && (adjacency[v] >>> u) & 1) yield { picked: [v, u], to: position & ~((1 << v) | (1 << u)) };
    }
  }
}

/** The game straight from the rules: a position moves to every position one move leaves. */
export function kaylesRules(graph: KaylesGraph, variant: KaylesVariant): Game<number> {
  return {
    *moves(position) {
      for (const move of kaylesMoves(graph, variant, position)) yield move.to;
    },
    key: (position) => position,
  };
}
