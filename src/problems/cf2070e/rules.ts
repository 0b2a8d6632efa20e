import type { Game } from '../../engine/core/game.js';

/** A cyclic binary string and whose turn it is (the players have different moves). */
export interface RingPosition {
  ring: string;
  firstToMove: boolean;
}

/**
 * The game of cf2070e as an engine game. The players' moves differ, so the player to move is part
 * of the position; the engine's normal-play outcome then says whether that player wins. A move
 * deletes two cyclically adjacent characters: the first player only a pair `00`, the second only a
 * pair containing a `1`.
 */
export const ringGame: Game<RingPosition> = {
  *moves({ ring, firstToMove }) {
    const length = ring.length;
    if (length < 2) return;
    // A ring of two has a single pair (both adjacencies join the same two characters).
    const pairs = length === 2 ? 1 : length;
    for (let i = 0; i < pairs; i++) {
      const j = (i + 1) % length;
      const hasOne = ring[i] === '1' || ring[j] === '1';
      if (firstToMove === hasOne) continue;
      const rest = j > i ? ring.slice(0, i) + ring.slice(j + 1) : ring.slice(1, length - 1);
      yield { ring: rest, firstToMove: !firstToMove };
    }
  },
  key: ({ ring, firstToMove }) => `${firstToMove ? 'F' : 'S'}${canonicalRotation(ring)}`,
  format: ({ ring, firstToMove }) => `${ring || '(empty)'} (${firstToMove ? 'first' : 'second'} to move)`,
};

/** The smallest rotation: rotations of a ring are the same position. */
function canonicalRotation(ring: string): string {
  let best = ring;
  for (let i = 1; i < ring.length; i++) {
    const rotated = ring.slice(i) + ring.slice(0, i);
    if (rotated < best) best = rotated;
  }
  return best;
}
