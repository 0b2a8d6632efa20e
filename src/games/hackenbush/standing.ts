import { rootedAt0, type Edge, type HackenbushGraph } from './graph.js';

/**
 * The graph of the edges that still reach the ground (vertex 0, vertex 1 to players): what is left
 * after a cut. An edge stands iff its ends are connected to the ground, found by union-find (near
 * linear; play and the misère search ask this for every cut of every position they visit).
 */
export function standing(vertexCount: number, edges: readonly Edge[]): HackenbushGraph {
  const parent = new Int32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) parent[v] = v;
  const find = (v: number): number => {
    while (parent[v] !== v) v = parent[v] = parent[parent[v]];
    return v;
  };
  for (const [u, v] of edges) parent[find(u)] = find(v);
  const ground = find(0);
  return rootedAt0(
    vertexCount,
    edges.filter(([u]) => find(u) === ground),
  );
}
