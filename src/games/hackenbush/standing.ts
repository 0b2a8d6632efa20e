import { fuse } from './fusion.js';
import { rootedAt0, type Edge, type HackenbushGraph } from './graph.js';

/** The graph of the edges that still reach the ground (vertex 1): what is left after a cut. */
export function standing(vertexCount: number, edges: readonly Edge[]): HackenbushGraph {
  const { isGrounded } = fuse(rootedAt0(vertexCount, edges));
  return rootedAt0(
    vertexCount,
    edges.filter((_, e) => isGrounded[e] === 1),
  );
}
