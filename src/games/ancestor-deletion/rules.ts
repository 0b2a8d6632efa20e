import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';

export const MAX_RULES_VERTICES = 30;

/**
 * Deleting a vertex and its ancestors (luogu-p6665) as played: a position is the set of vertices
 * still present (bit v = vertex v) of a forest fixed once and for all by `parent`; a move picks a
 * present vertex and deletes it with every ancestor in the original forest. Nothing re-roots.
 */
export function ancestorDeletionGame(parent: readonly number[]): Game<number> {
  if (parent.length > MAX_RULES_VERTICES) {
    throw new NimlabError(`the ancestor-deletion rules model takes at most ${MAX_RULES_VERTICES} vertices, got ${parent.length}`);
  }
  const withAncestors = parent.map((_, v) => {
    let mask = 0;
    for (let u = v; u >= 0; u = parent[u]) mask |= 1 << u;
    return mask;
  });
  return {
    *moves(present) {
      for (let v = 0; v < parent.length; v++) if (present & (1 << v)) yield present & ~withAncestors[v];
    },
    key: (present) => present,
  };
}

/** Every vertex present. */
export function wholeForest(vertexCount: number): number {
  return vertexCount === 0 ? 0 : (2 ** vertexCount - 1) | 0;
}
