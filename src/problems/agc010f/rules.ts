import { NimlabError } from '../../engine/core/errors.js';
import type { Game } from '../../engine/core/game.js';
import type { Graph } from '../../graph/index.js';

/** A position: the token's vertex and the stones left on every vertex. */
export interface StonesPosition {
  token: number;
  stones: readonly number[];
}

/**
 * The stones-on-a-tree game for the engine: a move removes one stone from the token's vertex and
 * then moves the token to a neighbour; with no stone under the token (or no neighbour) the player
 * to move is stuck and loses. Positions are keyed in mixed radix, so small trees and piles only.
 */
export function stonesGame(tree: Graph, initial: readonly number[]): Game<StonesPosition> {
  const { n, offsets, targets } = tree;
  let states = n;
  for (const a of initial) states *= a + 1;
  if (states > 2 ** 40) throw new NimlabError('the exhaustive stones model is for small trees and piles only');
  return {
    *moves({ token, stones }) {
      if (stones[token] === 0) return;
      const after = stones.slice();
      after[token]--;
      for (let e = offsets[token]; e < offsets[token + 1]; e++) yield { token: targets[e], stones: after };
    },
    key({ token, stones }) {
      let key = 0;
      for (let v = 0; v < n; v++) key = key * (initial[v] + 1) + stones[v];
      return key * n + token;
    },
    format: ({ token, stones }) => `token on ${token + 1}, stones ${stones.join(' ')}`,
  };
}
