import type { Game } from '../../engine/core/game.js';

/**
 * Staircase Nim as the engine sees it: `steps[i]` stones stand on step i+1. A move takes one or
 * more stones from a step down to the step below; stones moved off step 1 leave the game.
 */
export const staircaseNim: Game<readonly number[]> = {
  *moves(steps) {
    for (let i = 0; i < steps.length; i++) {
      for (let moved = 1; moved <= steps[i]; moved++) {
        const next = steps.slice();
        next[i] -= moved;
        if (i > 0) next[i - 1] += moved;
        yield next;
      }
    }
  },
  key: (steps) => steps.join(','),
  format: (steps) => steps.join(' '),
};
