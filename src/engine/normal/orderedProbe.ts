import { Sum, type Game } from '../core/game.js';

/**
 * Smallest share of the integers just below a position that must be reachable from it for a
 * bottom-up fill to be worth it: the fill then values at most about 1/share times the positions a
 * depth-first search would, each at a fraction of the cost.
 */
const DENSE_SHARE = 1 / 4;

/** Options the walk looks at, per position it may walk: games with many options per position stop early. */
const OPTIONS_PER_POSITION = 16;

/**
 * Whether the integer positions below `root` look mostly reachable from it by moves that only go
 * down. Walks the integers from `root` downwards through a window of budget / DENSE_SHARE of them,
 * generating the moves of each one reached (from `root` or from a position above it in the
 * window): yes when `budget` of them are reached before the window ends, every move met going to
 * integers (or sums of integers) below the position moved from. Games that end within the window
 * say no (depth first is cheap there), as do games reaching only every k-th integer, k > 4. A game
 * with many options per position (Nim: n of them) stops after OPTIONS_PER_POSITION · budget
 * options and says yes if it reached DENSE_SHARE of the integers walked past so far.
 * Guides speed only, never a value.
 */
export function looksDenselyOrdered(game: Game<number>, root: number, budget: number): boolean {
  const bottom = Math.max(0, root - Math.ceil(budget / DENSE_SHARE));
  // reached[root − q]: q can be reached from root.
  const reached = new Uint8Array(root - bottom + 1);
  reached[0] = 1;
  let walked = 0;
  let options = 0;
  let position = root;
  for (; position >= bottom && walked < budget && options < OPTIONS_PER_POSITION * budget; position--) {
    if (reached[root - position] === 0) continue;
    walked++;
    for (const option of game.moves(position)) {
      for (const next of option instanceof Sum ? (option.components as readonly unknown[]) : [option]) {
        options++;
        if (!(Number.isInteger(next) && (next as number) >= 0 && (next as number) < position)) return false;
        if ((next as number) >= bottom) reached[root - (next as number)] = 1;
      }
    }
  }
  if (walked >= budget) return true;
  return position >= bottom && walked >= DENSE_SHARE * (root - position);
}
