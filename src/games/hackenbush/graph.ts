/**
 * A Green Hackenbush position: an undirected multigraph on vertices 0..vertexCount-1 (loops and
 * parallel edges allowed) with one or more ground vertices. Every ground vertex is the same
 * ground, so edges between two ground vertices act as loops on it.
 */
export type Edge = readonly [number, number];

export interface HackenbushGraph {
  vertexCount: number;
  edges: readonly Edge[];
  /** The ground (the root of a tree); at least one vertex. */
  ground: readonly number[];
}

/** A tree or graph grounded at vertex 0 alone, the usual rooted position. */
export function rootedAt0(vertexCount: number, edges: readonly Edge[]): HackenbushGraph {
  return { vertexCount, edges, ground: [0] };
}

/** The same graph without edge `index`. */
export function withoutEdge(graph: HackenbushGraph, index: number): HackenbushGraph {
  return { ...graph, edges: graph.edges.filter((_, i) => i !== index) };
}
