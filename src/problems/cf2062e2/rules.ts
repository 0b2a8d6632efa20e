import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';
import { breadthFirst, type Graph } from '../../graph/index.js';

/** The vertices still in the tree (bit v) and the weight picked on the previous move (0 at the start). */
export interface DeletionPosition {
  remaining: number;
  last: number;
}

export const DELETION_GAME_MAX_VERTICES = 24;

/**
 * The Game (cf2062e2) for the engine: a move picks a remaining vertex heavier than the last pick
 * and deletes its subtree (the tree is rooted at vertex 0). Played misère: the player who cannot
 * move wins, so solve it with the engine's MisereSolver.
 */
export function deletionGame(tree: Graph, weights: ArrayLike<number>): Game<DeletionPosition> {
  const { n } = tree;
  if (n > DELETION_GAME_MAX_VERTICES)
    throw new NimlabError(`the exhaustive deletion model takes at most ${DELETION_GAME_MAX_VERTICES} vertices`);
  const subtree = subtreeMasks(tree);
  return {
    *moves({ remaining, last }) {
      for (let v = 0; v < n; v++) {
        if (remaining & (1 << v) && weights[v] > last) yield { remaining: remaining & ~subtree[v], last: weights[v] };
      }
    },
    key: ({ remaining, last }) => remaining * (n + 1) + last,
    format: ({ remaining, last }) => `remaining ${remaining.toString(2)}, last weight ${last}`,
  };
}

/** Bit masks of every vertex's subtree, the tree rooted at 0. */
export function subtreeMasks(tree: Graph): Int32Array {
  const { order, parent } = breadthFirst(tree, 0);
  const masks = new Int32Array(tree.n);
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i];
    masks[v] |= 1 << v;
    if (parent[v] >= 0) masks[parent[v]] |= masks[v];
  }
  return masks;
}
